import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Outlet, type Params, type RouteObject } from 'react-router';
import { Layout } from './components/layout/Layout';
import { RequireSignIn } from './components/session/RequireSignIn';
import { Spinner } from './components/ui/Spinner';
import type { Trpc } from './lib/trpc';
import { HomePage } from './pages/HomePage';
import { RING_SIZE_GUIDE_PATH } from '../shared/ringSizes';
import { CANCELLATION_FORM_PATH } from '../shared/cancellationForm';
import { HALLMARKING_PATH, policyNames, policyPaths } from '../shared/legalPages';
import { STOCK_ALERT_STOP_PATH } from '../shared/stockAlerts';

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
  return Object.assign(Page, { preload, module: name });
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
const NewsletterPage = page(() => import('./pages/NewsletterPage'), 'NewsletterPage');
const UnsubscribePage = page(() => import('./pages/UnsubscribePage'), 'UnsubscribePage');
const RestoreCartPage = page(() => import('./pages/RestoreCartPage'), 'RestoreCartPage');
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
const PolicyPage = page(() => import('./pages/PolicyPage'), 'PolicyPage');
const HallmarkingPage = page(() => import('./pages/HallmarkingPage'), 'HallmarkingPage');
const RingSizeGuidePage = page(() => import('./pages/RingSizeGuidePage'), 'RingSizeGuidePage');
const CancellationFormPage = page(
  () => import('./pages/CancellationFormPage'),
  'CancellationFormPage',
);
const StockAlertStopPage = page(() => import('./pages/StockAlertStopPage'), 'StockAlertStopPage');
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
const AdminTrackingImportPage = page(
  () => import('./pages/admin/AdminTrackingImportPage'),
  'AdminTrackingImportPage',
);
const AdminProductsPage = page(
  () => import('./pages/admin/AdminProductsPage'),
  'AdminProductsPage',
);
const AdminProductFormPage = page(
  () => import('./pages/admin/AdminProductFormPage'),
  'AdminProductFormPage',
);
const AdminProductImportPage = page(
  () => import('./pages/admin/AdminProductImportPage'),
  'AdminProductImportPage',
);
const AdminCategoriesPage = page(
  () => import('./pages/admin/AdminCategoriesPage'),
  'AdminCategoriesPage',
);
const AdminReviewsPage = page(() => import('./pages/admin/AdminReviewsPage'), 'AdminReviewsPage');
const AdminCollectionsPage = page(
  () => import('./pages/admin/AdminCollectionsPage'),
  'AdminCollectionsPage',
);
const AdminDeliveryPage = page(
  () => import('./pages/admin/AdminDeliveryPage'),
  'AdminDeliveryPage',
);
const AdminPromotionsPage = page(
  () => import('./pages/admin/AdminPromotionsPage'),
  'AdminPromotionsPage',
);
const AdminPoliciesPage = page(
  () => import('./pages/admin/AdminPoliciesPage'),
  'AdminPoliciesPage',
);
const AdminCustomersPage = page(
  () => import('./pages/admin/AdminCustomersPage'),
  'AdminCustomersPage',
);
const AdminShopInfoPage = page(
  () => import('./pages/admin/AdminShopInfoPage'),
  'AdminShopInfoPage',
);

/** The pages the server renders into their HTML (decision 010); it writes each one's head tags. */
export type RenderedPage = 'home' | 'products' | 'product' | 'cart' | 'about';

/** Fetches one query for the page being rendered, as `queryClient.fetchQuery` does. */
export type FetchPageQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => Promise<unknown>;

/** What a route's data needs are worked out from: the page's address, and how to ask. */
export interface PageDataArgs {
  trpc: Trpc;
  fetch: FetchPageQuery;
  params: Params;
  search: URLSearchParams;
}

/** A route's `handle`: what the server needs to render the page there. */
export interface RouteHandle {
  /** Set on a page the server renders. */
  rendered?: RenderedPage;
  /**
   * The queries the route's first render reads (its parents' come from their own handles): the
   * server answers them before rendering and sends them with the page, under the keys the
   * components ask by, so the browser's first render asks the API nothing.
   */
  data?: (args: PageDataArgs) => Promise<unknown>;
}

const handle = (value: RouteHandle) => value;

