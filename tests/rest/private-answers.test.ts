import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let trpc: ReturnType<typeof trpcClient>;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let orderId: string;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  trpc = trpcClient(server.url);
  customer = await registerCustomer(server.url);
  const placed = await rest.post<{ _id: string }>(
    '/api/orders',
    {
      orderItems: [
        { name: 'Ring', qty: 1, image: '/x.jpg', product: catalog.fixture.products.solitaire.id },
      ],
      shippingAddress: {
        address: 'Ada Lovelace, 12 Hatton Garden',
        city: 'London',
        postalCode: 'EC1N 8JY',
        country: 'United Kingdom',
      },
      paymentMethod: 'PayPal',
    },
    { token: customer.token },
  );
  expect(placed.status).toBe(201);
  orderId = placed.body._id;
});
afterAll(() => server.close());

describe('a personal answer', () => {
  it.each([
    [
      'GET /api/auth/profile',
      () => rest.get('/api/auth/profile', undefined, { token: customer.token }),
    ],
    [
      'GET /api/orders/myorders',
      () => rest.get('/api/orders/myorders', undefined, { token: customer.token }),
    ],
    [
      'GET /api/orders/by-id/{id}',
      () => rest.get(`/api/orders/by-id/${orderId}`, undefined, { token: customer.token }),
    ],
    ['GET /api/wishlist', () => rest.get('/api/wishlist', undefined, { token: customer.token })],
    ['tRPC auth.profile', () => trpc.query('auth.profile', undefined, { token: customer.token })],
    [
      'tRPC orders.byId',
      () => trpc.query('orders.byId', { id: orderId }, { token: customer.token }),
    ],
  ])('%s is Cache-Control: no-store', async (_name, call) => {
    const { status, headers } = await call();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store when refused too, and so is any other API answer', async () => {
    expect((await rest.get('/api/auth/profile')).headers.get('cache-control')).toBe('no-store');
    expect((await rest.get('/api/no-such-route')).headers.get('cache-control')).toBe('no-store');
    expect((await trpc.query('auth.profile')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('a public catalogue read', () => {
  it('keeps its public caching, on REST and tRPC', async () => {
    for (let round = 0; round < 2; round++) {
      // The second round is answered from the response cache.
      const listing = await rest.get('/api/products/getAll?limit=2');
      expect(listing.status).toBe(200);
      expect(listing.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const tree = await trpc.query('catalog.categoryTree');
      expect(tree.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    }
  });

  it('is private, never shared, for a signed-in caller', async () => {
    const product = await rest.get(
      `/api/products/byId/${catalog.fixture.products.solitaire.id}`,
      undefined,
      {
        token: customer.token,
      },
    );
    expect(product.headers.get('cache-control')).toBe('private, no-cache');
  });
});
