import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { Layout } from './components/layout/Layout';
import { RequireSignIn } from './components/session/RequireSignIn';
import { Spinner } from './components/ui/Spinner';
import { HomePage } from './pages/HomePage';

/**
 * A page in its own chunk, fetched when first shown (Layout's Suspense shows a spinner meanwhile).
 * `preload` fetches it ahead: the server before rendering a page, the browser before its first
 * render, so neither suspends there (see `preloadPages`).
 */
function page<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let Loaded: ComponentType<Props> | null = null;
  const preload = async () => {
    Loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page = (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  return Object.assign(Page, { preload });
}

const ProductsPage = page(() => import('./pages/ProductsPage'), 'ProductsPage');
const ProductPage = page(() => import('./pages/ProductPage'), 'ProductPage');
const CartPage = page(() => import('./pages/CartPage'), 'CartPage');
const CheckoutPage = page(() => import('./pages/CheckoutPage'), 'CheckoutPage');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('./pages/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const VerifyOtpPage = page(() => import('./pages/VerifyOtpPage'), 'VerifyOtpPage');
const ResetPasswordPage = page(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const ConfirmEmailPage = page(() => import('./pages/ConfirmEmailPage'), 'ConfirmEmailPage');
const WishlistPage = page(() => import('./pages/WishlistPage'), 'WishlistPage');
const AccountPage = page(() => import('./pages/AccountPage'), 'AccountPage');
const OrdersPage = page(() => import('./pages/OrdersPage'), 'OrdersPage');
const OrderDetailPage = page(() => import('./pages/OrderDetailPage'), 'OrderDetailPage');
const OrderConfirmationPage = page(
  () => import('./pages/OrderConfirmationPage'),
  'OrderConfirmationPage',
);
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const StoreInfoPage = page(() => import('./pages/StoreInfoPage'), 'StoreInfoPage');
const InfoPage = page(() => import('./pages/InfoPage'), 'InfoPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');

// The admin area is its own set of chunks: a shopper never downloads it.
const AdminGuard = page(() => import('./components/admin/AdminGuard'), 'AdminGuard');
const AdminLayout = page(() => import('./components/admin/AdminLayout'), 'AdminLayout');
const AdminDashboardPage = page(
  () => import('./pages/admin/AdminDashboardPage'),
  'AdminDashboardPage',
);
const AdminOrdersPage = page(() => import('./pages/admin/AdminOrdersPage'), 'AdminOrdersPage');
const AdminOrderDetailPage = page(
  () => import('./pages/admin/AdminOrderDetailPage'),
  'AdminOrderDetailPage',
);
const AdminProductsPage = page(
  () => import('./pages/admin/AdminProductsPage'),
  'AdminProductsPage',
);
const AdminProductFormPage = page(
  () => import('./pages/admin/AdminProductFormPage'),
  'AdminProductFormPage',
);
const AdminCategoriesPage = page(
  () => import('./pages/admin/AdminCategoriesPage'),
  'AdminCategoriesPage',
);
const AdminReviewsPage = page(() => import('./pages/admin/AdminReviewsPage'), 'AdminReviewsPage');
const AdminShopInfoPage = page(
  () => import('./pages/admin/AdminShopInfoPage'),
  'AdminShopInfoPage',
);

/**
 * The home page ships in the first download; every other page is its own chunk, fetched when
 * first visited, so a phone on the home page does not pay for the listing's filters or the forms.
 * Rendered with `useRoutes` in the browser and on the server (src/client/App.tsx).
 * Every path here (but '*') is in src/shared/pagePaths.ts, which the server answers with 200.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      // Not behind RequireSignIn: spec §2 asks a signed-out visitor to log in on the page itself.
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // Not behind RequireSignIn: the mailed link may be opened on a device that is signed out.
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/wishlist', element: <WishlistPage /> },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/account', element: <AccountPage /> },
          // Spec §2 reaches the orders list by both names.
          { path: '/orders', element: <OrdersPage /> },
          { path: '/MyOrders', element: <OrdersPage /> },
          { path: '/order/:id', element: <OrderDetailPage /> },
          { path: '/order-confirmation/:id', element: <OrderConfirmationPage /> },
        ],
      },
      { path: '/about', element: <AboutPage /> },
      { path: '/store', element: <StoreInfoPage /> },
      ...(['terms', 'privacy', 'faq'] as const).map((topic) => ({
        path: `/${topic}`,
        element: <InfoPage topic={topic} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Outside the shop's Layout: the admin has its own shell (AdminLayout). The spinner shows
    // while the admin's chunks download after a link from the shop (the router has no transitions).
    path: '/admin',
    element: (
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        element: <AdminGuard />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              { path: 'orders', element: <AdminOrdersPage /> },
              { path: 'orders/:id', element: <AdminOrderDetailPage /> },
              { path: 'products', element: <AdminProductsPage /> },
              { path: 'products/new', element: <AdminProductFormPage /> },
              { path: 'products/:id', element: <AdminProductFormPage /> },
              { path: 'categories', element: <AdminCategoriesPage /> },
              { path: 'reviews', element: <AdminReviewsPage /> },
              { path: 'shop-info', element: <AdminShopInfoPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** Fetches the chunks of the pages that render `pathname`. */
export async function preloadPages(pathname: string) {
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as {
      preload?: () => Promise<void>;
    };
    return type?.preload ? [type.preload()] : [];
  });
  await Promise.all(preloads);
}