/**
 * The shop's pages, declared once: the browser renders them with `useRoutes` (src/client/App.tsx),
 * and the server matches the same objects (`matchPage`) to answer 200 or 404, render a page and
 * fetch its data. The home page ships in the first download; every other page is its own chunk,
 * fetched when first visited, so a phone on the home page does not pay for the listing's filters
 * or the forms.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // The header's and footer's: the shop's name, address and hours, and the collections menu.
    handle: handle({
      data: ({ trpc, fetch }) =>
        Promise.all([
          fetch(trpc.shop.info.queryOptions()),
          fetch(trpc.catalog.categoryTree.queryOptions()),
        ]),
    }),
    children: [
      {
        path: '/',
        element: <HomePage />,
        handle: handle({
          rendered: 'home',
          data: ({ trpc, fetch }) => fetch(trpc.catalog.home.queryOptions()),
        }),
      },
      {
        path: '/products',
        element: <ProductsPage />,
        handle: handle({
          rendered: 'products',
          data: async ({ trpc, fetch, search }) => {
            // Imported when needed: only the server runs data needs, and the browser's first
            // download need not carry the listing's URL parser.
            const { facetQueryOf, listingQueryFromParams } = await import('../shared/listingUrl');
            const query = listingQueryFromParams(search);
            if (!query.success) return;
            await Promise.all([
              fetch(trpc.catalog.products.queryOptions(query.data)),
              fetch(trpc.catalog.facets.queryOptions(facetQueryOf(query.data))),
            ]);
          },
        }),
      },
      {
        path: '/product/:id',
        element: <ProductPage />,
        handle: handle({
          rendered: 'product',
          // The reviews' first page, as ProductReviews asks for it; the payment mode, which says
          // whether PayPal's Pay Later message belongs under the price.
          data: ({ trpc, fetch, params: { id = '' } }) =>
            Promise.all([
              fetch(trpc.catalog.product.queryOptions({ id })),
              fetch(trpc.catalog.related.queryOptions({ id })),
              fetch(trpc.reviews.list.queryOptions({ productId: id, cursor: 1 })),
              fetch(trpc.payments.config.queryOptions()),
            ]),
        }),
      },
      // Its lines live in the visitor's browser: the server sends the layout and the heading (and
      // the payment mode, for the Pay Later message under the totals).
      {
        path: '/cart',
        element: <CartPage />,
        handle: handle({
          rendered: 'cart',
          data: ({ trpc, fetch }) => fetch(trpc.payments.config.queryOptions()),
        }),
      },
      // Not behind RequireSignIn: spec §2 asks a signed-out visitor to log in on the page itself.
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // Not behind RequireSignIn: the mailed link may be opened on a device that is signed out.
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      // Marketing mails' links (decision 059): signed out or not, the token is the proof.
      { path: '/newsletter', element: <NewsletterPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/cart/restore', element: <RestoreCartPage /> },
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
      { path: '/about', element: <AboutPage />, handle: handle({ rendered: 'about' }) },
      { path: '/store', element: <StoreInfoPage /> },
      // The owner's policies (decision 058), each also at '/terms/version/3' for an earlier one.
      ...policyNames.flatMap((name) => [
        { path: policyPaths[name], element: <PolicyPage name={name} /> },
        { path: `${policyPaths[name]}/version/:version`, element: <PolicyPage name={name} /> },
      ]),
      { path: HALLMARKING_PATH, element: <HallmarkingPage /> },
      { path: RING_SIZE_GUIDE_PATH, element: <RingSizeGuidePage /> },
      { path: CANCELLATION_FORM_PATH, element: <CancellationFormPage /> },
      // The back-in-stock mail's stop link (decision 060): no sign-in needed.
      { path: STOCK_ALERT_STOP_PATH, element: <StockAlertStopPage /> },
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
              { path: 'orders/import-tracking', element: <AdminTrackingImportPage /> },
              { path: 'orders/:id', element: <AdminOrderDetailPage /> },
              { path: 'collections', element: <AdminCollectionsPage /> },
              { path: 'products', element: <AdminProductsPage /> },
              { path: 'products/new', element: <AdminProductFormPage /> },
              { path: 'products/import', element: <AdminProductImportPage /> },
              { path: 'products/:id', element: <AdminProductFormPage /> },
              { path: 'categories', element: <AdminCategoriesPage /> },
              { path: 'reviews', element: <AdminReviewsPage /> },
              { path: 'delivery', element: <AdminDeliveryPage /> },
              { path: 'promotions', element: <AdminPromotionsPage /> },
              { path: 'customers', element: <AdminCustomersPage /> },
              { path: 'shop-info', element: <AdminShopInfoPage /> },
              { path: 'policies', element: <AdminPoliciesPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The lazily loaded page of a route, if it has one (see `page`). */
function lazyPageOf(route: RouteObject) {
  return (route.element as ReactElement | undefined)?.type as
    { preload?: () => Promise<void>; module?: string } | undefined;
}

/** Fetches the chunks of the pages that render `pathname`. */
export async function preloadPages(pathname: string) {
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const preload = lazyPageOf(route)?.preload;
    return preload ? [preload()] : [];
  });
  await Promise.all(preloads);
}

/** A page of the app, as the server sees an address before rendering it. */
export interface PageMatch {
  /** The route's full path ('/product/:id'), the name the metrics give the request. */
  pattern: string;
  /** Set when the server renders this page. */
  rendered: RenderedPage | undefined;
  /** The matched routes' data needs, parents first. */
  data: NonNullable<RouteHandle['data']>[];
  params: Params;
}

/** The page at `pathname`, or null where the app has none (its not-found page answers there). */
export function matchPage(pathname: string): PageMatch | null {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1);
  if (!matches || !page || page.route.path === '*') return null;
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  return {
    pattern: matches.reduce(
      (path, { route }) =>
        !route.path ? path : route.path.startsWith('/') ? route.path : `${path}/${route.path}`,
      '',
    ),
    rendered: handles.at(-1)!.rendered,
    data: handles.flatMap(({ data }) => (data ? [data] : [])),
    params: page.params,
  };
}

/** The modules of the lazily loaded pages at `pathname` ('ProductPage'), outermost first. */
export const pageModulesAt = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const module = lazyPageOf(route)?.module;
    return module ? [module] : [];
  });
