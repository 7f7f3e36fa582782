import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { exportOrders } from '../support/csv';
import { createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };
let customer: Awaited<ReturnType<typeof registerCustomer>>;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
  customer = await registerCustomer(server.url, {
    name: 'Zelda Quartz',
    email: `zelda-${Date.now()}@example.test`,
  });
});
afterAll(() => server.close());

interface Order {
  _id: string;
  status: string;
  isPaid: boolean;
  isDelivered: boolean;
  deliveredAt: string | null;
  cancelReason: string | null;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string } | null;
  adminNotes?: string;
  statusHistory: { status: string; note: string }[];
}
type Answer = { order: Order; message: string };

const shippingAddress = {
  address: 'Z Q, 5 Bond Street',
  city: 'London',
  postalCode: 'W1S 1AA',
  country: 'United Kingdom',
};

async function placeOrder(
  baseUrl = server.url,
  token = customer.token,
  product = catalog.fixture.products.pendant.id,
  qty = 1,
) {
  const { body } = await restClient(baseUrl).post<Order>(
    '/api/orders',
    { orderItems: [{ product, qty }], shippingAddress },
    { token },
  );
  return body;
}

async function payInTestMode(baseUrl: string, token: string, orderId: string) {
  const api = restClient(baseUrl);
  const { body } = await api.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId },
    { token },
  );
  await api.post('/api/paypal/capture-order', { orderID: body.id }, { token });
}

const stockOf = async (id: string) =>
  (
    await catalog.database.db
      .select({ n: products.countInStock })
      .from(products)
      .where(eq(products.id, id))
  )[0]!.n;

describe('GET /api/orders (admin)', () => {
  it('searches by order id or customer, filters by status (names or short names), sorts and pages', async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const asAdmin = { token: admin.token };

    const byCustomer = await rest.get<{ orders: Order[]; pagination: object }>(
      '/api/orders?search=zelda',
      undefined,
      asAdmin,
    );
    expect(byCustomer.body.orders.map((o) => o._id).sort()).toEqual(
      placed.map((o) => o._id).sort(),
    );
    expect(byCustomer.body.pagination).toEqual({ total: 3, page: 1, pages: 1, limit: 10 });

    const byId = await rest.get<{ orders: Order[] }>(
      `/api/orders?search=${placed[1]!._id.slice(-6)}`,
      undefined,
      asAdmin,
    );
    expect(byId.body.orders.map((o) => o._id)).toEqual([placed[1]!._id]);

    // Either order number the shop shows, with or without its '#', in any case.
    const id = placed[1]!._id;
    const forms = [
      `#${id.slice(0, 8).toUpperCase()}`, // the customer's
      id.slice(0, 8).toUpperCase(),
      `#${id.slice(-6)}`, // the admin's
      `#${id.slice(-6).toUpperCase()}`,
      `  #${id.slice(0, 8).toLowerCase()} `,
    ];
    for (const search of forms) {
      const found = await rest.get<{ orders: Order[] }>(
        `/api/orders?search=${encodeURIComponent(search)}`,
        undefined,
        asAdmin,
      );
      expect(
        found.body.orders.map((o) => o._id),
        search,
      ).toEqual([id]);
    }

    const paged = await rest.get<{ orders: Order[]; pagination: { total: number; pages: number } }>(
      '/api/orders?search=zelda&limit=2&page=2&sortBy=createdAt&order=asc',
      undefined,
      asAdmin,
    );
    expect(paged.body.orders.map((o) => o._id)).toEqual([placed[2]!._id]);
    expect(paged.body.pagination).toMatchObject({ total: 3, pages: 2 });

    const confirmed = await rest.get<{ orders: Order[] }>(
      '/api/orders?status=confirmed&search=zelda',
      undefined,
      asAdmin,
    );
    const named = await rest.get<{ orders: Order[] }>(
      '/api/orders?status=Order%20Confirmed&search=zelda',
      undefined,
      asAdmin,
    );
    expect(confirmed.body.orders).toHaveLength(3);
    expect(named.body.orders).toHaveLength(3);
    const bad = await rest.get('/api/orders?status=lost', undefined, asAdmin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status must be one of/);
  });
});

