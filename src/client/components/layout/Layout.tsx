import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { Toaster } from '../ui/Toaster';
import { CartDrawer } from './CartDrawer';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** Every page: header, content, footer, with the cart drawer and toasts on top. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
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
