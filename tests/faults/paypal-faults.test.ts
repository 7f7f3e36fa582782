import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { FAKE_PAYPAL_CREDENTIALS, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { seedCatalogue, startFaultDatabase, type FaultDatabase } from './support/faultShop';
import { checkInvariants, describeInvariants } from './support/invariants';
import { startShop, type ShopProcess } from './support/shopProcess';
import { shopperWithOrder } from './support/shopper';

const ORDERS = 12;
let database: FaultDatabase;
let paypal: FakePaypal;
let shop: ShopProcess;

beforeAll(async () => {
  database = await startFaultDatabase();
  paypal = await startFakePaypal();
  shop = await startShop({
    DATABASE_URL: database.url,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.url,
    // The hung capture gives up after this (15 s live): long enough for the healthy ones.
    PAYPAL_TIMEOUT_SECONDS: '3',
  });
});
afterAll(async () => {
  await shop?.stop();
  await paypal?.close();
  await database?.destroy();
});

/** PayPal's habit of delivering a webhook again and again: the same event, five times at once. */
async function deliverFiveTimes(providerOrderId: string) {
  const { headers, rawBody } = paypal.captureWebhookFor(providerOrderId);
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      fetch(`${shop.url}/api/paypal/webhook`, { method: 'POST', headers, body: rawBody }),
    ),
  );
  return answers.map((a) => a.status);
}

it('charges and marks each order paid once when PayPal hangs after charging, fails and repeats webhooks', async () => {
  const { productIds, initialStock } = await seedCatalogue(database.db, { products: 4 });
  const shoppers = [];
  for (let i = 0; i < ORDERS; i++)
    shoppers.push(await shopperWithOrder(shop.url, productIds[i % 4]!));
  const [hung, failing1, failing2, ...healthy] = shoppers;

  // 1. PayPal charges, then holds its answer past the shop's timeout.
  paypal.behaviour.timeoutAfterCharging = true;
  const hungCapture = hung!.capture();
  while (!paypal.state.charges.has(hung!.providerOrderId)) await sleep(50);

  // 2. PayPal answers 500 to the next calls; the shoppers try again.
  paypal.behaviour.failNext = 2;
  const failedFirst = [await failing1!.capture(), await failing2!.capture()];
  const retried = [await failing1!.capture(), await failing2!.capture()];

  // 3. The rest pay normally, all at once.
  const healthyCaptures = await Promise.all(healthy.map((s) => s.capture()));

  // 4. The hung capture gives up: the shopper is told to check later, not charged again.
  const hungAnswer = await hungCapture;
  // 5. Every paid order's webhook arrives five times, the hung one's before the shopper retries.
  const webhookStatuses = (
    await Promise.all(shoppers.map((s) => deliverFiveTimes(s.providerOrderId)))
  ).flat();
  const hungRetry = await hung!.capture();

  const charges = shoppers.map((s) => paypal.state.charges.get(s.providerOrderId) ?? 0);
  const invariants = await checkInvariants(database.db, initialStock);
  const [mails] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from mail_outbox where subject ilike '%order%'`,
  );
  console.log(
    `Scenario 4, PayPal faults: ${ORDERS} orders; hung capture answered ${hungAnswer.status} ` +
      `then ${hungRetry.status}; 500s answered ${failedFirst.map((a) => a.status).join(', ')} ` +
      `then ${retried.map((a) => a.status).join(', ')}; ${webhookStatuses.length} webhook deliveries ` +
      `answered ${JSON.stringify([...new Set(webhookStatuses)])}; charges per order ${JSON.stringify(charges)}; ` +
      `${mails?.count} confirmation mails\n${describeInvariants(invariants)}`,
  );

  expect(hungAnswer.status).toBe(503);
  expect(hungAnswer.body.message).toBe(
    'We could not confirm your payment yet. Please check My Orders in a minute before trying again.',
  );
  for (const answer of failedFirst) expect([503, 402]).toContain(answer.status);
  for (const answer of [...retried, ...healthyCaptures, hungRetry]) {
    expect(answer.status).toBe(200);
    expect(answer.body.order?.isPaid).toBe(true);
  }
  expect(new Set(webhookStatuses)).toEqual(new Set([200]));
  expect(charges).toEqual(Array(ORDERS).fill(1));
  expect(invariants.paidOrders).toBe(ORDERS);
  expect(invariants).toMatchObject({ stockMismatches: [], paidNotOnce: [], halfWritten: [] });
  expect(mails?.count).toBe(ORDERS);
});
