import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { memoryRateLimiter } from '../../src/server/integrations/rateLimiter';
import { MAX_UNPAID_ORDERS } from '../../src/shared/constants';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
});
afterAll(() => server.close());

interface Order {
  _id: string;
  status: string;
  totalPrice: number;
  isPaid: boolean;
  paymentMethod: string;
  orderItems: { product: string; name: string; price: number; qty: number; image: string }[];
  shippingAddress: { address: string; city: string; postalCode: string; country: string };
  statusHistory: { status: string; note: string }[];
  adminNotes?: string;
}

const shippingAddress = {
  address: 'Ada Lovelace, 12 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8JY',
  country: 'United Kingdom',
};

/** The payload of spec §7, as a client written to it sends it (a price, total and method included). */
const specPayload = (product: string, qty = 1) => ({
  orderItems: [{ name: 'Anything', qty, image: '/x.jpg', price: 0.01, product }],
  shippingAddress,
  paymentMethod: 'PayPal',
  totalPrice: 0.01,
});

async function stockOf(id: string) {
  const [row] = await catalog.database.db
    .select({ n: products.countInStock })
    .from(products)
    .where(eq(products.id, id));
  return row!.n;
}

describe('POST /api/orders', () => {
  it('creates an unpaid order at database prices, whatever the client claims', async () => {
    const { token } = await registerCustomer(server.url);
    const { solitaire, pendant } = catalog.fixture.products;
    const payload = {
      ...specPayload(solitaire.id, 2),
      orderItems: [
        { name: 'Cheap', qty: 2, image: '', price: 1, product: solitaire.id },
        { name: 'Free', qty: 1, image: '', price: 0, product: pendant.id },
      ],
      isPaid: true,
      status: 'Delivered',
      isDelivered: true,
      user: 'f'.repeat(24),
      paymentDetails: { cardLast4: '0000' },
    };
    const { status, body } = await rest.post<Order>('/api/orders', payload, { token });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
      status: 'Order Confirmed',
      isPaid: false,
      isDelivered: false,
      totalPrice: 2 * 1250 + 210,
      // The method the script named and its card's last four digits are what it paid with.
      paymentMethod: 'PayPal',
      paymentDetails: { cardLast4: '0000' },
      shippingAddress,
      statusHistory: [{ status: 'Order Confirmed', note: 'Order placed' }],
    });
    expect(body.orderItems).toEqual([
      expect.objectContaining({
        product: solitaire.id,
        name: 'Solitaire Diamond Ring',
        price: 1250,
        qty: 2,
      }),
      expect.objectContaining({ product: pendant.id, name: 'Pearl Pendant', price: 210, qty: 1 }),
    ]);
    expect(body.orderItems[0]?.image).toMatch(/^\/uploads\//);
    expect(body).not.toHaveProperty('adminNotes');
  });

  it("keeps a card-form order's method and last four digits, and never more digits", async () => {
    const { token } = await registerCustomer(server.url);
    const cardForm = {
      ...specPayload(catalog.fixture.products.pendant.id),
      paymentMethod: 'credit_card',
      paymentDetails: { cardLast4: '4242' },
    };
    const placed = await rest.post<Order>('/api/orders', cardForm, { token });
    expect(placed.status).toBe(201);
    const read = await rest.get<Order>(`/api/orders/by-id/${placed.body._id}`, undefined, {
      token,
    });
    expect(read.body).toMatchObject({
      paymentMethod: 'credit_card',
      paymentDetails: { cardLast4: '4242' },
    });
    const wholeNumber = await rest.post(
      '/api/orders',
      { ...cardForm, paymentDetails: { cardLast4: '4242424242424242' } },
      { token },
    );
    expect(wholeNumber.status).toBe(400);
    expect(wholeNumber.body.message).toContain('last 4 digits');
    // Our own checkout names no method: the shop's payment mode is recorded.
    const { paymentMethod: _m, ...checkout } = specPayload(catalog.fixture.products.pendant.id);
    const own = await rest.post<Order>('/api/orders', checkout, { token });
    expect(own.body.paymentMethod).toBe('Test payment');
  });

  it('takes the stock and merges lines for the same product', async () => {
    const { token } = await registerCustomer(server.url);
    const { platinumBand } = catalog.fixture.products;
    const before = await stockOf(platinumBand.id);
    const payload = {
      ...specPayload(platinumBand.id),
      orderItems: [
        { product: platinumBand.id, qty: 1 },
        { product: platinumBand.id, qty: 2 },
      ],
    };
    const { body } = await rest.post<Order>('/api/orders', payload, { token });
    expect(body.orderItems).toEqual([expect.objectContaining({ qty: 3 })]);
    expect(await stockOf(platinumBand.id)).toBe(before - 3);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [-1, 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    ['1', 'Quantity must be a whole number'],
    [1e9, 'Quantity must be at most 20'],
  ])('refuses a quantity of %j', async (qty, message) => {
    const { token } = await registerCustomer(server.url);
    const payload = {
      ...specPayload(catalog.fixture.products.pendant.id),
      orderItems: [{ product: catalog.fixture.products.pendant.id, qty }],
    };
    const { status, body } = await rest.post('/api/orders', payload, { token });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses an empty cart, an unknown or hidden product, and a missing address', async () => {
    const { token } = await registerCustomer(server.url);
    const empty = await rest.post(
      '/api/orders',
      { ...specPayload('x'), orderItems: [] },
      { token },
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'orderItems: Your cart is empty' },
    });
    const { inactive, inArchive } = catalog.fixture.products;
    for (const product of [inactive.id, inArchive.id, 'f'.repeat(24)]) {
      const { status, body } = await rest.post('/api/orders', specPayload(product), { token });
      expect(status).toBe(409);
      expect(body.message).toMatch(/is no longer available/);
    }
    const noAddress = await rest.post(
      '/api/orders',
      { orderItems: [{ product: catalog.fixture.products.pendant.id, qty: 1 }] },
      { token },
    );
    expect(noAddress.status).toBe(400);
  });

  it('refuses a sold-out product with 409 naming it', async () => {
    const { token } = await registerCustomer(server.url);
    const { status, body } = await rest.post(
      '/api/orders',
      specPayload(catalog.fixture.products.halo.id),
      { token },
    );
    expect(status).toBe(409);
    expect(body.message).toBe('"Halo Sapphire Ring" is sold out. Please remove it from your cart.');
  });

  it('needs a signed-in customer', async () => {
    expect(
      (await rest.post('/api/orders', specPayload(catalog.fixture.products.pendant.id))).status,
    ).toBe(401);
  });

  it('answers a retried request with the same Idempotency-Key with the same order, in sequence and in parallel', async () => {
    const { token } = await registerCustomer(server.url);
    const { stackingRing } = catalog.fixture.products;
    const before = await stockOf(stackingRing.id);
    const send = (key: string) =>
      rest.post<Order>('/api/orders', specPayload(stackingRing.id), {
        token,
        headers: { 'Idempotency-Key': key },
      });

    const first = await send('checkout-attempt-0001');
    const retry = await send('checkout-attempt-0001');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);

    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => send('checkout-attempt-0002')),
    );
    expect(new Set(parallel.map((r) => r.body._id)).size).toBe(1);
    expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await stockOf(stackingRing.id)).toBe(before - 2);
  });
});

