import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { mailOutbox, newId } from '../db/schema';
import type { ShopMetrics } from '../metrics/shopMetrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: a marketing mail's List-Unsubscribe pair (modules/marketing). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox table through `db`: pass the transaction that made the reason
   * for the mail, so the mail exists exactly when that change does. Sent in the background.
   */
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /** Sends every mail that is due now (the background worker; shutdown and tests too). */
  drain(): Promise<void>;
}

/** A dead or slow SMTP server is given up on after this long instead of holding a sender. */
const SMTP_TIMEOUT_MS = 10_000;
/** Mails claimed per round; a claim lasts long enough for that many slow sends. */
const BATCH = 10;
const CLAIM_SECONDS = 120;
/** Retries come after 2 s, 4 s, 8 s … and then every `capMs` (30 s) until the server answers. */
const retryDelayMs = (attempts: number, capMs: number) =>
  Math.min(2000 * 2 ** (attempts - 1), capMs);

/** Every paid order writes one (its confirmation) and sends it: built once (db/prepared.ts). */
const insertMail = preparedStatement('insert_mail', (db) =>
  db.insert(mailOutbox).values({
    id: sql.placeholder('id'),
    toAddress: sql.placeholder('toAddress'),
    subject: sql.placeholder('subject'),
    text: sql.placeholder('text'),
    html: sql.placeholder('html'),
    headers: sql.placeholder('headers'),
  }),
);

const markSent = preparedStatement('mail_sent', (db) =>
  db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, sql.placeholder('id'))),
);

/** A From header: as written ("Shop <shop@example.com>"), or a name and an address. */
export type MailSender = string | Address;

/**
 * SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`. `from`
 * may be asked for each round of sending (the shop's name and e-mail, which the owner edits).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: MailSender | (() => Promise<MailSender>);
  outboxDir: string;
  log: Logger;
  smtpTimeoutMs?: number;
  retryCapMs?: number;
  counters: Pick<ShopMetrics, 'mailsSent' | 'mailFailures'>;
}): Mailer {
  const { db, smtpUrl, from, outboxDir, log, counters } = options;
  const { smtpTimeoutMs = SMTP_TIMEOUT_MS, retryCapMs = 30_000 } = options;
  const send = smtpUrl ? smtpSender(smtpUrl, smtpTimeoutMs) : outboxSender(outboxDir);
  const sender = typeof from === 'function' ? from : () => Promise.resolve(from);

  /**
   * Claims due mails (SKIP LOCKED, and a time-limited claim), so two instances never send the
   * same mail, and a sender that died mid-way releases its claim when it runs out.
   */
  async function claimDueMails() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(from: MailSender, mail: typeof mailOutbox.$inferSelect) {
    const about = { mailId: mail.id, to: mail.toAddress, subject: mail.subject };
    try {
      const where = await send({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await markSent(db, { id: mail.id });
      counters.mailsSent.inc();
      log.info({ ...about, where }, 'mail sent');
    } catch (err) {
      counters.mailFailures.inc();
      // Never the body in the log: it may hold a reset code.
      log.warn({ ...about, err, attempts: mail.attempts }, 'mail not sent; will retry');
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts, retryCapMs)),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }

  return {
    async enqueue(tx, message) {
      await insertMail(tx, {
        id: newId(),
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? null,
      });
    },
    async drain() {
      for (;;) {
        const claimed = await claimDueMails();
        if (claimed.length === 0) return;
        const fromNow = await sender();
        await Promise.all(claimed.map((mail) => deliver(fromNow, mail)));
      }
    },
  };
}

type OutgoingMail = MailMessage & { from: MailSender };

function smtpSender(url: string, timeoutMs: number) {
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (message: OutgoingMail) => {
    await transport.sendMail(message);
    return 'smtp';
  };
}

function outboxSender(outboxDir: string) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message: OutgoingMail) => {
    const info = await transport.sendMail(message);
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(
      outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    return file;
  };
}
