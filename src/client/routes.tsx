import type { RouteObject } from 'react-router';
import { Layout } from './components/layout/Layout';
import { RequireSignIn } from './components/session/RequireSignIn';
import { Spinner } from './components/ui/Spinner';
import { HomePage } from './pages/HomePage';

/**
 * The home page ships in the first download; every other page is its own chunk, fetched when
 * first visited, so a phone on the home page does not pay for the listing's filters or the forms.
 * Every path here (but '*') is in src/shared/pagePaths.ts, which the server answers with 200.
 */
export const routes: RouteObject[] = [
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
        // Not behind RequireSignIn: spec §2 asks a signed-out visitor to log in on the page itself.
        path: '/checkout',
        lazy: async () => ({ Component: (await import('./pages/CheckoutPage')).CheckoutPage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
      },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('./pages/RegisterPage')).RegisterPage }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: '/verify-otp',
        lazy: async () => ({ Component: (await import('./pages/VerifyOtpPage')).VerifyOtpPage }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: '/wishlist',
        lazy: async () => ({ Component: (await import('./pages/WishlistPage')).WishlistPage }),
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            path: '/account',
            lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }),
          },
          // Spec §2 reaches the orders list by both names.
          ...['/orders', '/MyOrders'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./pages/OrdersPage')).OrdersPage }),
          })),
          {
            path: '/order/:id',
            lazy: async () => ({
              Component: (await import('./pages/OrderDetailPage')).OrderDetailPage,
            }),
          },
          {
            path: '/order-confirmation/:id',
            lazy: async () => ({
              Component: (await import('./pages/OrderConfirmationPage')).OrderConfirmationPage,
            }),
          },
        ],
      },
      {
        path: '/admin',
        lazy: async () => ({
          Component: (await import('./components/admin/AdminGuard')).AdminGuard,
        }),
        children: [
          {
            // The admin area is its own set of chunks: a shopper never downloads it.
            lazy: async () => ({
              Component: (await import('./components/admin/AdminLayout')).AdminLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminDashboardPage')).AdminDashboardPage,
                }),
              },
              {
                path: 'orders',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminOrdersPage')).AdminOrdersPage,
                }),
              },
              {
                path: 'orders/:id',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminOrderDetailPage'))
                    .AdminOrderDetailPage,
                }),
              },
              {
                path: 'products',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminProductsPage')).AdminProductsPage,
                }),
              },
              {
                path: 'products/new',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminProductFormPage'))
                    .AdminProductFormPage,
                }),
              },
              {
                path: 'products/:id',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminProductFormPage'))
                    .AdminProductFormPage,
                }),
              },
              {
                path: 'categories',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminCategoriesPage'))
                    .AdminCategoriesPage,
                }),
              },
              {
                path: 'shop-info',
                lazy: async () => ({
                  Component: (await import('./pages/admin/AdminShopInfoPage')).AdminShopInfoPage,
                }),
              },
            ],
          },
        ],
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
];
