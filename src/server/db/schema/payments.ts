import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  paymentProviders,
  paymentStatuses,
  type PaymentProviderName,
  type PaymentStatus,
} from '../../../shared/paymentStatus';
import { isOneOf, id, ref, createdAt, updatedAt } from './columns';
import { orders } from './orders';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** See PaymentStatus (src/shared/payments.ts). */
    status: text('status').$type<PaymentStatus>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('GBP'),
    captureId: text('capture_id'),
    /**
     * The order's stock hold, moved here while this payment's capture runs (so the expiry sweep
     * leaves the order alone) and given back if the capture does not take.
     */
    orderHeldUntil: timestamp('order_held_until', { withTimezone: true }),
    /** Counts declined captures: each new try after a decline needs a new idempotency key. */
    captureAttempt: smallint('capture_attempt').notNull().default(0),
    refundId: text('refund_id'),
    /** When the provider confirmed the refund of this capture. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_check', isOneOf('status', paymentStatuses)),
    check('payments_provider_check', isOneOf('provider', paymentProviders)),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_capture_key').on(t.provider, t.captureId),
    index('payments_order_idx').on(t.orderId),
    index('payments_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('CAPTURING', 'UNKNOWN', 'PENDING')`),
  ],
);

/** Provider webhook events, kept so each one is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('payment_events_provider_check', isOneOf('provider', paymentProviders))],
);
