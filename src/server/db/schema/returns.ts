import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  returnReasonValues,
  returnStatuses,
  type ReturnReason,
  type ReturnStatus,
} from '../../../shared/returns';
import { isOneOf, id, ref, createdAt, updatedAt } from './columns';
import { orders, orderItems } from './orders';

/**
 * A customer's request to send back some of a delivered order's units. `amountPence` is worked
 * out from the order's prices when it is asked for; the refund moves it through `refunding` (a
 * claim taken under the row lock before the provider is called) to `refunded`, once.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    amountPence: integer('amount_pence').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When the refund was claimed: a claim older than a few minutes was left by a crash. */
    refundingSince: timestamp('refunding_since', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_returns_status_check', isOneOf('status', returnStatuses)),
    check('order_returns_reason_check', isOneOf('reason', returnReasonValues)),
    check('order_returns_amount_check', sql`${t.amountPence} >= 0`),
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'refunded'`),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: id(),
    returnId: ref('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: ref('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    check('order_return_items_qty_check', sql`${t.qty} > 0`),
    index('order_return_items_return_idx').on(t.returnId),
    index('order_return_items_item_idx').on(t.orderItemId),
  ],
);