describe('order status rules', () => {
  it('records each change in the history, sets delivery flags, and clears them on a move back', async () => {
    const order = await placeOrder();
    const put = (status: string, reason?: string) =>
      rest.put<Answer>(
        `/api/orders/status/${order._id}`,
        { status, note: `Status updated to ${status} by admin`, ...(reason ? { reason } : {}) },
        { token: admin.token },
      );
    const processing = await put('Order Processing');
    expect(processing.body.message).toBe('Order status updated to Order Processing');
    const delivered = await put('Delivered');
    expect(delivered.body.order).toMatchObject({
      status: 'Delivered',
      isDelivered: true,
      deliveredAt: expect.any(String) as string,
    });
    // Spec §4 disables Mark as Shipped on a delivered order, and the server agrees (decision 033).
    expect(await put('Order Shipped')).toMatchObject({
      status: 409,
      body: { message: 'An order that is Delivered cannot be moved to Order Shipped.' },
    });
    const back = await put('Order Processing', 'Parcel returned by the courier');
    expect(back.body.order).toMatchObject({
      status: 'Order Processing',
      isDelivered: false,
      deliveredAt: null,
    });
    // A spec §7 client sends no reason: the move back is kept, saying so.
    await put('Delivered');
    await put('Payment Processing');
    const { body } = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, admin);
    expect(body.statusHistory.map((h) => h.note)).toEqual([
      'Order placed',
      'Status updated to Order Processing by admin',
      'Status updated to Delivered by admin',
      'Status updated to Order Processing by admin (back from Delivered): Parcel returned by the courier',
      'Status updated to Delivered by admin',
      'Status updated to Payment Processing by admin (back from Delivered): no reason given',
    ]);
  });

  it('saving tracking ships the order; notes stay private to admins', async () => {
    const order = await placeOrder();
    const tracked = await rest.put<Answer>(
      `/api/orders/${order._id}/tracking`,
      {
        carrier: 'Royal Mail',
        trackingNumber: 'RM123456789GB',
        trackingUrl: 'https://track.royalmail.com/RM123456789GB',
      },
      { token: admin.token },
    );
    expect(tracked.body).toMatchObject({
      message: 'Tracking information updated successfully',
      order: {
        status: 'Order Shipped',
        tracking: { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
      },
    });
    const badUrl = await rest.put(
      `/api/orders/${order._id}/tracking`,
      { carrier: 'X', trackingNumber: '1', trackingUrl: 'javascript:alert(1)' },
      { token: admin.token },
    );
    expect(badUrl).toMatchObject({
      status: 400,
      body: { message: 'trackingUrl: Please enter a valid URL' },
    });

    const noted = await rest.put<Answer>(
      `/api/orders/${order._id}/notes`,
      { adminNotes: 'Engrave "A+B"' },
      { token: admin.token },
    );
    expect(noted.body).toMatchObject({
      message: 'Admin notes saved successfully',
      order: { adminNotes: 'Engrave "A+B"' },
    });
    const seenByCustomer = await rest.get<Order>(
      `/api/orders/by-id/${order._id}`,
      undefined,
      customer,
    );
    expect(seenByCustomer.body).not.toHaveProperty('adminNotes');
    expect(seenByCustomer.body.tracking?.trackingNumber).toBe('RM123456789GB');
  });

  it('cancelling restores the stock once; a cancelled order cannot change again', async () => {
    const product = catalog.fixture.products.platinumBand.id;
    const before = await stockOf(product);
    const order = await placeOrder(server.url, customer.token, product, 2);
    expect(await stockOf(product)).toBe(before - 2);
    const cancel = () =>
      rest.put<Answer>(
        `/api/orders/${order._id}/cancel`,
        { reason: 'Customer changed their mind' },
        { token: admin.token },
      );
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(product)).toBe(before);
    const { body } = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, admin);
    expect(body).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Customer changed their mind',
    });
    expect(body.statusHistory.at(-1)).toMatchObject({ note: 'Order cancelled by admin' });

    for (const attempt of [
      rest.put(
        `/api/orders/status/${order._id}`,
        { status: 'Order Processing' },
        { token: admin.token },
      ),
      rest.put(
        `/api/orders/${order._id}/tracking`,
        { carrier: 'DPD', trackingNumber: '1' },
        { token: admin.token },
      ),
      rest.put(`/api/orders/${order._id}/payment`, {}, { token: admin.token }),
    ]) {
      expect(await attempt).toMatchObject({
        status: 409,
        body: { message: 'This order is cancelled; it cannot change any more.' },
      });
    }
    expect(await stockOf(product)).toBe(before);
  });

  it('a delivered order cannot be cancelled', async () => {
    const order = await placeOrder();
    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Delivered' },
      { token: admin.token },
    );
    expect(
      await rest.put(`/api/orders/${order._id}/cancel`, {}, { token: admin.token }),
    ).toMatchObject({
      status: 409,
      body: { message: 'A delivered order cannot be cancelled.' },
    });
  });

  it('an admin records a payment taken in the shop; a customer cannot mark its own order paid', async () => {
    const order = await placeOrder();
    expect((await rest.put(`/api/orders/${order._id}/payment`, {}, customer)).status).toBe(403);
    const paid = await rest.put<Answer>(
      `/api/orders/${order._id}/payment`,
      { method: 'Card in store', reference: 'TILL-42' },
      { token: admin.token },
    );
    expect(paid.body.order).toMatchObject({
      isPaid: true,
      status: 'Order Processing',
      paymentMethod: 'Card in store',
    });
    expect(paid.body.order.statusHistory.at(-1)?.note).toBe(
      'Payment recorded by admin (Card in store, ref TILL-42)',
    );
    expect(
      (await rest.put(`/api/orders/${order._id}/payment`, {}, { token: admin.token })).status,
    ).toBe(409);
  });
});

