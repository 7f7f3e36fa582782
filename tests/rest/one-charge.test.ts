import { and, eq, like, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { mailOutbox, orders, payments } from '../../src/server/db/schema';
import type { PaymentProvider } from '../../src/server/integrations/payments/provider';
import { reconcileUnsettledPayments } from '../../src/server/workflows/checkout/reconcile';
import { PaymentStatus } from '../../src/shared/paymentStatus';
import { registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { usingPostgres } from '../support/database';
import { createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

/**
 * Issue 16: one shop order, one charge, whatever two tabs, retries or the provider's own events
 * do; against the fake PayPal and in test mode.
 */
const catalog = useCatalogDatabase();
let fake: FakePaypal;
let paypal: PaymentProvider;
let shop: Awaited<ReturnType<typeof startTestServer>>;
let testModeShop: Awaited<ReturnType<typeof startTestServer>>;
let productId: string;

beforeAll(async () => {
  fake = await startFakePaypal();
  paypal = paypalProviderFor(fake);
  shop = await startTestServer(createTestServices(catalog.database, { payments: paypal }));
  testModeShop = await startTestServer(catalog.database);
  const category = catalog.fixture.categories.pendants.id;
  productId = (
    await createProduct(catalog.database.db, { categoryId: category, price: 85, countInStock: 500 })
  ).id;
});
afterAll(async () => {
  await shop.close();
  await testModeShop.close();
  await fake.close();
});

interface Order {
  _id: string;
  isPaid: boolean;
  statusHistory: { note: string }[];
}

/** A customer of `server` with one placed, unpaid order of £85.00. */
async function customerWithOrder(server: { url: string }) {
  const customer = await registerCustomer(server.url);
  const rest = restClient(server.url);
  const { body: order } = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        address: 'Ada Lovelace, 1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    customer,
  );
  const call = {
    createOrder: () =>
      rest.post<{ id: string }>('/api/paypal/create-order', { orderId: order._id }, customer),
    capture: (orderID: string) =>
      rest.post<{ order: Order; message?: string }>(
        '/api/paypal/capture-order',
        { orderID },
        customer,
      ),
    read: async () =>
      (await rest.get<Order>(`/api/orders/by-id/${order._id}`, undefined, customer)).body,
  };
  return { customer, order, ...call };
}

const paymentsOf = (orderId: string) =>
  catalog.database.db.select().from(payments).where(eq(payments.orderId, orderId));

async function confirmationMailsTo(email: string) {
  const rows = await catalog.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, '%is confirmed')));
  return rows.length;
}

const chargesFor = (...paypalOrderIds: string[]) =>
  paypalOrderIds.reduce((sum, id) => sum + (fake.state.charges.get(id) ?? 0), 0);

/** Everything a paid order must show exactly once. */
async function expectPaidOnce(placed: Awaited<ReturnType<typeof customerWithOrder>>) {
  const order = await placed.read();
  expect(order.isPaid).toBe(true);
  expect(order.statusHistory.filter((h) => h.note.startsWith('Payment received'))).toHaveLength(1);
  expect(await confirmationMailsTo(placed.customer.email)).toBe(1);
}

