import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { registerCustomer } from '../support/accounts';
import { FAKE_PAYPAL_CREDENTIALS, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient } from '../support/http';
import { startSmtpServer } from '../support/smtpServer';
import { seedCatalogue, startFaultDatabase, type FaultDatabase } from './support/faultShop';
import { checkInvariants, describeInvariants } from './support/invariants';
import { startShop, type ShopProcess } from './support/shopProcess';
import { shopperWithOrder } from './support/shopper';

let database: FaultDatabase;
let paypal: FakePaypal;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  database = await startFaultDatabase();
  paypal = await startFakePaypal();
  smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.url,
    // Every second instead of every minute, on both instances, so they keep colliding.
    BACKGROUND_ROUND_SECONDS: '1',
  };
  shops.push(await startShop(env), await startShop(env));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  await smtp?.close();
  await paypal?.close();
  await database?.destroy();
});

/** Captures at PayPal directly, as if the shop's capture call had charged and lost the answer. */
async function chargeBehindTheShopsBack(providerOrderId: string) {
  const basic = Buffer.from(
    `${FAKE_PAYPAL_CREDENTIALS.clientId}:${FAKE_PAYPAL_CREDENTIALS.clientSecret}`,
  ).toString('base64');
  const token = (await (
    await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    })
  ).json()) as { access_token: string };
  const captured = await fetch(`${paypal.url}/v2/checkout/orders/${providerOrderId}/capture`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(captured.status).toBe(201);
}

const countOf = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ count: number }>(database.db, query))[0]!.count;

it('runs the expiry, the payment reconciliation and the mail worker on one instance at a time', async () => {
  const { productIds, initialStock } = await seedCatalogue(database.db, { products: 4 });
  const [first, second] = shops;
  const product = (i: number) => productIds[i % 4]!;
  const expiring = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      shopperWithOrder((i % 2 ? first : second)!.url, product(i)),
    ),
  );
  const unconfirmed = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      shopperWithOrder((i % 2 ? first : second)!.url, product(i)),
    ),
  );
  for (const s of unconfirmed) await chargeBehindTheShopsBack(s.providerOrderId);
  const resetting = await Promise.all(
    Array.from({ length: 6 }, () => registerCustomer(first!.url)),
  );

  // Time passes: the unpaid orders are due, the lost captures are old enough to reconcile, and
  // reset codes are asked for on both instances.
  await database.db.execute(sql`update orders set expires_at = now() - interval '1 minute'
    where id in (${sql.join(
      expiring.map((s) => sql`${s.orderId}`),
      sql`, `,
    )})`);
  await database.db
    .execute(sql`update payments set status = 'UNKNOWN', updated_at = now() - interval '5 minutes'
    where provider_order_id in (${sql.join(
      unconfirmed.map((s) => sql`${s.providerOrderId}`),
      sql`, `,
    )})`);
  await Promise.all(
    resetting.map((c, i) =>
      restClient(shops[i % 2]!.url).post('/api/auth/forgot-password', { email: c.email }),
    ),
  );

  const mailsExpected = unconfirmed.length + resetting.length;
  const settled = async () =>
    (await countOf(sql`select count(*)::int as count from orders where status = 'Cancelled'`)) ===
      expiring.length &&
    (await countOf(sql`select count(*)::int as count from orders where is_paid`)) ===
      unconfirmed.length &&
    smtp.received.length >= mailsExpected;
  const started = Date.now();
  while (!(await settled()) && Date.now() - started < 30_000) await sleep(250);
  await sleep(3000); // rounds keep running on both: a second expiry, check or mail would show now

  const expiryNotes = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from order_status_history
        where note like 'Payment was not completed in time%' group by order_id`,
  );
  const providerLookups = unconfirmed.map(
    (s) =>
      paypal.state.requests.filter((r) => r === `GET /v2/checkout/orders/${s.providerOrderId}`)
        .length,
  );
  const recipients = smtp.received.flatMap((m) => m.to).sort();
  const invariants = await checkInvariants(database.db, initialStock);
  console.log(
    `Background jobs on two instances (1 s rounds): ${expiryNotes.length} of ${expiring.length} orders expired, ` +
      `expiry notes per order ${JSON.stringify([...new Set(expiryNotes.map((n) => n.count))])}; ` +
      `PayPal asked about each lost capture ${JSON.stringify([...new Set(providerLookups)])} time(s); ` +
      `${smtp.received.length} mails sent for ${mailsExpected} queued, to ${new Set(recipients).size} recipients\n` +
      describeInvariants(invariants),
  );

  expect(expiryNotes.map((n) => n.count)).toEqual(Array(expiring.length).fill(1));
  expect(providerLookups).toEqual(Array(unconfirmed.length).fill(1));
  expect(unconfirmed.map((s) => paypal.state.charges.get(s.providerOrderId))).toEqual(
    Array(unconfirmed.length).fill(1),
  );
  expect(invariants.paidOrders).toBe(unconfirmed.length);
  expect(invariants).toMatchObject({ stockMismatches: [], paidNotOnce: [], halfWritten: [] });
  expect(recipients).toEqual(
    [...unconfirmed.map((s) => s.email), ...resetting.map((c) => c.email)].sort(),
  );
});
