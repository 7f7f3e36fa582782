import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useFocusOnNavigation } from '../../hooks/useFocusOnNavigation';
import { ScrollToTop } from '../layout/ScrollToTop';
import { SkipLink } from '../layout/SkipLink';
import { Spinner } from '../ui/Spinner';
import { Toaster } from '../ui/Toaster';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';
import { useTodoListFollowsChanges } from './useTodoList';

/**
 * The admin's own shell (docs/decisions/021-admin-shell.md): a top bar, the sidebar beside the
 * page from 1024 px (behind the top bar's menu button below that), and none of the shop's header,
 * promo strip or footer. Pages bring their content only: this frame gives the width around it.
 */
export function AdminLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useTodoListFollowsChanges();
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <SkipLink />
      <AdminTopBar />
      <div className="flex flex-1">
        <div className="hidden w-64 shrink-0 border-r border-ink/10 bg-white lg:block print:hidden">
          <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto p-4">
            <AdminSidebar />
          </div>
        </div>
        <main
          id="main"
          ref={main}
          className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:p-0"
        >
          <div className="mx-auto max-w-7xl print:max-w-none">
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <Toaster />
      <ScrollToTop />
    </div>
  );
}
