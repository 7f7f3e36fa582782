import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSession } from '../../state/session';
import { Spinner } from '../ui/Spinner';
import { AccountDropdown } from './AccountDropdown';

// Fetched when first opened: no page shows it at first paint (docs/decisions/024).
const AccountLinks = lazy(async () => ({ default: (await import('./AccountLinks')).AccountLinks }));

/** The header's My Account dropdown: the account links of the visitor, signed in or not. */
export function AccountMenu() {
  const current = useSession();
  return (
    <AccountDropdown
      id="account-menu"
      signedInAs={current?.user.name}
      triggerClassName="flex items-center gap-1.5 rounded-full p-2 text-sm hover:text-gold-dark"
      trigger={
        <>
          <UserRound className="size-5" aria-hidden strokeWidth={1.5} />
          {/* Worded only where the bar has room beside the search field and a five-figure cart. */}
          <span className="hidden 2xl:inline">My Account</span>
          <span className="sr-only 2xl:hidden">My Account</span>
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<Spinner className="py-4" />}>
          <AccountLinks look="dropdown" onChoose={close} />
        </Suspense>
      )}
    </AccountDropdown>
  );
}
