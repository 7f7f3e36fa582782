import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../src/server/db/schema';
import type { PaymentProvider } from '../../src/server/integrations/payments/provider';
import { createTestPaymentProvider } from '../../src/server/integrations/payments/testProvider';
import { readOutbox, registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let outboxDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
  server = await startTestServer(createTestServices(catalog.database, { outboxDir }));
  rest = restClient(server.url);
});
afterAll(() => server.close());

interface Order {
  _id: string;
  status: string;
  isPaid: boolean;
  paidAt: string | null;
  totalPrice: number;
  paymentMethod: string;
  paymentDetails: { cardLast4: string | null; status: string | null };
  expiresAt: string | null;
  statusHistory: { status: string; note: string }[];
}

const shippingAddress = {
  address: 'Grace Hopper, 1 Bond Street',
  city: 'London',
  postalCode: 'W1S 1AA',
  country: 'United Kingdom',
};

async function placeOrder(
  baseUrl: string,
  token: string,
  product = catalog.fixture.products.pendant.id,
) {
  const { body } = await restClient(baseUrl).post<Order>(
    '/api/orders',
    { orderItems: [{ product, qty: 1 }], shippingAddress },
    { token },
  );
  return body;
}

const createProviderOrder = (baseUrl: string, token: string, orderId: string) =>
  restClient(baseUrl).post<{ id: string }>('/api/paypal/create-order', { orderId }, { token });

const capture = (baseUrl: string, token: string, orderID: string, extra: object = {}) =>
  restClient(baseUrl).post<{ id: string; status: string; order: Order }>(
    '/api/paypal/capture-order',
    { orderID, ...extra },
    { token },
  );

