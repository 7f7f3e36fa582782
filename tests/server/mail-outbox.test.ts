import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/integrations/mail';
import { createShopMetrics } from '../../src/server/metrics/shopMetrics';
import { createTestDatabase } from '../support/database';
import { startSmtpServer } from '../support/smtpServer';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mailerFor = (smtpUrl: string) =>
  createMailer({
    db: database.db,
    smtpUrl,
    from: 'Shop <shop@example.test>',
    outboxDir: '/nonexistent',
    log: pino({ level: 'silent' }),
    smtpTimeoutMs: 1000,
    counters: createShopMetrics(),
  });

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Hi', html: '<p>Hi</p>' });

async function rowFor(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

describe('the mail outbox', () => {
  it('sends a mail only if the transaction that wrote it committed', async () => {
    const smtp = await startSmtpServer();
    const mailer = mailerFor(smtp.url);
    await database.db.transaction(async (tx) => {
      await mailer.enqueue(tx, message('kept@example.test'));
    });
    await database.db
      .transaction(async (tx) => {
        await mailer.enqueue(tx, message('rolled-back@example.test'));
        throw new Error('the order failed');
      })
      .catch(() => undefined);
    await mailer.drain();
    expect(smtp.received.map((m) => m.to)).toEqual([['kept@example.test']]);
    await smtp.close();
  });

  it('keeps a mail while the mail server is down and delivers it once when it is back', async () => {
    const smtp = await startSmtpServer();
    const { port } = smtp;
    await smtp.close();
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    await mailer.enqueue(database.db, message('patient@example.test'));
    await mailer.drain();
    const waiting = await rowFor('patient@example.test');
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const back = await startSmtpServer(port);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.toAddress, 'patient@example.test'));
    await mailer.drain();
    await mailer.drain();
    expect(back.received.filter((m) => m.to.includes('patient@example.test'))).toHaveLength(1);
    expect((await rowFor('patient@example.test'))?.sentAt).toBeInstanceOf(Date);
    await back.close();
  });

  it('is sent once when two instances drain at the same time', async () => {
    const smtp = await startSmtpServer();
    const [first, second] = [mailerFor(smtp.url), mailerFor(smtp.url)];
    const addresses = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.test`);
    for (const to of addresses) await first.enqueue(database.db, message(to));
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    const delivered = smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith('twice-'));
    expect(delivered.sort()).toEqual([...addresses].sort());
    await smtp.close();
  });
});
