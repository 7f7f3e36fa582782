import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

/**
 * Outgoing mail, written in the same transaction as what caused it (a reset code, a payment) and
 * sent by a background worker with retries: a dead mail server delays mail, never a request, and
 * a mail is not lost when the process stops.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: another instance leaves the mail alone until it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // Deleting an account deletes the mails to its address, inside the deletion's transaction.
    index('mail_outbox_to_address_idx').on(t.toAddress),
  ],
);
