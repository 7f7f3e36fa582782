import { createBrowserRouter } from 'react-router';
import { Layout } from './components/layout/Layout';
import { Spinner } from './components/ui/Spinner';
import { HomePage } from './pages/HomePage';

/**
 * The home page ships in the first download; every other page is its own chunk, fetched when
 * first visited, so a phone on the home page does not pay for the listing's filters.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/products',
        lazy: async () => ({ Component: (await import('./pages/ProductsPage')).ProductsPage }),
      },
      {
        path: '/product/:id',
        lazy: async () => ({ Component: (await import('./pages/ProductPage')).ProductPage }),
      },
      {
        path: '/cart',
        lazy: async () => ({ Component: (await import('./pages/CartPage')).CartPage }),
      },
      {
        path: '/about',
        lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
      },
      {
        path: '/store',
        lazy: async () => ({ Component: (await import('./pages/StoreInfoPage')).StoreInfoPage }),
      },
      ...(['terms', 'privacy', 'faq'] as const).map((topic) => ({
        path: `/${topic}`,
        lazy: async () => {
          const { InfoPage } = await import('./pages/InfoPage');
          return { Component: () => <InfoPage topic={topic} /> };
        },
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
