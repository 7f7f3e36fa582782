import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useFocusOnNavigation } from '../../hooks/useFocusOnNavigation';
import { Spinner } from '../ui/Spinner';
import { Toaster } from '../ui/Toaster';
import { CartDrawer } from './CartDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

/** Every shop page (the admin has its own, AdminLayout): header, content, footer, with the cart drawer and toasts on top. */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" ref={main} className="flex-1">
        {/* While a page's chunk downloads; a page rendered by the server keeps its HTML meanwhile. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Its own boundary: React takes over a server-rendered footer after the page, in pieces. */}
      <Suspense>
        <Footer />
      </Suspense>
      <CartDrawer />
      <Toaster />
      <ScrollToTop />
    </div>
  );
}
