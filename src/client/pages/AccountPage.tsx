import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { AccountDashboard } from '../components/account/AccountDashboard';
import { AccountOrders } from '../components/account/AccountOrders';
import { PasswordForm } from '../components/account/PasswordForm';
import { MarketingChoice } from '../components/account/MarketingChoice';
import { PrivacySettings } from '../components/account/PrivacySettings';
import { ProfileForm } from '../components/account/ProfileForm';
import { SignIns } from '../components/account/SignIns';
import { useLogout } from '../components/session/useLogout';
import { Panel } from '../components/ui/Panel';
import { TabList, tabPanelProps, type Tab, type TabLook } from '../components/ui/Tabs';
import { useSession } from '../state/session';
import { PageTitle } from '../components/layout/PageTitle';

type TabId = 'dashboard' | 'orders' | 'details';

const tabs: Tab<TabId>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'orders', label: 'Orders' },
  { id: 'details', label: 'Account Details' },
];

/** A row on phones; on wide screens a column beside the panel, so Up and Down move too. */
const tabLook: TabLook = {
  list: 'flex flex-1 gap-1 lg:flex-col',
  tab: 'flex-1 rounded-md px-2 py-2.5 text-center whitespace-nowrap sm:px-4 lg:text-left text-sm font-medium transition-colors lg:flex-none',
  selected: 'bg-ink text-ivory',
  other: 'text-stone hover:bg-pearl hover:text-ink',
};

/** /account (behind RequireSignIn): spec §2's tabs, with Logout at the end of the list. */
export function AccountPage() {
  const current = useSession();
  const logout = useLogout();
  const [tab, setTab] = useState<TabId>('dashboard');
  // RequireSignIn renders this page only for a signed-in visitor; this covers the moment of logout.
  if (!current) return null;

  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="My Account" />
      <h1 className="text-4xl sm:text-5xl">My Account</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr] lg:items-start">
        <nav
          aria-label="Account"
          className="flex flex-wrap gap-1 rounded-lg bg-white p-2 shadow-sm ring-1 ring-ink/5 sm:flex-nowrap lg:flex-col"
        >
          <TabList
            label="My Account"
            idPrefix="account"
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
            look={tabLook}
            upAndDown
          />
          <button
            type="button"
            onClick={() => void logout()}
            className="flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2.5 text-left text-sm font-medium text-stone transition-colors hover:bg-pearl hover:text-sale sm:px-4"
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </button>
        </nav>
        <div
          {...tabPanelProps('account', tab)}
          tabIndex={0}
          className="min-w-0 focus-visible:outline-offset-4"
        >
          {tab === 'dashboard' ? (
            <AccountDashboard user={current.user} onEditDetails={() => setTab('details')} />
          ) : tab === 'orders' ? (
            <Panel title="Orders">
              <AccountOrders />
            </Panel>
          ) : (
            <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
              {/* The sections' titles are h3s, as on the dashboard: this keeps the outline whole. */}
              <h2 className="sr-only">Account Details</h2>
              <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5">
                <ProfileForm user={current.user} />
              </section>
              <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5">
                <PasswordForm />
              </section>
              <section
                aria-labelledby="sign-ins-title"
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 xl:col-span-2"
              >
                <SignIns />
              </section>
              <section
                aria-labelledby="marketing-title"
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 xl:col-span-2"
              >
                <MarketingChoice />
              </section>
              <section
                aria-labelledby="privacy-title"
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 xl:col-span-2"
              >
                <PrivacySettings />
              </section>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
