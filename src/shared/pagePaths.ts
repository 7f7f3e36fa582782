/**
 * Every page the React app has (spec §2's route table as it is built, plus /store): the server
 * sends the app with 200 for these and with 404 for any other address.
 * `tests/client/pagePaths.test.ts` keeps this list and `src/client/routes.tsx` in step.
 */
export const pagePaths = [
  '/',
  '/products',
  '/product/:id',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/forgot-password',
  '/verify-otp',
  '/reset-password',
  '/confirm-email',
  '/account',
  '/wishlist',
  '/MyOrders',
  '/orders',
  '/order/:id',
  '/order-confirmation/:id',
  '/about',
  '/store',
  '/terms',
  '/privacy',
  '/faq',
  '/admin',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/:id',
  '/admin/categories',
  '/admin/reviews',
  '/admin/shop-info',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Like react-router: case-insensitive, an optional trailing slash, `:param` is one segment. */
const matchers = pagePaths.map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/')}/?$`,
      'i',
    ),
);

/** The route pattern of the page at `pathname` ('/product/:id'), if the app has one there. */
export const pagePathOf = (pathname: string) =>
  pagePaths.find((_pattern, i) => matchers[i]!.test(pathname));
