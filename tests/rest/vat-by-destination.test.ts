import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { startFakePaypal, paypalProviderFor, type FakePaypal } from '../support/fakePaypal';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
let ringId: string;
let studsId: string;

interface Order {
  _id: string;
  totalPrice: number;
  itemsPrice: number;
  orderItems: { name: string; price: number; qty: number; vat: number | null }[];
  vat: {
    number: string;
    rate: number;
    shipping: number;
    giftWrap: number;
    total: number;
    zeroRatedExport: boolean;
  } | null;
}

const shopBase = { shopName: 'Hatton Jewellers', email: 'shop@example.test' };

beforeAll(async () => {
  fake = await startFakePaypal();
  const provider = paypalProviderFor(fake, 1_000);
  server = await startTestServer(createTestServices(catalog.database, { payments: provider }));
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  const categoryId = catalog.fixture.categories.smallRings.id;
  const product = (name: string, price: number) =>
    createProduct(catalog.database.db, { name, price, countInStock: 100, categoryId });
  ringId = (await product('Engagement Ring', 2950)).id;
  studsId = (await product('Pearl Studs', 10.01)).id;
  const saved = await rest.put(
    '/api/shop/infoUpdate',
    { ...shopBase, vatNumber: 'GB123456789', vatRate: 20 },
    { token: adminToken },
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const orderBody = (country: string) => ({
  orderItems: [
    { product: ringId, qty: 1 },
    { product: studsId, qty: 2 },
  ],
  shippingAddress: { address: 'A B, 1 Main St', city: 'Boston', postalCode: '02108', country },
});

/** Each order by a new customer: unpaid orders hold stock within per-customer limits. */
async function placeOrder(country: string) {
  const { token } = await registerCustomer(server.url);
  const { status, body } = await rest.post<Order>('/api/orders', orderBody(country), { token });
  expect(status).toBe(201);
  const receipt = await rest.get<Order>(`/api/orders/by-id/${body._id}`, undefined, { token });
  return { order: receipt.body, token };
}

describe('VAT by destination (zero-rated exports, the default)', () => {
  it('answers the setting, and a spec §7 GET → PUT without it keeps working', async () => {
    const { body: shop } = await rest.get<Record<string, unknown>>('/api/shop');
    expect(shop.vatByDestination).toBe('zero-rate-exports');
    const { vatByDestination: _left, ...oldBody } = shop;
    const saved = await rest.put<Record<string, unknown>>('/api/shop/infoUpdate', oldBody, {
      token: adminToken,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.vatByDestination).toBe('zero-rate-exports');
    // The whole answer sent back, the new field included, is accepted too.
    const again = await rest.put('/api/shop/infoUpdate', shop, { token: adminToken });
    expect(again.status).toBe(200);
  });

  it('prices a US order without UK VAT, per unit, and says so', async () => {
    const { order } = await placeOrder('United States');
    // £2,950.00 − £491.67 = £2,458.33; £10.01 − £1.67 = £8.34 a pair of studs' unit.
    expect(order.orderItems.map((i) => [i.price, i.vat])).toEqual([
      [2458.33, null],
      [8.34, null],
    ]);
    expect(order.itemsPrice).toBe(2475.01);
    expect(order.totalPrice).toBe(2475.01);
    expect(order.vat).toEqual({
      number: 'GB123456789',
      rate: 0,
      shipping: 0,
      giftWrap: 0,
      total: 0,
      zeroRatedExport: true,
    });
  });

  it('leaves a UK order as it was', async () => {
    const { order } = await placeOrder('United Kingdom');
    expect(order.totalPrice).toBe(2970.02);
    expect(order.vat).toMatchObject({ rate: 20, total: 495.01, zeroRatedExport: false });
    expect(order.orderItems.map((i) => i.vat)).toEqual([491.67, 3.34]);
  });

  it('asks PayPal for the export price, and the confirmation mail says it is zero-rated', async () => {
    const { order, token } = await placeOrder('Canada');
    const { body: created } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: order._id },
      { token },
    );
    expect(fake.state.orders.get(created.id)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'GBP',
      value: '2475.01',
    });
    const captured = await rest.post(
      '/api/paypal/capture-order',
      { orderID: created.id },
      { token },
    );
    expect(captured.status).toBe(200);
    const [mail] = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%is confirmed'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain('1 × Engagement Ring: £2,458.33\n');
    expect(mail?.text).toContain('VAT 0% (export): £0.00. VAT number GB123456789.');
    expect(mail?.text).toContain('zero-rated for export');
    expect(mail?.text).toContain(
      'Import duties and taxes may be charged by the destination country',
    );
  });

  it('prices the discount preview of an export on the export prices', async () => {
    const items = [{ product: ringId, qty: 1 }];
    const preview = (extra: object) =>
      trpcClient(server.url).query<{ items: number } | null>('promotions.preview', {
        items,
        ...extra,
      });
    // No offer is running: both answer none, and a country is accepted.
    expect((await preview({ country: 'Australia' })).body.result?.data).toBeNull();
    expect((await preview({ country: 'Mars' })).body.error?.data.code).toBe('BAD_REQUEST');
  });
});

describe('VAT by destination: UK only', () => {
  beforeAll(async () => {
    const saved = await rest.put<{ vatByDestination: string }>(
      '/api/shop/infoUpdate',
      { ...shopBase, vatByDestination: 'uk-only' },
      { token: adminToken },
    );
    expect(saved.body.vatByDestination).toBe('uk-only');
  });
  afterAll(async () => {
    await rest.put(
      '/api/shop/infoUpdate',
      { ...shopBase, vatByDestination: 'zero-rate-exports' },
      { token: adminToken },
    );
  });

  it('refuses a US order with a 400 that says why, on REST and tRPC', async () => {
    const { token } = await registerCustomer(server.url);
    const viaRest = await rest.post<{ message: string }>(
      '/api/orders',
      orderBody('United States'),
      { token },
    );
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.message).toBe(
      "We don't ship to United States yet: we only send orders within the United Kingdom.",
    );
    const viaTrpc = await trpcClient(server.url).mutation('orders.place', orderBody('Canada'), {
      token,
    });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error?.data.code).toBe('BAD_REQUEST');
    expect(viaTrpc.body.error?.message).toContain("We don't ship to Canada yet");
  });

  it('refuses delivery quotes abroad, and still takes UK orders', async () => {
    const quote = await rest.get<{ message: string }>(
      '/api/delivery/options?country=Australia&subtotal=100',
    );
    expect(quote.status).toBe(400);
    expect(quote.body.message).toContain("We don't ship to Australia yet");
    const viaTrpc = await trpcClient(server.url).query('delivery.options', {
      country: 'France',
      subtotal: 100,
    });
    expect(viaTrpc.body.error?.data.code).toBe('BAD_REQUEST');
    const uk = await rest.get('/api/delivery/options?country=United%20Kingdom&subtotal=100');
    expect(uk.status).toBe(200);
    const { order } = await placeOrder('United Kingdom');
    expect(order.vat).toMatchObject({ rate: 20, zeroRatedExport: false });
  });
});
