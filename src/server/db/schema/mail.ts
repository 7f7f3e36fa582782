import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orderMailKinds, type OrderMailKind } from '../../../shared/orderMails';
import { id, createdAt, isOneOf, ref } from './columns';
import { orders } from './orders';

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
    /** Extra headers, e.g. a marketing mail's List-Unsubscribe (decision 059). */
    headers: jsonb('headers').$type<Record<string, string>>(),
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

/**
 * The claim of a mail that tells of an order's event once (shared/orderMails.ts): written in the
 * transaction that enqueues the mail, so a second status save, a retried request or a second
 * instance finds the row and sends nothing. `about` tells apart the events of one kind (the
 * tracking number a tracking mail gave); '' when the kind happens once per order.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderMailKind>().notNull(),
    about: text('about').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind, t.about] }),
    check('order_mails_kind_check', isOneOf('kind', orderMailKinds)),
  ],
);

/** One row per London day on which the owner's morning list of orders to send was settled. */
export const dispatchListMails = pgTable('dispatch_list_mails', {
  day: date('day').primaryKey(),
  /** How many paid orders were waiting to be sent (0: no mail was sent). */
  orders: integer('orders').notNull(),
  sentTo: text('sent_to'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