describe('placing orders in a loop', () => {
  it('is limited per account: 429 after 10 attempts in 15 minutes, whatever they answered', async () => {
    const limited = await startTestServer(
      createTestServices(catalog.database, { limiter: memoryRateLimiter() }),
    );
    const limitedRest = restClient(limited.url);
    const { token } = await registerCustomer(limited.url);
    const attempt = () =>
      limitedRest.post('/api/orders', specPayload(catalog.fixture.products.halo.id), { token });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await attempt()).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(answers[10]).toBe(429);
    await limited.close();
  });

  it('counts retries with the same Idempotency-Key (in sequence or in parallel) as one order', async () => {
    const limited = await startTestServer(
      createTestServices(catalog.database, { limiter: memoryRateLimiter() }),
    );
    const limitedRest = restClient(limited.url);
    const { token } = await registerCustomer(limited.url);
    const { id: plentiful } = await createProduct(catalog.database.db, {
      countInStock: 100,
      categoryId: catalog.fixture.categories.smallRings.id,
    });
    const place = (key: string) =>
      limitedRest.post<Order>('/api/orders', specPayload(plentiful), {
        token,
        headers: { 'Idempotency-Key': key },
      });
    const first = await place('retried-attempt-1');
    const parallel = await Promise.all(Array.from({ length: 4 }, () => place('retried-attempt-2')));
    for (let i = 0; i < 12; i++) await place('retried-attempt-1');
    expect(first.status).toBe(201);
    expect(new Set(parallel.map((r) => r.body._id)).size).toBe(1);
    // Two orders so far: eight more fit in the limit of ten; the eleventh is refused.
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await place(`new-attempt-${i}`)).status);
    expect(answers.filter((s) => s === 429)).toEqual([429]);
    expect(answers.at(-1)).toBe(429);
    await limited.close();
  });

  it('refuses the sixth unpaid order with 409 naming the limit', async () => {
    const { token } = await registerCustomer(server.url);
    const place = () =>
      rest.post('/api/orders', specPayload(catalog.fixture.products.pendant.id), { token });
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) expect((await place()).status).toBe(201);
    const sixth = await place();
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toContain(`${MAX_UNPAID_ORDERS} orders waiting for payment`);
  });
});

describe('reading orders', () => {
  it('shows customers only their own orders; another customer’s id is a 404', async () => {
    const alice = await registerCustomer(server.url);
    const bob = await registerCustomer(server.url);
    const { body: order } = await rest.post<Order>(
      '/api/orders',
      specPayload(catalog.fixture.products.pendant.id),
      alice,
    );

    const mine = await rest.get<Order[]>('/api/orders/myorders', undefined, alice);
    expect(mine.body.map((o) => o._id)).toEqual([order._id]);
    expect((await rest.get<Order[]>('/api/orders/myorders', undefined, bob)).body).toEqual([]);

    expect(
      (await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, alice)).body._id,
    ).toBe(order._id);
    expect(await rest.get(`/api/orders/by-id/${order._id}`, undefined, bob)).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect((await rest.get(`/api/orders/by-id/${order._id}`)).status).toBe(401);
    expect((await rest.get('/api/orders/by-id/not-an-id', undefined, alice)).status).toBe(400);
  });

  it('shows an administrator any order, with the private notes', async () => {
    const customer = await registerCustomer(server.url);
    const owner = await registerCustomer(server.url);
    await setAdmin(catalog.database.db, owner.id, true);
    const { body: order } = await rest.post<Order>(
      '/api/orders',
      specPayload(catalog.fixture.products.pendant.id),
      customer,
    );
    await catalog.database.db
      .update(orders)
      .set({ adminNotes: 'Gift wrap' })
      .where(eq(orders.id, order._id));
    const seen = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, owner);
    expect(seen).toMatchObject({ status: 200, body: { _id: order._id, adminNotes: 'Gift wrap' } });
    const byCustomer = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, customer);
    expect(byCustomer.body).not.toHaveProperty('adminNotes');
  });
});