async function untilABackendWaitsForALock() {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await queryRows<{ n: number }>(
      catalog.database.db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no request came to wait for the order row lock');
}

describe('one live PayPal order per shop order', () => {
  it('gives a second tab (or a retry) the same PayPal order, however they race', async () => {
    const placed = await customerWithOrder(shop);
    const [first, second] = await Promise.all([placed.createOrder(), placed.createOrder()]);
    const third = await placed.createOrder();
    expect(first.body.id).toBe(second.body.id);
    expect(third.body.id).toBe(first.body.id);
    const open = (await paymentsOf(placed.order._id)).filter(
      (p) => p.status === PaymentStatus.Created,
    );
    expect(open.map((p) => p.providerOrderId)).toEqual([first.body.id]);
  });

  it('20 rounds of two PayPal orders for one shop order captured in parallel: one charge each time', async () => {
    for (let round = 0; round < 20; round++) {
      const placed = await customerWithOrder(shop);
      const older = (await placed.createOrder()).body.id;
      // Too old to approve now: the next attempt makes a new PayPal order and voids this one.
      await catalog.database.db
        .update(payments)
        .set({ createdAt: sql`now() - interval '3 hours'` })
        .where(eq(payments.providerOrderId, older));
      const newer = (await placed.createOrder()).body.id;
      expect(newer).not.toBe(older);

      const answers = await Promise.all([
        placed.capture(older),
        placed.capture(newer),
        placed.capture(newer),
      ]);
      const [olderAnswer, ...newerAnswers] = answers;
      expect(newerAnswers.map((a) => a.status)).toEqual([200, 200]);
      // The voided one is refused, or, once the newer one has paid the order, told it is paid.
      if (olderAnswer.status === 200) expect(olderAnswer.body.order.isPaid).toBe(true);
      else
        expect(olderAnswer).toMatchObject({
          status: 409,
          body: {
            message:
              'This payment window was replaced by a newer one. Please reload the page and pay there.',
          },
        });
      expect(fake.state.charges.get(older)).toBeUndefined();
      expect(chargesFor(older, newer)).toBe(1);
      await expectPaidOnce(placed);
    }
  }, 60_000); // twenty whole checkouts: longer than one request's 20 s on a busy machine

  it('20 rounds of two open PayPal orders (made before this rule) captured in parallel: one charge', async () => {
    for (let round = 0; round < 20; round++) {
      const placed = await customerWithOrder(shop);
      const first = (await placed.createOrder()).body.id;
      const { providerOrderId: second } = await paypal.createOrder({
        orderId: placed.order._id,
        amountPence: 8500,
        currency: 'GBP',
        description: 'A second tab of an older shop',
      });
      await catalog.database.db.insert(payments).values({
        orderId: placed.order._id,
        provider: 'paypal',
        providerOrderId: second,
        status: PaymentStatus.Created,
        amountPence: 8500,
      });

      const answers = await Promise.all([placed.capture(first), placed.capture(second)]);
      // Each tab hears the order is paid, or (while the other's capture runs) to wait.
      for (const answer of answers) {
        if (answer.status === 200) expect(answer.body.order.isPaid).toBe(true);
        else
          expect(answer).toMatchObject({
            status: 409,
            body: {
              message:
                'Another payment for this order is being processed. Please check My Orders in a minute.',
            },
          });
      }
      expect(chargesFor(first, second)).toBe(1);
      await expectPaidOnce(placed);
    }
  }, 60_000); // as the test above

  // The capture's first read waits for the order's row lock; what it read of the payment before
  // the wait is stale by then. Only PostgreSQL runs the two at once (PGlite has one connection).
  it.runIf(usingPostgres())(
    'a capture that waited behind a new payment window finds its own voided, and charges nothing',
    async () => {
      const placed = await customerWithOrder(shop);
      const older = (await placed.createOrder()).body.id;
      let capturing: ReturnType<typeof placed.capture> | undefined;
      await catalog.database.db.transaction(async (tx) => {
        await tx.select().from(orders).where(eq(orders.id, placed.order._id)).for('update');
        capturing = placed.capture(older);
        await untilABackendWaitsForALock();
        // What a second tab's new payment window does under the same lock.
        await tx
          .update(payments)
          .set({ status: PaymentStatus.Voided })
          .where(eq(payments.providerOrderId, older));
      });
      expect(await capturing).toMatchObject({
        status: 409,
        body: {
          message:
            'This payment window was replaced by a newer one. Please reload the page and pay there.',
        },
      });
      expect(fake.state.charges.get(older)).toBeUndefined();
      expect((await paymentsOf(placed.order._id)).map((p) => p.status)).toEqual([
        PaymentStatus.Voided,
      ]);
    },
  );

  for (const refund of ['at once', 'after PayPal first answers PENDING'] as const) {
    it(`refunds a second completed capture PayPal reports for a paid order ${refund}, records it, and pays once`, async () => {
      const placed = await customerWithOrder(shop);
      const first = (await placed.createOrder()).body.id;
      expect((await placed.capture(first)).status).toBe(200);
      // A second PayPal order of this shop order captured elsewhere (a stale server, a script):
      // PayPal reports it by webhook.
      const { providerOrderId: second } = await paypal.createOrder({
        orderId: placed.order._id,
        amountPence: 8500,
        currency: 'GBP',
        description: 'Stray',
      });
      await catalog.database.db.insert(payments).values({
        orderId: placed.order._id,
        provider: 'paypal',
        providerOrderId: second,
        status: PaymentStatus.Voided,
        amountPence: 8500,
      });
      await paypal.captureOrder({ providerOrderId: second, requestId: 'stray-capture' });
      fake.behaviour.refundsPending = refund !== 'at once';
      const hook = fake.captureWebhookFor(second);
      for (let i = 0; i < 3; i++) {
        const delivered = await fetch(`${shop.url}/api/paypal/webhook`, {
          method: 'POST',
          headers: hook.headers,
          body: hook.rawBody,
        });
        expect(delivered.status).toBe(200);
      }
      const round = () =>
        reconcileUnsettledPayments({ ...shop.services, log: pino({ level: 'silent' }) });
      await round();
      if (refund !== 'at once') {
        // Not done until PayPal says so: the round asks again with the same request id.
        const [pending] = (await paymentsOf(placed.order._id)).filter(
          (p) => p.providerOrderId === second,
        );
        expect(pending?.status).toBe(PaymentStatus.RefundPending);
        fake.behaviour.refundsPending = false;
        await round();
      }

      const captureId = hook.body.resource.id;
      expect(fake.state.refunds.get(captureId)).toBe(1);
      const stray = (await paymentsOf(placed.order._id)).find((p) => p.providerOrderId === second);
      expect(stray).toMatchObject({
        status: PaymentStatus.Refunded,
        captureId,
        refundedAt: expect.any(Date) as Date,
      });
      const order = await placed.read();
      expect(order.statusHistory.map((h) => h.note)).toEqual(
        expect.arrayContaining([
          'A second payment of £85.00 arrived for this order, which was already paid; refunding it',
          expect.stringMatching(/^Second payment of £85\.00 refunded \(/),
        ]),
      );
      await expectPaidOnce(placed);
    });
  }
});

describe('the same rules in test mode', () => {
  it('gives two tabs one test payment, charges it once in parallel, and never captures a voided one', async () => {
    const placed = await customerWithOrder(testModeShop);
    const [a, b] = await Promise.all([placed.createOrder(), placed.createOrder()]);

    expect(a.body.id).toBe(b.body.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placed.capture(a.body.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    await expectPaidOnce(placed);

    const another = await customerWithOrder(testModeShop);
    const older = (await another.createOrder()).body.id;
    await catalog.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(payments.providerOrderId, older));
    const newer = (await another.createOrder()).body.id;
    expect((await another.capture(older)).status).toBe(409);
    expect((await another.capture(newer)).status).toBe(200);
    const [row] = await catalog.database.db
      .select({ isPaid: orders.isPaid })
      .from(orders)
      .where(eq(orders.id, another.order._id));
    expect(row?.isPaid).toBe(true);
  });
});
