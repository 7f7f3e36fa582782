import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderReturns, orders, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { londonDay } from '../../src/shared/londonTime';
import { exportOrders, sumPence } from '../support/csv';
import { createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
let ringId: string;
let pendantId: string;

interface Order {
  _id: string;
  status: string;
  totalPrice: number;
  orderItems: { _id: string; name: string; qty: number; returnRequestedQty: number }[];
  returns: { _id: string; status: string; amount: number; items: { qty: number }[] }[];
  statusHistory: { note: string }[];
}

beforeAll(async () => {
  fake = await startFakePaypal();
  const provider = paypalProviderFor(fake);
  server = await startTestServer(createTestServices(catalog.database, { payments: provider }));
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  const categoryId = catalog.fixture.categories.smallRings.id;
  const db = catalog.database.db;
  ringId = (
    await createProduct(db, { name: 'Halo Ring', price: 2950, countInStock: 50, categoryId })
  ).id;
  pendantId = (
    await createProduct(db, { name: 'Pearl Pendant', price: 120.5, countInStock: 50, categoryId })
  ).id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const shelfOf = async (id: string) => {
  const [row] = await catalog.database.db
    .select({ stock: products.countInStock, sales: products.sales })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};
const stockOf = async (id: string) => (await shelfOf(id)).stock;

type Line = { product: string; qty: number; variation?: Record<string, string> };

/** A customer's order of `lines`, paid through (fake) PayPal. */
async function paidOrder(lines: Line[]) {
  const customer = await registerCustomer(server.url);
  const { token } = customer;
  const { body: placed } = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: lines,
      shippingAddress: {
        address: 'A B, 1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    { token },
  );
  const { body: created } = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: placed._id },
    { token },
  );
  const captured = await rest.post('/api/paypal/capture-order', { orderID: created.id }, { token });
  expect(captured.status).toBe(200);
  return {
    order: placed,
    token,
    customer,
    captureId: [...fake.state.orders.get(created.id)!.purchase_units[0]!.payments!.captures][0]!.id,
  };
}

/** A customer's order of a ring and two pendants, paid and delivered. */
async function deliveredOrder(
  lines: Line[] = [
    { product: ringId, qty: 1 },
    { product: pendantId, qty: 2 },
  ],
) {
  const paid = await paidOrder(lines);
  const delivered = await rest.put(
    `/api/orders/status/${paid.order._id}`,
    { status: 'Delivered' },
    { token: adminToken },
  );
  expect(delivered.status).toBe(200);
  return paid;
}

const lineOf = (order: Order, name: string) => order.orderItems.find((i) => i.name === name)!;

describe('returns within the law', () => {
  it('refunds exactly the returned line, once, however often the refund is asked for', async () => {
    const { order, token, captureId } = await deliveredOrder();
    const ringStock = await stockOf(ringId);
    const pendantStock = await stockOf(pendantId);

    const asked = await rest.post<Order>(
      `/api/orders/${order._id}/returns`,
      {
        items: [{ orderItem: lineOf(order, 'Pearl Pendant')._id, qty: 2 }],
        reason: 'changed-mind',
        note: 'Too long',
      },
      { token },
    );
    expect(asked.status).toBe(201);
    const request = asked.body.returns[0]!;
    expect(request).toMatchObject({ status: 'requested', amount: 241 });
    expect(lineOf(asked.body, 'Pearl Pendant').returnRequestedQty).toBe(2);

    // Not before the parcel is back.
    const early = await rest.post<{ message: string }>(
      `/api/orders/${order._id}/returns/${request._id}/refund`,
      undefined,
      { token: adminToken },
    );
    expect(early.status).toBe(409);
    const received = await rest.put(
      `/api/orders/${order._id}/returns/${request._id}/received`,
      undefined,
      {
        token: adminToken,
      },
    );
    expect(received.status).toBe(200);

    // Two clicks at once, then a third later: one refund call, for the line's amount.
    const refundPath = `/api/orders/${order._id}/returns/${request._id}/refund`;
    const parallel = await Promise.all([
      rest.post<{ order: Order }>(refundPath, undefined, { token: adminToken }),
      rest.post<{ order: Order }>(refundPath, undefined, { token: adminToken }),
    ]);
    expect(parallel.map((r) => r.status).sort()).toContain(200);
    for (const r of parallel) expect([200, 409]).toContain(r.status);
    const again = await rest.post<{ order: Order; message: string }>(refundPath, undefined, {
      token: adminToken,
    });
    expect(again.status).toBe(200);
    expect(again.body.order.returns[0]!.status).toBe('refunded');

    const refundCalls = fake.state.requests.filter(
      (r) => r === `POST /v2/payments/captures/${captureId}/refund`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(fake.state.refundsMade.filter((r) => r.captureId === captureId)).toEqual([
      {
        captureId,
        amount: { currency_code: 'GBP', value: '241.00' },
        requestId: `return-refund-${request._id}`,
      },
    ]);

    // Stock back once: the two pendants, not the ring.
    expect(await stockOf(pendantId)).toBe(pendantStock + 2);
    expect(await stockOf(ringId)).toBe(ringStock);

    const { body: seen } = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, {
      token,
    });
    expect(seen.returns[0]!.status).toBe('refunded');
    const notes = seen.statusHistory.map((h) => h.note).join('\n');
    expect(notes).toContain('Return requested by the customer: 2 × Pearl Pendant');
    expect(notes).toMatch(/Refund of £241\.00 for returned items made/);

    const mails = await catalog.database.db.select().from(mailOutbox);
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Your return for'))).not.toHaveLength(0);
    expect(subjects.filter((s) => s.startsWith('Your refund for'))).toHaveLength(1);
  });

  it('never lets more units be asked back than were bought', async () => {
    const { order, token } = await deliveredOrder();
    const pendant = lineOf(order, 'Pearl Pendant')._id;
    const ask = (qty: number) =>
      rest.post<{ message: string }>(
        `/api/orders/${order._id}/returns`,
        { items: [{ orderItem: pendant, qty }], reason: 'wrong-size' },
        { token },
      );
    expect((await ask(3)).status).toBe(400);
    expect((await ask(1)).status).toBe(201);
    const over = await ask(2);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Only 1 of "Pearl Pendant" can still be returned.');
    // Two requests for the last unit at once: one wins.
    const both = await Promise.all([ask(1), ask(1)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
  });

  it('refuses a request after the return window with the day it ended', async () => {
    const { order, token } = await deliveredOrder();
    const ask = () =>
      rest.post<{ message: string }>(
        `/api/orders/${order._id}/returns`,
        { items: [{ orderItem: lineOf(order, 'Halo Ring')._id, qty: 1 }], reason: 'changed-mind' },
        { token },
      );
    const deliveredOn = (deliveredAt: Date) =>
      catalog.database.db.update(orders).set({ deliveredAt }).where(eq(orders.id, order._id));

    await deliveredOn(new Date('2025-11-25T12:00:00Z'));
    const late = await ask();
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The 14-day return window for this order ended on 9 December 2025.',
    );
    // Fifteen days after delivery is too late; fourteen is not.
    await deliveredOn(new Date(Date.now() - 15 * 86_400_000 - 3_600_000));
    expect((await ask()).status).toBe(409);
    await deliveredOn(new Date(Date.now() - 14 * 86_400_000 + 3_600_000));
    expect((await ask()).status).toBe(201);
  });

  it('lets nobody but the buyer ask, and only the owner receive and refund', async () => {
    const { order, token } = await deliveredOrder();
    const stranger = await registerCustomer(server.url);
    const body = {
      items: [{ orderItem: lineOf(order, 'Halo Ring')._id, qty: 1 }],
      reason: 'other',
    };
    expect(
      (await rest.post(`/api/orders/${order._id}/returns`, body, { token: stranger.token })).status,
    ).toBe(404);
    const trpc = trpcClient(server.url);
    const viaTrpc = await trpc.mutation(
      'orders.requestReturn',
      { id: order._id, ...body },
      { token: stranger.token },
    );
    expect(viaTrpc.body.error?.data.code).toBe('NOT_FOUND');
    expect((await rest.post(`/api/orders/${order._id}/returns`, body)).status).toBe(401);

    const { body: asked } = await rest.post<Order>(`/api/orders/${order._id}/returns`, body, {
      token,
    });
    const returnId = asked.returns[0]!._id;
    expect(
      (
        await rest.put(`/api/orders/${order._id}/returns/${returnId}/received`, undefined, {
          token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest.post(`/api/orders/${order._id}/returns/${returnId}/refund`, undefined, { token }))
        .status,
    ).toBe(403);
  });

  it('refuses a return before delivery, and shows open returns in the admin list', async () => {
    const customer = await registerCustomer(server.url);
    const { body: placed } = await rest.post<Order>(
      '/api/orders',
      {
        orderItems: [{ product: ringId, qty: 1 }],
        shippingAddress: {
          address: 'A B, 1 High St',
          city: 'Bath',
          postalCode: 'BA1 1AA',
          country: 'United Kingdom',
        },
      },
      { token: customer.token },
    );
    const early = await rest.post<{ message: string }>(
      `/api/orders/${placed._id}/returns`,
      { items: [{ orderItem: placed.orderItems[0]!._id, qty: 1 }], reason: 'other' },
      { token: customer.token },
    );
    expect(early.status).toBe(409);

    const { order, token } = await deliveredOrder();
    await rest.post(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: lineOf(order, 'Halo Ring')._id, qty: 1 }], reason: 'damaged' },
      { token },
    );
    type ReturnsList = {
      orders: { _id: string; openReturns: number }[];
      pagination: { total: number };
    };
    const { status, body } = await rest.get<ReturnsList>(
      '/api/orders?returns=open&limit=100',
      undefined,
      { token: adminToken },
    );
    expect(status).toBe(200);
    expect(body.orders.find((o) => o._id === order._id)?.openReturns).toBe(1);
    expect(body.orders.some((o) => o._id === placed._id)).toBe(false);
    // A second return on the same order: the total (counted in the returns) counts orders.
    const second = await rest.post(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: lineOf(order, 'Pearl Pendant')._id, qty: 1 }], reason: 'other' },
      { token },
    );
    expect(second.status).toBe(201);
    for (const returns of ['open', 'any']) {
      const listed = await rest.get<ReturnsList>(
        `/api/orders?returns=${returns}&limit=100`,
        undefined,
        { token: adminToken },
      );
      expect(listed.body.pagination.total, returns).toBe(listed.body.orders.length);
      expect(
        listed.body.orders.filter((o) => o._id === order._id),
        returns,
      ).toHaveLength(1);
    }
    // The admin's order page still opens, and a cancellation would refund too much.
    const page = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, {
      token: adminToken,
    });
    expect(page.status).toBe(200);
    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Order Shipped' },
      { token: adminToken },
    );
    const cancel = await rest.put(`/api/orders/${order._id}/cancel`, {}, { token: adminToken });
    expect(cancel.status).toBe(409);
  });

  it('puts back every unit of two sizes of one ring, on a refunded return and on a cancellation', async () => {
    const { id: sizedRing } = await createProduct(catalog.database.db, {
      name: 'Sized Ring',
      price: 300,
      countInStock: 20,
      variations: { Size: ['M', 'N'] },
      categoryId: catalog.fixture.categories.smallRings.id,
    });
    const twoSizes = [
      { product: sizedRing, qty: 2, variation: { Size: 'M' } },
      { product: sizedRing, qty: 1, variation: { Size: 'N' } },
    ];
    const before = await shelfOf(sizedRing);

    const { order, token } = await deliveredOrder(twoSizes);
    expect(await shelfOf(sizedRing)).toEqual({ stock: before.stock - 3, sales: before.sales + 3 });
    const { body: asked } = await rest.post<Order>(
      `/api/orders/${order._id}/returns`,
      { items: order.orderItems.map((i) => ({ orderItem: i._id, qty: i.qty })), reason: 'other' },
      { token },
    );
    const returnPath = `/api/orders/${order._id}/returns/${asked.returns[0]!._id}`;
    await rest.put(`${returnPath}/received`, undefined, { token: adminToken });
    expect((await rest.post(`${returnPath}/refund`, undefined, { token: adminToken })).status).toBe(
      200,
    );
    expect(await shelfOf(sizedRing)).toEqual(before);

    const paid = await paidOrder(twoSizes);
    expect(await shelfOf(sizedRing)).toEqual({ stock: before.stock - 3, sales: before.sales + 3 });
    const cancelled = await rest.put(
      `/api/orders/${paid.order._id}/cancel`,
      {},
      { token: adminToken },
    );
    expect(cancelled.status).toBe(200);
    expect(await shelfOf(sizedRing)).toEqual(before);
  });

  it('gives a refunded return exactly its option back when the ring is stocked per size', async () => {
    const { body: ring } = await rest.post<{ _id: string }>(
      '/api/products/create',
      {
        name: 'Per-size Returned Ring',
        description: 'Stocked per size.',
        price: 300,
        countInStock: 0,
        category: catalog.fixture.categories.smallRings.id,
        variations: { Size: ['M', 'N'] },
        variants: [
          { choice: { Size: 'M' }, countInStock: 5 },
          { choice: { Size: 'N' }, countInStock: 5 },
        ],
      },
      { token: adminToken },
    );
    const sizes = async () => {
      const { body } = await rest.get<{
        variants: { choice: { Size: string }; countInStock: number }[];
      }>(`/api/products/byId/${ring._id}`);
      return Object.fromEntries(body.variants.map((v) => [v.choice.Size, v.countInStock]));
    };
    const { order, token } = await deliveredOrder([
      { product: ring._id, qty: 2, variation: { Size: 'M' } },
      { product: ring._id, qty: 1, variation: { Size: 'N' } },
    ]);
    expect(await sizes()).toEqual({ M: 3, N: 4 });
    const sizeM = order.orderItems.find((i) => i.qty === 2)!;
    const { body: asked } = await rest.post<Order>(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: sizeM._id, qty: 1 }], reason: 'wrong-size' },
      { token },
    );
    const returnPath = `/api/orders/${order._id}/returns/${asked.returns[0]!._id}`;
    await rest.put(`${returnPath}/received`, undefined, { token: adminToken });
    expect((await rest.post(`${returnPath}/refund`, undefined, { token: adminToken })).status).toBe(
      200,
    );
    expect(await sizes()).toEqual({ M: 4, N: 4 });
    expect(await stockOf(ring._id)).toBe(8);
  });
});

