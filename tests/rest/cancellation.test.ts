import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderReturns, orders, payments, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
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

interface Order {
  _id: string;
  status: string;
  totalPrice: number;
  refundedPrice: number;
  refundDueBy: string | null;
  cancelledAt: string | null;
  orderItems: { _id: string; name: string; qty: number }[];
  returns: { _id: string; status: string; amount: number; refundDueBy: string | null }[];
  statusHistory: { note: string }[];
}
type Answer = Order & { message: string };

beforeAll(async () => {
  fake = await startFakePaypal();
  server = await startTestServer(
    createTestServices(catalog.database, { payments: paypalProviderFor(fake) }),
  );
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  ringId = (
    await createProduct(catalog.database.db, {
      name: 'Sapphire Ring',
      price: 1450,
      countInStock: 50,
      categoryId: catalog.fixture.categories.smallRings.id,
    })
  ).id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const db = () => catalog.database.db;
const stockOf = async (id: string) => {
  const [row] = await db()
    .select({ stock: products.countInStock, sales: products.sales })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};
const mailsTo = async (email: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

async function placedOrder(qty = 2) {
  const customer = await registerCustomer(server.url);
  const { body: order } = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: ringId, qty }],
      shippingAddress: {
        address: '1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    { token: customer.token },
  );
  return { order, customer, token: customer.token };
}

/** An order paid through (fake) PayPal: its capture id and payment row. */
async function paidOrder(qty = 2) {
  const placed = await placedOrder(qty);
  const { body: created } = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: placed.order._id },
    { token: placed.token },
  );
  const captured = await rest.post(
    '/api/paypal/capture-order',
    { orderID: created.id },
    { token: placed.token },
  );
  expect(captured.status).toBe(200);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, placed.order._id), eq(payments.status, 'COMPLETED')));
  return { ...placed, payment: payment!, paypalOrderId: created.id };
}

const cancel = (id: string, token: string, body: object = {}) =>
  rest.post<Answer>(`/api/orders/${id}/cancellation`, body, { token });

const refundsOf = (captureId: string) =>
  fake.state.refundsMade.filter((r) => r.captureId === captureId);

