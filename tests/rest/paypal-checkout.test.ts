import { count, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, paymentEvents, payments } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import { reconcileUnsettledPayments } from '../../src/server/workflows/checkout/reconcile';
import { registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { startFakePaypal, paypalProviderFor, type FakePaypal } from '../support/fakePaypal';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let token: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  const provider = paypalProviderFor(fake, 1_000);
  server = await startTestServer(createTestServices(catalog.database, { payments: provider }));
  rest = restClient(server.url);
  ({ token } = await registerCustomer(server.url));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.behaviour.timeoutAfterCharging = false;
  fake.behaviour.wrongAmount = false;
  fake.behaviour.failRefundsNext = 0;
  fake.behaviour.refundsPending = false;
});

interface Order {
  _id: string;
  isPaid: boolean;
  totalPrice: number;
  paymentMethod: string;
  statusHistory: { note: string }[];
}

async function placeAndStartPayment(productId = catalog.fixture.products.pendant.id) {
  const { body: order } = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        address: 'A B, 1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    { token },
  );
  const { body } = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: order._id },
    { token },
  );
  return { order, paypalOrderId: body.id };
}

const capture = (orderID: string) =>
  rest.post<{ status: string; order: Order }>('/api/paypal/capture-order', { orderID }, { token });

const sendWebhook = (hook: { headers: Record<string, string>; rawBody: string }) =>
  fetch(`${server.url}/api/paypal/webhook`, {
    method: 'POST',
    headers: hook.headers,
    body: hook.rawBody,
  });

async function orderRow(id: string) {
  const [row] = await catalog.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('checkout through PayPal (a local fake of its API)', () => {
  it('creates the PayPal order from the stored total with our id as invoice_id, and captures it', async () => {
    const { order, paypalOrderId } = await placeAndStartPayment();
    const unit = fake.state.orders.get(paypalOrderId)?.purchase_units[0];
    expect(unit).toMatchObject({
      invoice_id: order._id,
      amount: { currency_code: 'GBP', value: '210.00' },
    });

    const captured = await capture(paypalOrderId);
    expect(captured.body).toMatchObject({
      status: 'COMPLETED',
      order: { isPaid: true, paymentMethod: 'PayPal' },
    });
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);
  });

  it('charges once for a capture sent twice and in parallel', async () => {
    const { order, paypalOrderId } = await placeAndStartPayment();
    const answers = await Promise.all([
      capture(paypalOrderId),
      capture(paypalOrderId),
      capture(paypalOrderId),
    ]);
    expect(answers.map((a) => a.body.order.isPaid)).toEqual([true, true, true]);
    expect((await capture(paypalOrderId)).body.order.isPaid).toBe(true);
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);
    expect((await orderRow(order._id)).isPaid).toBe(true);
  });

  it('leaves an order whose capture is running to the capture, however late its hold ends', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 600;
    const { order, paypalOrderId } = await placeAndStartPayment();
    const capturing = capture(paypalOrderId);
    await vi.waitFor(async () => {
      const [payment] = await catalog.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.providerOrderId, paypalOrderId));
      expect(payment?.status).toBe('CAPTURING');
    });
    expect(await expireUnpaidOrders(catalog.database.db, new Date(Date.now() + 3_600_000))).toBe(0);
    expect((await capturing).body.order.isPaid).toBe(true);
    expect((await orderRow(order._id)).status).toBe('Order Processing');
  });

  it('does not mark an order paid when PayPal captured another amount', async () => {
    fake.behaviour.wrongAmount = true;
    const { order, paypalOrderId } = await placeAndStartPayment();
    expect((await capture(paypalOrderId)).status).toBe(402);
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });

  it('settles a capture whose answer was lost by the webhook, and applies the webhook once however often it comes', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    const { order, paypalOrderId } = await placeAndStartPayment();
    const lost = await capture(paypalOrderId);
    expect(lost).toMatchObject({
      status: 503,
      body: {
        message:
          'We could not confirm your payment yet. Please check My Orders in a minute before trying again.',
      },
    });
    expect((await orderRow(order._id)).isPaid).toBe(false);

    const hook = fake.captureWebhookFor(paypalOrderId);
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(hook)));
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    const paid = await orderRow(order._id);
    expect(paid.isPaid).toBe(true);
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);

    const { body } = await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, { token });
    expect(body.statusHistory.filter((h) => h.note.startsWith('Payment received'))).toHaveLength(1);
    const [events] = await catalog.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, hook.body.id));
    expect(events?.n).toBe(1);
  });

  it('settles a lost capture by reconciliation when no webhook comes, and will not start a second payment meanwhile', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    const { order, paypalOrderId } = await placeAndStartPayment();
    expect((await capture(paypalOrderId)).status).toBe(503);

    // The shopper tries again at once: the earlier attempt is settled first, so no second charge.
    const retry = await rest.post('/api/paypal/create-order', { orderId: order._id }, { token });
    expect(retry).toMatchObject({ status: 409, body: { message: 'This order is already paid.' } });
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);
    expect((await orderRow(order._id)).isPaid).toBe(true);
  });

  it('reconciles stale unknown payments in the background round', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    const { order, paypalOrderId } = await placeAndStartPayment();
    expect((await capture(paypalOrderId)).status).toBe(503);
    await catalog.database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(payments.providerOrderId, paypalOrderId));
    await reconcileUnsettledPayments({ ...server.services, log: pino({ level: 'silent' }) });
    expect((await orderRow(order._id)).isPaid).toBe(true);
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);
  });

  it('reconciles a stale payment whose time stamp the database wrote (to the microsecond)', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    const { order, paypalOrderId } = await placeAndStartPayment();
    expect((await capture(paypalOrderId)).status).toBe(503);
    await catalog.database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(payments.providerOrderId, paypalOrderId));
    await reconcileUnsettledPayments({ ...server.services, log: pino({ level: 'silent' }) });
    expect((await orderRow(order._id)).isPaid).toBe(true);
    expect(fake.state.charges.get(paypalOrderId)).toBe(1);
  });

  it('refuses a webhook whose signature PayPal does not confirm, and changes nothing', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    const { order, paypalOrderId } = await placeAndStartPayment();
    await capture(paypalOrderId);
    const forged = fake.captureWebhookFor(paypalOrderId, { signature: 'forged' });
    const answer = await sendWebhook(forged);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Webhook signature could not be verified',
    );
    expect((await orderRow(order._id)).isPaid).toBe(false);
    const [events] = await catalog.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, forged.body.id));
    expect(events?.n).toBe(0);
  });
});