async function paymentRows(orderId: string) {
  return catalog.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe('paying in test mode over REST', () => {
  it('create-order answers an id, and capture-order completes the payment', async () => {
    const { token } = await registerCustomer(server.url);
    const order = await placeOrder(server.url, token);
    const created = await createProviderOrder(server.url, token, order._id);
    expect(created).toMatchObject({
      status: 200,
      body: { id: expect.stringMatching(/^TEST-/) as string },
    });

    const captured = await capture(server.url, token, created.body.id);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({
      id: created.body.id,
      status: 'COMPLETED',
      order: {
        _id: order._id,
        isPaid: true,
        paidAt: expect.any(String) as string,
        status: 'Order Processing',
        paymentMethod: 'Test payment',
        paymentDetails: { cardLast4: '4242', status: 'COMPLETED' },
      },
    });
    expect(captured.body.order.statusHistory.at(-1)).toEqual(
      expect.objectContaining({
        status: 'Order Processing',
        note: 'Payment received (Test payment)',
      }),
    );
  });

  it('charges once when captured twice, or twice in parallel, and answers the same each time', async () => {
    const { token } = await registerCustomer(server.url);
    const order = await placeOrder(server.url, token);
    const { body } = await createProviderOrder(server.url, token, order._id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => capture(server.url, token, body.id)),
    );
    const again = await capture(server.url, token, body.id);
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(200);
      expect(answer.body.order).toMatchObject({ _id: order._id, isPaid: true });
    }
    const rows = await paymentRows(order._id);
    expect(rows.map((p) => p.status)).toEqual(['COMPLETED']);
    const [stored] = await catalog.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order._id));
    const paymentNotes = again.body.order.statusHistory.filter((h) =>
      h.note.startsWith('Payment received'),
    );
    expect(paymentNotes).toHaveLength(1);
    expect(stored?.isPaid).toBe(true);
  });

  it('leaves a declined payment unpaid with a clear message, and lets the shopper retry', async () => {
    const { token } = await registerCustomer(server.url);
    const order = await placeOrder(server.url, token);
    const { body } = await createProviderOrder(server.url, token, order._id);
    const declined = await capture(server.url, token, body.id, { simulateDecline: true });
    expect(declined).toMatchObject({
      status: 402,
      body: {
        message: 'Your payment was declined. Please try again or choose another way to pay.',
      },
    });
    const afterDecline = await restClient(server.url).get<Order>(
      `/api/orders/by-id/${order._id}`,
      undefined,
      { token },
    );
    expect(afterDecline.body.isPaid).toBe(false);
    // The order holds its stock again (at least a couple of minutes to try another card) and the
    // expiry sweep would release it once that passes.
    expect(Date.parse(afterDecline.body.expiresAt!)).toBeGreaterThan(Date.now() + 60_000);

    const retried = await capture(server.url, token, body.id);
    expect(retried.body.order.isPaid).toBe(true);
  });

  it('counts a paid order’s units as sales, and mails the customer a confirmation', async () => {
    const customer = await registerCustomer(server.url);
    const product = catalog.fixture.products.stackingRing.id;
    const [before] = await catalog.database.db
      .select({ sales: products.sales })
      .from(products)
      .where(eq(products.id, product));
    const order = await placeOrder(server.url, customer.token, product);
    const { body } = await createProviderOrder(server.url, customer.token, order._id);
    await capture(server.url, customer.token, body.id);
    const [after] = await catalog.database.db
      .select({ sales: products.sales })
      .from(products)
      .where(eq(products.id, product));
    expect(after!.sales).toBe(before!.sales + 1);

    await server.services.mailer.drain();
    const mail = (await readOutbox(outboxDir)).find((m) => m.includes(customer.email));
    expect(mail).toMatch(
      new RegExp(`Subject: Your .+ order ${order._id.slice(0, 8).toUpperCase()} is confirmed`),
    );
  });

  it('refuses to pay someone else’s order, a paid order or a cancelled one', async () => {
    const alice = await registerCustomer(server.url);
    const mallory = await registerCustomer(server.url);
    const order = await placeOrder(server.url, alice.token);
    expect((await createProviderOrder(server.url, mallory.token, order._id)).status).toBe(404);
    const { body } = await createProviderOrder(server.url, alice.token, order._id);
    expect(await capture(server.url, mallory.token, body.id)).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    });
    expect((await paymentRows(order._id)).map((p) => p.status)).toEqual(['CREATED']);

    await capture(server.url, alice.token, body.id);
    expect(await createProviderOrder(server.url, alice.token, order._id)).toMatchObject({
      status: 409,
      body: { message: 'This order is already paid.' },
    });

    const cancelled = await placeOrder(server.url, alice.token);
    await catalog.database.db
      .update(orders)
      .set({ status: 'Cancelled' })
      .where(eq(orders.id, cancelled._id));
    expect(await createProviderOrder(server.url, alice.token, cancelled._id)).toMatchObject({
      status: 409,
      body: { message: 'This order was cancelled. Please place a new order.' },
    });
  });

  it('does not mark an order paid when the capture is for another amount or currency, and refunds it', async () => {
    const base = createTestPaymentProvider();
    const shortChanging: PaymentProvider = {
      ...base,
      async captureOrder(input) {
        const outcome = await base.captureOrder(input);
        return outcome.status === 'COMPLETED'
          ? { ...outcome, amountPence: outcome.amountPence - 1 }
          : outcome;
      },
    };
    const otherCurrency: PaymentProvider = {
      ...base,
      async captureOrder(input) {
        const outcome = await base.captureOrder(input);
        return outcome.status === 'COMPLETED' ? { ...outcome, currency: 'USD' } : outcome;
      },
    };
    for (const provider of [shortChanging, otherCurrency]) {
      const odd = await startTestServer(
        createTestServices(catalog.database, { payments: provider }),
      );
      const { token } = await registerCustomer(odd.url);
      const order = await placeOrder(odd.url, token);
      const { body } = await createProviderOrder(odd.url, token, order._id);
      expect(await capture(odd.url, token, body.id)).toMatchObject({
        status: 402,
        body: { message: 'Payment capture failed.' },
      });
      const [stored] = await catalog.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(stored?.isPaid).toBe(false);
      expect((await paymentRows(order._id)).map((p) => p.status)).toEqual(['REFUNDED']);
      await odd.close();
    }
  });

  it('answers the webhook of test mode with 400: there is no provider to verify it', async () => {
    const { status, body } = await rest.post('/api/paypal/webhook', {
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Webhook signature could not be verified');
  });
});
