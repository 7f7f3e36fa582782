import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends in the background: the request that caused the mail never waits on the mail server.
   * A failure is logged (never the body: it may hold a reset code).
   */
  queue(message: MailMessage): void;
  /** Resolves once every queued mail is sent or has failed (shutdown, tests). */
  drain(): Promise<void>;
}

/** A dead or slow SMTP server is given up on after this long instead of holding a sender. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP when `smtpUrl` is set; otherwise each mail becomes an .eml file in `outboxDir`. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
  smtpTimeoutMs?: number;
}): Mailer {
  const { smtpUrl, from, outboxDir, log, smtpTimeoutMs = SMTP_TIMEOUT_MS } = options;
  const send = smtpUrl ? smtpSender(smtpUrl, from, smtpTimeoutMs) : outboxSender(outboxDir, from);
  const pending = new Set<Promise<void>>();
  return {
    queue(message) {
      const delivery = send(message)
        .then((where) => log.info({ to: message.to, subject: message.subject, where }, 'mail sent'))
        .catch((err: unknown) =>
          log.error({ err, to: message.to, subject: message.subject }, 'mail not sent'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

function smtpSender(url: string, from: string, timeoutMs: number) {
  const transport = createTransport(
    { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  return async (message: MailMessage) => {
    await transport.sendMail(message);
    return 'smtp';
  };
}

function outboxSender(outboxDir: string, from: string) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message: MailMessage) => {
    const info = await transport.sendMail({ from, ...message });
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(
      outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    return file;
  };
}