describe('the customer cancels before dispatch', () => {
  it('refunds a paid order once, puts the stock back once and sends one mail', async () => {
    const { order, token, customer, payment } = await paidOrder(2);
    const before = await stockOf(ringId);

    // Two tabs at once: one cancels, the other is told it already has been.
    const both = await Promise.all([cancel(order._id, token), cancel(order._id, token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = both.find((r) => r.status === 200)!.body;
    expect(done.status).toBe('Cancelled');
    expect(done.refundedPrice).toBe(2900);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(
      'This order is already cancelled.',
    );

    expect(refundsOf(payment.captureId!)).toEqual([
      {
        captureId: payment.captureId,
        amount: { currency_code: 'GBP', value: '2900.00' },
        requestId: `refund-${payment.id}`,
      },
    ]);
    expect(fake.heldFor(order._id)).toBe(0);
    const after = await stockOf(ringId);
    expect(after.stock).toBe(before.stock + 2);
    expect(after.sales).toBe(before.sales - 2);
    expect(done.statusHistory.filter((h) => h.note === 'Order cancelled by customer')).toHaveLength(
      1,
    );

    const cancelled = (await mailsTo(customer.email)).filter((m) => /cancelled/.test(m.subject));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toMatch(/has been cancelled and refunded$/);
    expect(cancelled[0]!.text).toContain('We received your cancellation on');
    expect(cancelled[0]!.text).toContain('2 × Sapphire Ring: £2,900.00');
    expect(cancelled[0]!.text).toContain('We are refunding £2,900.00 in full');

    // A third try later changes nothing.
    expect((await cancel(order._id, token)).status).toBe(409);
    expect(refundsOf(payment.captureId!)).toHaveLength(1);
    expect((await stockOf(ringId)).stock).toBe(before.stock + 2);
  });

  it('cancels an unpaid order with nothing to refund', async () => {
    const { order, token, customer } = await placedOrder(1);
    const before = await stockOf(ringId);
    const answer = await cancel(order._id, token, { reason: 'Ordered the wrong ring' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'Cancelled', refundDueBy: null });
    expect((await stockOf(ringId)).stock).toBe(before.stock + 1);
    const [mail] = (await mailsTo(customer.email)).filter((m) => /cancelled/.test(m.subject));
    expect(mail!.subject).toMatch(/has been cancelled$/);
    expect(mail!.text).toContain('there is nothing to refund');
  });

  it('refuses once the order has been sent, and someone else’s order', async () => {
    const { order, token, payment } = await paidOrder(1);
    const stranger = await registerCustomer(server.url);
    expect((await cancel(order._id, stranger.token)).status).toBe(404);
    const viaTrpc = await trpcClient(server.url).mutation(
      'orders.cancel',
      { id: order._id },
      { token: stranger.token },
    );
    expect(viaTrpc.body.error?.data.code).toBe('NOT_FOUND');
    expect((await rest.post(`/api/orders/${order._id}/cancellation`, {})).status).toBe(401);

    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Order Shipped' },
      {
        token: adminToken,
      },
    );
    const late = await cancel(order._id, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already been sent.*return the items instead/);
    expect(refundsOf(payment.captureId!)).toHaveLength(0);
  });

  it('lets one of a customer’s cancel and the owner’s Shipped win, cleanly', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, token, payment } = await paidOrder(1);
      const [mine, shipped] = await Promise.all([
        cancel(order._id, token),
        rest.put(
          `/api/orders/status/${order._id}`,
          { status: 'Order Shipped' },
          {
            token: adminToken,
          },
        ),
      ]);
      const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
      if (mine.status === 200) {
        expect(shipped.status).toBe(409);
        expect(row!.status).toBe('Cancelled');
        expect(refundsOf(payment.captureId!)).toHaveLength(1);
      } else {
        expect(mine.status).toBe(409);
        expect(shipped.status).toBe(200);
        expect(row!.status).toBe('Order Shipped');
        expect(refundsOf(payment.captureId!)).toHaveLength(0);
      }
    }
  });

  it('refuses an order with return requests', async () => {
    const { order, token } = await paidOrder(1);
    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Delivered' },
      {
        token: adminToken,
      },
    );
    const asked = await rest.post(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: order.orderItems[0]!._id, qty: 1 }], reason: 'wrong-size' },
      { token },
    );
    expect(asked.status).toBe(201);
    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Order Processing', reason: 'Resizing it' },
      { token: adminToken },
    );
    const refused = await cancel(order._id, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/return requests/);
  });
});

