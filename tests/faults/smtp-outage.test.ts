import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { registerCustomer } from '../support/accounts';
import { restClient } from '../support/http';
import { startSmtpServer } from '../support/smtpServer';
import { seedCatalogue, startFaultDatabase, type FaultDatabase } from './support/faultShop';
import { startShop, type ShopProcess } from './support/shopProcess';
import { shopperWithOrder } from './support/shopper';

/** Issue 10's outage: long enough for the outbox's backoff to reach its cap (3 s here, 30 s live). */
const RETRY_CAP_SECONDS = 3;
const SMTP_DOWN_MS = 8_000;

let database: FaultDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shop: ShopProcess;

beforeAll(async () => {
  database = await startFaultDatabase();
  smtp = await startSmtpServer();
  shop = await startShop({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_RETRY_CAP_SECONDS: String(RETRY_CAP_SECONDS),
  });
});
afterAll(async () => {
  await shop?.stop();
  await smtp?.close();
  await database?.destroy();
});

const unsent = async () =>
  (
    await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from mail_outbox where sent_at is null`,
    )
  )[0]!.count;

it('delivers every mail written while the mail server was down, once, without holding up a request', async () => {
  const { productIds } = await seedCatalogue(database.db, { products: 4 });
  const resetting = await Promise.all(Array.from({ length: 5 }, () => registerCustomer(shop.url)));
  const paying = await Promise.all(
    Array.from({ length: 8 }, (_, i) => shopperWithOrder(shop.url, productIds[i % 4]!)),
  );
  const { port } = smtp;
  await smtp.close();
  const downAt = Date.now();

  // Mail-causing requests while SMTP is away: they answer at once, the mail waits in the outbox.
  const answers = await Promise.all([
    ...paying.map((s) => s.capture()),
    ...resetting.map((c) =>
      restClient(shop.url).post('/api/auth/forgot-password', { email: c.email }),
    ),
  ]);
  const queued = await unsent();
  await sleep(Math.max(0, SMTP_DOWN_MS - (Date.now() - downAt)));
  const [{ attempts } = { attempts: 0 }] = await queryRows<{ attempts: number }>(
    database.db,
    sql`select min(attempts)::int as attempts from mail_outbox`,
  );
  smtp = await startSmtpServer(port);
  const backAt = Date.now();
  while ((await unsent()) > 0 && Date.now() - backAt < 45_000) await sleep(250);
  await sleep(3000); // a second delivery, if there were one, would have happened by now

  const recipients = smtp.received.flatMap((m) => m.to);
  const expected = [...paying.map((s) => s.email), ...resetting.map((c) => c.email)];
  console.log(
    `Scenario 5, SMTP down for ${SMTP_DOWN_MS / 1000} s: ${answers.length} requests answered ` +
      `${JSON.stringify([...new Set(answers.map((a) => a.status))])} while it was down; ${queued} mails queued, ` +
      `each tried at least ${attempts} times before it came back; ${smtp.received.length} delivered ` +
      `after it came back, to ${new Set(recipients).size} of ${expected.length} recipients`,
  );

  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(queued).toBe(expected.length);
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(await unsent()).toBe(0);
  expect(recipients.sort()).toEqual(expected.sort());
});
