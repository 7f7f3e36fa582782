import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPage } from '../../src/client/ssr';
import { routes } from '../../src/client/routes';
import type { Database } from '../../src/server/db/client';
import { fakeBuiltClient } from '../support/builtClient';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { startTestServer } from '../support/server';

/**
 * One address for every page of the app (spec §2's route table as it is built, plus /store and
 * the ring size guide), and whether the server renders it into its HTML (decision 010) or the
 * browser does.
 */
const anyId = '0123456789abcdef01234567';
const pages = (productId: string) => [
  { path: '/', rendered: true },
  { path: '/products?category=rings', rendered: true },
  { path: `/product/${productId}`, rendered: true },
  { path: '/cart', rendered: true },
  { path: '/about', rendered: true },
  ...[
    '/checkout',
    '/login',
    '/register',
    '/forgot-password',
    '/verify-otp',
    '/reset-password',
    '/confirm-email',
    '/wishlist',
    '/account',
    '/orders',
    '/MyOrders',
    `/order/${anyId}`,
    `/order-confirmation/${anyId}`,
    '/store',
    '/terms',
    '/terms/version/1',
    '/privacy',
    '/privacy/version/1',
    '/returns-policy',
    '/returns-policy/version/1',
    '/delivery-policy',
    '/delivery-policy/version/1',
    '/faq',
    '/faq/version/1',
    '/reviews-policy',
    '/reviews-policy/version/1',
    '/hallmarking',
    '/newsletter',
    '/unsubscribe',
    '/cart/restore',
    '/cancellation-form',
    '/ring-size-guide',
    '/stock-alerts/stop',
    '/admin',
    '/admin/orders',
    '/admin/orders/import-tracking',
    `/admin/orders/${anyId}`,
    '/admin/collections',
    '/admin/products',
    '/admin/products/new',
    '/admin/products/import',
    `/admin/products/${anyId}`,
    '/admin/categories',
    '/admin/reviews',
    '/admin/delivery',
    '/admin/promotions',
    '/admin/shop-info',
    '/admin/policies',
    '/admin/customers',
  ].map((path) => ({ path, rendered: false })),
];

/** Every full path the route table declares: nested paths joined, index routes at their parent's. */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = !route.path
      ? parent
      : route.path.startsWith('/')
        ? route.path
        : `${parent}/${route.path}`;
    const here = route.index || (route.path && route.path !== '*') ? [own] : [];
    return [...here, ...declaredPaths(route.children ?? [], own)];
  });
}

let database: Database;
let builtClient: Awaited<ReturnType<typeof fakeBuiltClient>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let productId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const rings = await createCategory(database.db, { name: 'Rings' });
  productId = (await createProduct(database.db, { name: 'Gold Band', categoryId: rings.id })).id;
  builtClient = await fakeBuiltClient();
  server = await startTestServer(database, { client: builtClient.client });
});
afterAll(async () => {
  await server.close();
  await database.close();
  await builtClient.remove();
});

describe('the route table', () => {
  it('has an address in the list for every page it declares, and no more', () => {
    const listed = pages(anyId).map(({ path }) => matchPage(path.split('?')[0]!)?.pattern);
    expect(new Set(listed)).toEqual(new Set(declaredPaths(routes)));
  });

  it('is what the server answers: each page with 200, rendered into its HTML where marked', async () => {
    for (const page of pages(productId)) {
      const response = await fetch(server.url + page.path);
      const html = await response.text();
      const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
      expect({ path: page.path, status: response.status, rendered: root !== '' }).toEqual({
        path: page.path,
        status: 200,
        rendered: page.rendered,
      });
      if (page.rendered) expect(html).toContain('<script id="page-state"');
    }
  });
});