describe('the shop’s cancellation mail', () => {
  it('tells the customer of the owner’s cancellation of an order paid outside the site', async () => {
    const { order, customer } = await placedOrder(1);
    await rest.put(
      `/api/orders/${order._id}/payment`,
      { method: 'Bank transfer' },
      {
        token: adminToken,
      },
    );
    const cancelled = await rest.put<{ order: Order }>(
      `/api/orders/${order._id}/cancel`,
      { reason: 'Out of stock' },
      { token: adminToken },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.refundDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mails = (await mailsTo(customer.email)).filter((m) => /cancelled/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We have cancelled your order');
    expect(mails[0]!.text).toContain('Out of stock');
    expect(mails[0]!.text).toContain('You paid for this order outside our website');
  });
});

describe('the model cancellation form sent online', () => {
  const notice = { name: 'Ada Lovelace', address: '1 High St, Bath BA1 1AA' };

  it('cancels an order not yet sent, and acknowledges it once', async () => {
    const { order, token, customer, payment } = await paidOrder(1);
    const sent = await rest.post<Answer>(`/api/orders/${order._id}/cancellation-notice`, notice, {
      token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('Cancelled');
    expect(refundsOf(payment.captureId!)).toHaveLength(1);
    const mails = (await mailsTo(customer.email)).filter((m) => /cancel/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We received your cancellation on');
  });

  it('starts a return of the chosen lines once the order has been sent', async () => {
    const { order, token, customer, payment } = await paidOrder(2);
    await rest.put(
      `/api/orders/status/${order._id}`,
      { status: 'Order Shipped' },
      {
        token: adminToken,
      },
    );
    const line = order.orderItems[0]!._id;
    const none = await rest.post<Answer>(`/api/orders/${order._id}/cancellation-notice`, notice, {
      token,
    });
    expect(none.status).toBe(400);
    const sent = await rest.post<Answer>(
      `/api/orders/${order._id}/cancellation-notice`,
      { ...notice, items: [{ orderItem: line, qty: 1 }] },
      { token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('Order Shipped');
    expect(sent.body.returns).toHaveLength(1);
    expect(sent.body.returns[0]).toMatchObject({ status: 'requested', amount: 1450 });
    expect(refundsOf(payment.captureId!)).toHaveLength(0);
    const mails = (await mailsTo(customer.email)).filter((m) =>
      m.subject.startsWith('We received your cancellation'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('from Ada Lovelace, 1 High St, Bath BA1 1AA');
  });
});

/** A paid, delivered order with a return of its line asked for. */
async function returnAsked() {
  const paid = await paidOrder(1);
  await rest.put(
    `/api/orders/status/${paid.order._id}`,
    { status: 'Delivered' },
    {
      token: adminToken,
    },
  );
  const { body } = await rest.post<Order>(
    `/api/orders/${paid.order._id}/returns`,
    { items: [{ orderItem: paid.order.orderItems[0]!._id, qty: 1 }], reason: 'other' },
    { token: paid.token },
  );
  return { ...paid, returnId: body.returns[0]!._id };
}

describe('refunds due and overdue', () => {
  it('lists received returns and cancelled paid orders past their due day', async () => {
    // A return received 20 days ago, not refunded.
    const late = await returnAsked();
    const { returnId } = late;
    await rest.put(`/api/orders/${late.order._id}/returns/${returnId}/received`, undefined, {
      token: adminToken,
    });
    await db()
      .update(orderReturns)
      .set({ receivedAt: sql`now() - interval '20 days'` })
      .where(eq(orderReturns.id, returnId));

    // A return received today: due, not overdue.
    const fresh = await returnAsked();
    const received = await rest.put<{ order: Order }>(
      `/api/orders/${fresh.order._id}/returns/${fresh.returnId}/received`,
      undefined,
      { token: adminToken },
    );
    expect(received.body.order.returns[0]!.refundDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A paid order cancelled 15 days ago whose PayPal refund never went through.
    const stuck = await paidOrder(1);
    await db()
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: sql`now() - interval '15 days'` })
      .where(eq(orders.id, stuck.order._id));

    const { status, body } = await rest.get<{ orders: { _id: string }[] }>(
      '/api/orders?returns=overdue&limit=100',
      undefined,
      { token: adminToken },
    );
    expect(status).toBe(200);
    const ids = body.orders.map((o) => o._id);
    expect(ids).toContain(late.order._id);
    expect(ids).toContain(stuck.order._id);
    expect(ids).not.toContain(fresh.order._id);

    // Once refunded, it is no longer overdue.
    await rest.post(`/api/orders/${late.order._id}/returns/${returnId}/refund`, undefined, {
      token: adminToken,
    });
    const { body: again } = await rest.get<{ orders: { _id: string }[] }>(
      '/api/orders?returns=overdue&limit=100',
      undefined,
      { token: adminToken },
    );
    expect(again.orders.map((o) => o._id)).not.toContain(late.order._id);
  });
});