describe('the books: a refunded return reaches every figure', () => {
  interface Money {
    _id: string;
    totalPrice: number;
    refundedPrice: number;
    keptPrice: number;
    refundState: string;
  }
  const trpc = () => trpcClient(server.url);
  const revenue = async () =>
    (
      await trpc().query<{ revenue: number }>('admin.orders.dashboard', undefined, {
        token: adminToken,
      })
    ).body.result.data.revenue;

  it('the order, the admin list, the dashboard and the CSV show what was refunded and kept', async () => {
    const revenueBefore = await revenue();
    const { order, token } = await deliveredOrder();
    const ring = lineOf(order, 'Halo Ring')._id;
    const { body: asked } = await rest.post<Order>(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: ring, qty: 1 }], reason: 'changed-mind' },
      { token },
    );
    const returnId = asked.returns[0]!._id;
    const owner = { token: adminToken };
    await rest.put(`/api/orders/${order._id}/returns/${returnId}/received`, undefined, owner);
    const refunded = await rest.post(
      `/api/orders/${order._id}/returns/${returnId}/refund`,
      undefined,
      owner,
    );
    expect(refunded.status).toBe(200);

    // £3,191.00 paid, the £2,950.00 ring refunded: £241.00 kept.
    const figures = { totalPrice: 3191, refundedPrice: 2950, keptPrice: 241 };
    const expected = { _id: order._id, ...figures, refundState: 'partial' };
    const byId = `/api/orders/by-id/${order._id}`;
    expect((await rest.get<Money>(byId, undefined, { token })).body).toMatchObject(expected);
    expect((await rest.get<Money>(byId, undefined, owner)).body).toMatchObject(expected);
    const mine = await rest.get<Money[]>('/api/orders/myorders', undefined, { token });
    expect(mine.body.find((o) => o._id === order._id)).toMatchObject(expected);
    const viaTrpc = await trpc().query<Money>('orders.byId', { id: order._id }, { token });
    expect(viaTrpc.body.result.data).toMatchObject(expected);
    const list = await rest.get<{ orders: Money[] }>(
      `/api/orders?search=${order._id}`,
      undefined,
      owner,
    );
    expect(list.body.orders).toEqual([expect.objectContaining(expected)]);

    expect(await revenue()).toBeCloseTo(revenueBefore + 241, 2);

    const today = londonDay(new Date());
    const csv = await exportOrders(server.url, adminToken, `?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.rows.find((row) => row['Order ID'] === order._id)).toMatchObject({
      'Total (GBP)': '3191.00',
      'Refunded (GBP)': '2950.00',
      'Kept (GBP)': '241.00',
    });
    // Every order of this file was placed today: the Kept column adds up to what the shop kept,
    // the dashboard's revenue, and to the payments taken less the refunds made.
    const db = catalog.database.db;
    const paid = (await db.select().from(orders)).filter((o) => o.isPaid);
    const refunds = (await db.select().from(orderReturns)).filter((r) => r.status === 'refunded');
    // A cancelled paid order's payment went back whole (PayPal confirmed it).
    const keptPence =
      paid.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.totalPence, 0) -
      refunds.reduce((sum, r) => sum + r.amountPence, 0);
    expect(csv.rows).toHaveLength(paid.length);
    expect(sumPence(csv.rows, 'Kept (GBP)')).toBe(keptPence);
    expect(Math.round((await revenue()) * 100)).toBe(keptPence);
  });
});