describe('cancelling a paid order refunds it, once', () => {
  it('in test mode', async () => {
    const order = await placeOrder();
    await payInTestMode(server.url, customer.token, order._id);
    const cancelled = await rest.put<Answer>(
      `/api/orders/${order._id}/cancel`,
      {},
      { token: admin.token },
    );
    expect(cancelled.body.message).toBe('Order cancelled successfully');
    const [payment] = await catalog.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order._id));
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      refundId: expect.stringMatching(/^TESTREF-/) as string,
    });
    expect(
      cancelled.body.order.statusHistory.some((h) =>
        h.note.startsWith('Payment of £210.00 refunded'),
      ),
    ).toBe(true);
    const whole = { refundedPrice: 210, refundPendingPrice: 0, keptPrice: 0, refundState: 'full' };
    expect(cancelled.body.order).toMatchObject(whole);
    const seen = await rest.get(`/api/orders/by-id/${order._id}`, undefined, customer);
    expect(seen.body).toMatchObject(whole);

    // Until the provider confirms a refund, the money may still be with the shop: pending.
    await catalog.database.db
      .update(payments)
      .set({ status: 'REFUND_PENDING' })
      .where(eq(payments.orderId, order._id));
    const unconfirmed = await rest.get(`/api/orders/by-id/${order._id}`, undefined, customer);
    expect(unconfirmed.body).toMatchObject({
      refundedPrice: 0,
      refundPendingPrice: 210,
      keptPrice: 210,
      refundState: 'none',
    });
  });

  it('through PayPal (a local fake), even when the cancellation is sent twice', async () => {
    const fake: FakePaypal = await startFakePaypal();
    const provider = paypalProviderFor(fake);
    // The same secrets as the main test server, so its customer and admin stay signed in here.
    const paypalShop = await startTestServer({
      ...createTestServices(catalog.database, { payments: provider }),
      auth: server.services.auth,
    });
    try {
      const order = await placeOrder(paypalShop.url, customer.token);
      await payInTestMode(paypalShop.url, customer.token, order._id);
      const [stored] = await catalog.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(stored?.isPaid).toBe(true);
      const cancel = () =>
        restClient(paypalShop.url).put(
          `/api/orders/${order._id}/cancel`,
          {},
          { token: admin.token },
        );
      await Promise.all([cancel(), cancel()]);
      const [payment] = await catalog.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order._id));
      expect(payment?.status).toBe('REFUNDED');
      expect([...fake.state.refunds.values()]).toEqual([1]);
    } finally {
      await paypalShop.close();
      await fake.close();
    }
  });
});

interface Dashboard {
  totalOrders: number;
  statusCounts: Record<string, number>;
  revenue: number;
  lastMonthRevenue: number;
  revenueSinceLastMonth: number;
  revenueByDay: { day: string; revenue: number }[];
  recentOrders: unknown[];
  totalProducts: number;
}
const readDashboard = async () =>
  (await trpcClient(server.url).query<Dashboard>('admin.orders.dashboard', undefined, admin)).body
    .result.data;

/** £100 a piece, with stock enough for the books' tests. */
const brooch = async () =>
  (broochId ??= (
    await createProduct(catalog.database.db, {
      name: 'Ledger Brooch',
      price: 100,
      countInStock: 100,
      categoryId: catalog.fixture.categories.pendants.id,
    })
  ).id);
let broochId: string | undefined;

/** An order of `qty` brooches (by a new customer unless given), paid in test mode. */
async function paidOrder(qty: number, buyer?: { token: string }) {
  const { token } = buyer ?? (await registerCustomer(server.url));
  const order = await placeOrder(server.url, token, await brooch(), qty);
  await payInTestMode(server.url, token, order._id);
  return order;
}