describe('a capture that does not match its order (issue 24)', () => {
  let productId: string;
  beforeAll(async () => {
    const categoryId = catalog.fixture.categories.pendants.id;
    ({ id: productId } = await createProduct(catalog.database.db, { categoryId, price: 165 }));
  });
  const MISMATCH_REFUNDING =
    'Your earlier payment of £1.00 did not match this order and is being refunded. Please try again in a few minutes.';
  const round = () =>
    reconcileUnsettledPayments({ ...server.services, log: pino({ level: 'silent' }) });
  const paymentsOf = (orderId: string) =>
    catalog.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const historyOf = async (orderId: string) =>
    (
      await rest.get<Order>(`/api/orders/by-id/${orderId}`, undefined, { token })
    ).body.statusHistory.map((h) => h.note);
  const refundsOf = (captureId: string | null) =>
    fake.state.refundsMade.filter((r) => r.captureId === captureId);

  /**
   * The buyer's side makes the £165 PayPal order ask for £1 before approving it; we capture it,
   * from `tabs` tabs at once. Each is told the capture failed, or (once another tab's capture
   * settled) that the money is being refunded.
   */
  async function tamperedCapture(tabs = 1) {
    const { order, paypalOrderId } = await placeAndStartPayment(productId);
    await fake.buyerChangesAmount(paypalOrderId, '1.00');
    const answers = await Promise.all(Array.from({ length: tabs }, () => capture(paypalOrderId)));
    expect(answers.map((a) => a.status)).toContain(402);
    for (const answer of answers) {
      if (answer.status === 402)
        expect(answer.body).toEqual({ message: 'Payment capture failed.' });
      else expect(answer.status).toBe(409);
    }
    const [odd] = await paymentsOf(order._id);
    return { order, paypalOrderId, odd: odd! };
  }

  async function payProperly(orderId: string, tamperedId: string) {
    const { body } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId },
      { token },
    );
    expect(body.id).not.toBe(tamperedId);
    expect((await capture(body.id)).body.order.isPaid).toBe(true);
  }

  it('refunds the odd capture in full at once, records it, and lets the buyer pay properly', async () => {
    const { order, paypalOrderId, odd } = await tamperedCapture(3);
    expect(odd).toMatchObject({ status: 'REFUNDED', refundedAt: expect.any(Date) as Date });
    expect(refundsOf(odd.captureId)).toEqual([
      {
        captureId: odd.captureId,
        amount: { currency_code: 'GBP', value: '1.00' },
        requestId: `refund-${odd.id}`,
      },
    ]);
    expect(await historyOf(order._id)).toEqual(
      expect.arrayContaining([
        `A payment of £1.00 GBP did not match the order total (£165.00); refunded in full (${odd.refundId})`,
      ]),
    );

    // Capturing the tampered PayPal order again changes nothing: no second refund or note.
    expect((await capture(paypalOrderId)).status).toBe(409);
    expect(refundsOf(odd.captureId)).toHaveLength(1);
    expect((await historyOf(order._id)).filter((n) => n.includes('refunded in full'))).toHaveLength(
      1,
    );

    await payProperly(order._id, paypalOrderId);
    expect(fake.heldFor(order._id)).toBe(16500);
  });

  for (const outage of ['answers 500', 'answers PENDING'] as const) {
    it(`refuses a new attempt while the refund of the odd capture is not confirmed (PayPal ${outage})`, async () => {
      if (outage === 'answers 500') fake.behaviour.failRefundsNext = 1;
      else fake.behaviour.refundsPending = true;
      const { order, paypalOrderId, odd } = await tamperedCapture();
      expect(odd.status).toBe(outage === 'answers 500' ? 'MISMATCH' : 'REFUND_PENDING');

      const conflict = { status: 409, body: { message: MISMATCH_REFUNDING } };
      expect(
        await rest.post('/api/paypal/create-order', { orderId: order._id }, { token }),
      ).toMatchObject(conflict);
      expect(await capture(paypalOrderId)).toMatchObject(conflict);
      expect(fake.state.charges.get(paypalOrderId)).toBe(1);
      expect(await paymentsOf(order._id)).toHaveLength(1);

      // Money is held for the order: the sweep leaves it, however late its hold ends.
      await expireUnpaidOrders(catalog.database.db, new Date(Date.now() + 3_600_000));
      expect((await orderRow(order._id)).status).toBe('Order Confirmed');

      // PayPal confirms the refund long after the order's hold ran out: the buyer still gets time
      // to pay. A round while it is still pending asks again with the same request id: one refund.
      await catalog.database.db
        .update(orders)
        .set({ expiresAt: sql`now() - interval '10 minutes'` })
        .where(eq(orders.id, order._id));
      await round();
      expect(refundsOf(odd.captureId)).toHaveLength(1);
      fake.behaviour.refundsPending = false;
      await round();
      await expireUnpaidOrders(catalog.database.db);
      expect((await orderRow(order._id)).status).toBe('Order Confirmed');
      const [refunded] = await paymentsOf(order._id);
      expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAt: expect.any(Date) as Date });
      expect(refundsOf(odd.captureId)).toEqual([
        {
          captureId: odd.captureId,
          amount: { currency_code: 'GBP', value: '1.00' },
          requestId: `refund-${odd.id}`,
        },
      ]);
      expect(fake.heldFor(order._id)).toBe(0);

      await payProperly(order._id, paypalOrderId);
      expect(fake.heldFor(order._id)).toBe(16500);
    });
  }

  it('refunds a mismatched capture reported by webhook once, however often it is reported', async () => {
    fake.behaviour.timeoutAfterCharging = true;
    fake.behaviour.hangMs = 3_000;
    fake.behaviour.wrongAmount = true;
    const { order, paypalOrderId } = await placeAndStartPayment(productId);
    expect((await capture(paypalOrderId)).status).toBe(503);

    const hook = fake.captureWebhookFor(paypalOrderId);
    const deliveries = await Promise.all(Array.from({ length: 3 }, () => sendWebhook(hook)));
    // The same capture again under a new event id, as a second subscription would send it.
    deliveries.push(await sendWebhook(fake.captureWebhookFor(paypalOrderId)));
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    await round();

    const [odd] = await paymentsOf(order._id);
    expect(odd).toMatchObject({ status: 'REFUNDED', captureId: hook.body.resource.id });
    expect(refundsOf(odd!.captureId)).toEqual([
      {
        captureId: odd!.captureId,
        amount: { currency_code: 'GBP', value: '165.01' },
        requestId: `refund-${odd!.id}`,
      },
    ]);
    const notes = (await historyOf(order._id)).filter((n) => n.includes('did not match'));
    expect(notes).toEqual([
      'A payment of £165.01 GBP did not match the order total (£165.00); refunding it in full',
      `A payment of £165.01 GBP did not match the order total (£165.00); refunded in full (${odd!.refundId})`,
    ]);
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });
});
