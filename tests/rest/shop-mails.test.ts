import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchListMails, mailOutbox, orders, shopInfo } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/integrations/mail';
import { createShopMetrics } from '../../src/server/metrics/shopMetrics';
import { sendDispatchListIfDue } from '../../src/server/modules/orders';
import { shopMailSender } from '../../src/server/modules/shop';
import { OrderStatus } from '../../src/shared/orderStatus';
import { readOutbox, registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * The mails a shop sends as an order moves on (issue 29): each once per event, written with the
 * change that causes it, and the owner's alert and morning list.
 */
const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
const OWNER = 'owner@hatton.example';

interface Order {
  _id: string;
  status: string;
  orderItems: { product: string; name: string }[];
}

beforeAll(async () => {
  await catalog.database.db
    .insert(shopInfo)
    .values({ shopName: 'Hatton Jewels', email: OWNER })
    .onConflictDoUpdate({ target: shopInfo.id, set: { shopName: 'Hatton Jewels', email: OWNER } });
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
});
afterAll(() => server.close());

const mailsTo = (to: string) =>
  catalog.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

/** A customer's order paid in test mode, as a shopper pays it. */
async function paidOrder() {
  const customer = await registerCustomer(server.url, { name: 'Ada Lovelace' });
  const { token } = customer;
  const placed = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: catalog.fixture.products.pendant.id, qty: 1 }],
      shippingAddress: {
        address: '12 Hatton Garden',
        city: 'London',
        postalCode: 'EC1N 8JY',
        country: 'United Kingdom',
      },
    },
    { token },
  );
  expect(placed.status).toBe(201);
  const created = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: placed.body._id },
    { token },
  );
  const captured = await rest.post(
    '/api/paypal/capture-order',
    { orderID: created.body.id },
    {
      token,
    },
  );
  expect(captured.status).toBe(200);
  return { customer, order: placed.body, providerId: created.body.id };
}

const setStatus = (id: string, status: string) =>
  rest.put<{ order: Order }>(
    `/api/orders/status/${id}`,
    { status, note: `Status updated to ${status} by admin` },
    { token: adminToken },
  );
const saveTracking = (id: string, carrier: string, trackingNumber: string) =>
  rest.put<{ order: Order }>(
    `/api/orders/${id}/tracking`,
    { carrier, trackingNumber },
    { token: adminToken },
  );

describe('the owner’s alert of a new paid order', () => {
  it('goes to the shop’s e-mail once, with the order’s link, when the payment is captured', async () => {
    const before = (await mailsTo(OWNER)).length;
    const { customer, order, providerId } = await paidOrder();
    // A second capture of the same payment changes nothing and alerts no one again.
    await rest.post(
      '/api/paypal/capture-order',
      { orderID: providerId },
      {
        token: customer.token,
      },
    );
    const alerts = (await mailsTo(OWNER)).slice(before).filter((m) => m.subject.startsWith('New'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/^New order [0-9A-F]{8}: £\d/);
    expect(alerts[0]!.text).toContain('Ada Lovelace has paid');
    expect(alerts[0]!.text).toContain(`http://shop.example.test/admin/orders/${order._id}`);
    // The customer's own confirmation does not invite a review: nothing has arrived yet.
    const [confirmation] = await mailsTo(customer.email);
    expect(confirmation!.subject).toContain('is confirmed');
    expect(confirmation!.text).not.toMatch(/review/i);
    expect(confirmation!.html).toContain(`href="http://shop.example.test/order/${order._id}"`);
  });
});

describe('the dispatched mail', () => {
  it('is sent once by Save & Ship, with the carrier’s tracking link and a button to the order', async () => {
    const { customer, order } = await paidOrder();
    const saved = await saveTracking(order._id, 'Royal Mail Special Delivery', 'AB 1234 5678 9GB');
    expect(saved.body.order.status).toBe(OrderStatus.Shipped);
    // The same parcel saved again, however typed, and a second click of Shipped: no more mail.
    await saveTracking(order._id, 'royal mail special delivery', 'AB123456789GB');
    await setStatus(order._id, OrderStatus.Shipped);

    const mails = (await mailsTo(customer.email)).filter((m) => !m.subject.includes('confirmed'));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Hatton Jewels order [0-9A-F]{8} is on its way$/),
    ]);
    const link = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    expect(mails[0]!.text).toContain(
      'It travels with Royal Mail Special Delivery, tracking number AB 1234 5678 9GB.',
    );
    expect(mails[0]!.text).toContain(`Track your parcel with Royal Mail Special Delivery: ${link}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect(mails[0]!.html).toContain(`href="http://shop.example.test/order/${order._id}"`);
  });

  it('is sent once when two administrators mark the order Shipped at the same moment', async () => {
    const { customer, order } = await paidOrder();
    const answers = await Promise.all([
      setStatus(order._id, OrderStatus.Shipped),
      setStatus(order._id, OrderStatus.Shipped),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const onItsWay = (await mailsTo(customer.email)).filter((m) =>
      m.subject.includes('on its way'),
    );
    expect(onItsWay).toHaveLength(1);
    // No tracking given: no link, and no promise of one.
    expect(onItsWay[0]!.text).not.toContain('Track your parcel');

    // Tracking saved later is mailed once; the same again is not; a corrected number is.
    await saveTracking(order._id, 'DPD', '15501234567890');
    await saveTracking(order._id, 'DPD', '15501234567890');
    await saveTracking(order._id, 'DPD', '15509999999999');
    const tracking = (await mailsTo(customer.email)).filter((m) =>
      m.subject.startsWith('Tracking'),
    );
    expect(tracking.map((m) => /reference=(\d+)/.exec(m.text)?.[1])).toEqual([
      '15501234567890',
      '15509999999999',
    ]);
  });
});

describe('the delivered mail', () => {
  it('is sent once, and invites a review of each piece on its page', async () => {
    const { customer, order } = await paidOrder();
    await setStatus(order._id, OrderStatus.Shipped);
    await Promise.all([
      setStatus(order._id, OrderStatus.Delivered),
      setStatus(order._id, OrderStatus.Delivered),
    ]);
    // Back (a wrong click) and forward again is the same delivery, and the same parcel.
    for (const status of [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Delivered]) {
      expect((await setStatus(order._id, status)).body.order.status).toBe(status);
    }
    const delivered = (await mailsTo(customer.email)).filter((m) =>
      m.subject.includes('delivered'),
    );
    expect(delivered).toHaveLength(1);
    const onItsWay = (await mailsTo(customer.email)).filter((m) =>
      m.subject.includes('on its way'),
    );
    expect(onItsWay).toHaveLength(1);
    const product = order.orderItems[0]!;
    expect(delivered[0]!.text).toContain(
      `Review ${product.name}: http://shop.example.test/product/${product.product}#reviews`,
    );
    expect(delivered[0]!.text).toContain(`Sign in as ${customer.email}`);
  });
});