/** Moves orders to another moment, as if placed then. */
const placedAt = (ids: string[], when: Date | ReturnType<typeof sql>) =>
  catalog.database.db
    .update(orders)
    .set({ createdAt: when instanceof Date ? when : sql`${when}` })
    .where(inArray(orders.id, ids));

describe('the dashboard', () => {
  it('counts orders by status and revenue in SQL, with the latest five and thirty days of revenue', async () => {
    const dashboard = await readDashboard();
    const all = await catalog.database.db.select().from(orders);
    const earning = all.filter(
      (o) => (o.isPaid || o.status === 'Delivered') && o.status !== 'Cancelled',
    );
    expect(dashboard.totalOrders).toBe(all.length);
    expect(dashboard.statusCounts.cancelled).toBe(
      all.filter((o) => o.status === 'Cancelled').length,
    );
    expect(dashboard.revenue).toBe(earning.reduce((sum, o) => sum + o.totalPence, 0) / 100);
    // Every order so far was placed this month: the shop's first month has no last month.
    expect(dashboard.lastMonthRevenue).toBe(0);
    expect(dashboard.revenueSinceLastMonth).toBe(dashboard.revenue);
    expect(dashboard.revenueByDay).toHaveLength(30);
    expect(dashboard.revenueByDay.reduce((sum, d) => sum + d.revenue, 0)).toBeCloseTo(
      dashboard.revenue,
      2,
    );
    expect(dashboard.recentOrders).toHaveLength(5);
    expect(dashboard.totalProducts).toBe(8);
  });

  it('"Last month" is the previous calendar month in London; spec §4’s since-last-month beside it', async () => {
    const before = await readDashboard();
    const [firstOfLast, lastOfLast, monthBefore] = [
      await paidOrder(1),
      await paidOrder(2),
      await paidOrder(3),
    ];
    const monthStart = (monthsBack: number) =>
      sql`(date_trunc('month', now() at time zone 'Europe/London') - ${monthsBack} * interval '1 month')
        at time zone 'Europe/London'`;
    await placedAt([firstOfLast._id], monthStart(1));
    await placedAt([lastOfLast._id], sql`${monthStart(0)} - interval '1 minute'`);
    await placedAt([monthBefore._id], sql`${monthStart(1)} - interval '1 minute'`);

    const after = await readDashboard();
    expect(after.lastMonthRevenue).toBe(before.lastMonthRevenue + 100 + 200);
    expect(after.revenueSinceLastMonth).toBe(before.revenueSinceLastMonth + 100 + 200);
    expect(after.revenue).toBe(before.revenue + 100 + 200 + 300);
  });
});

describe('the orders CSV for the accountant', () => {
  it('takes a range of London days, paid orders unless asked, with London times', async () => {
    const buyer = await registerCustomer(server.url);
    const inJuly = await paidOrder(1, buyer);
    const inAugust = await paidOrder(1, buyer);
    const unpaid = await placeOrder(server.url, buyer.token, await brooch());
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST), and on 31 July 00:30 on 1 August.
    await placedAt([inJuly._id], new Date('2025-06-30T23:30:00Z'));
    await placedAt([inAugust._id], new Date('2025-07-31T23:30:00Z'));
    await placedAt([unpaid._id], new Date('2025-07-15T12:00:00Z'));
    const ids = async (query: string) =>
      (await exportOrders(server.url, admin.token, query)).rows.map((row) => row['Order ID']);

    const july = await exportOrders(server.url, admin.token, '?from=2025-07-01&to=2025-07-31');
    expect(july.rows).toEqual([
      expect.objectContaining({ 'Order ID': inJuly._id, Date: '2025-07-01 00:30', Paid: 'Yes' }),
    ]);
    expect(await ids('?from=2025-06-01&to=2025-06-30')).toEqual([]);
    expect(await ids('?from=2025-08-01&to=2025-08-01')).toEqual([inAugust._id]);
    expect(await ids('?from=2025-07-01&to=2025-07-31&payment=all')).toEqual([
      unpaid._id,
      inJuly._id,
    ]);
    expect(await ids('?from=2025-07-01&to=2025-07-31&payment=unpaid')).toEqual([unpaid._id]);

    for (const [query, message] of [
      ['?from=2025-02-30', 'from must be a date such as 2026-11-01'],
      ['?to=31/07/2025', 'to must be a date such as 2026-11-01'],
      ['?from=2025-08-01&to=2025-07-01', 'from must be on or before to'],
      ['?payment=true', 'payment must be paid, unpaid or all'],
    ] as const) {
      const answer = await rest.get(`/api/orders/export${query}`, undefined, admin);
      expect(answer, query).toMatchObject({ status: 400, body: { message } });
    }
  });
});