describe('the morning list of orders to send', () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
  const services = () => server.services;
  const listsOf = (day: string) =>
    catalog.database.db.select().from(dispatchListMails).where(eq(dispatchListMails.day, day));

  it('lists the paid orders not yet sent, once a London day whatever the instances', async () => {
    const waiting = await paidOrder();
    const sent = await paidOrder();
    await setStatus(sent.order._id, OrderStatus.Shipped);
    const before = (await mailsTo(OWNER)).length;

    // 06:59 in London (summer time: 05:59 UTC) is too early.
    expect(await sendDispatchListIfDue(services(), at('2026-06-10', '05:59:00'))).toBeNull();
    const rounds = await Promise.all([
      sendDispatchListIfDue(services(), at('2026-06-10', '06:00:00')),
      sendDispatchListIfDue(services(), at('2026-06-10', '06:00:00')),
    ]);
    await sendDispatchListIfDue(services(), at('2026-06-10', '15:00:00'));
    expect(rounds.filter(Boolean)).toEqual([
      { day: '2026-06-10', orders: expect.any(Number) as number, sentTo: OWNER },
    ]);
    const lists = (await mailsTo(OWNER)).slice(before);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.subject).toMatch(/^To send today: \d+ paid orders? at Hatton Jewels$/);
    expect(lists[0]!.text).toContain(`/admin/orders/${waiting.order._id}`);
    expect(lists[0]!.text).not.toContain(sent.order._id);
    expect(await listsOf('2026-06-10')).toHaveLength(1);
  });

  it('sends nothing on a morning when every paid order has been sent', async () => {
    await catalog.database.db
      .update(orders)
      .set({ status: OrderStatus.Shipped })
      .where(
        and(
          eq(orders.isPaid, true),
          inArray(orders.status, [OrderStatus.Confirmed, OrderStatus.Processing]),
        ),
      );
    const before = (await mailsTo(OWNER)).length;
    expect(await sendDispatchListIfDue(services(), at('2026-06-11', '09:00:00'))).toEqual({
      day: '2026-06-11',
      orders: 0,
      sentTo: null,
    });
    expect(await mailsTo(OWNER)).toHaveLength(before);
  });
});

describe('the sender', () => {
  it('is the shop’s own name and e-mail from Shop Information', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
    const mailer = createMailer({
      db: catalog.database.db,
      smtpUrl: undefined,
      from: () => shopMailSender(catalog.database.db, 'http://shop.example.test'),
      outboxDir,
      log: pino({ level: 'silent' }),
      counters: createShopMetrics(),
    });
    await catalog.database.db
      .update(mailOutbox)
      .set({ sentAt: new Date() })
      .where(like(mailOutbox.toAddress, '%'));
    await mailer.enqueue(catalog.database.db, {
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    await mailer.drain();
    const [mail] = await readOutbox(outboxDir);
    expect(mail).toMatch(/^From: "?Hatton Jewels"? <owner@hatton\.example>$/m);
  });
});
