import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../shared/orderStatus';

/**
 * The dashboard's figures, kept by triggers on orders and order_returns (migration 0017) in the
 * transaction of every change, so the dashboard reads a few hundred rows however many orders
 * there are. An order counts under its status; what it earned (spec §4: Delivered or paid, not
 * cancelled; less its refunded returns) is added to its status and to its London day. Order
 * writes only append to order_figure_changes (never waiting on a counter row another checkout
 * holds); the readers fold those in first (fold_order_figures). `shard` is 0 for every row (a
 * leftover of a sharded first version, kept for the primary key). Written only by SQL functions;
 * read with plain SQL (dashboard.ts).
 */
export const orderStatusFigures = pgTable(
  'order_status_figures',
  {
    status: text('status').$type<OrderStatus>().notNull(),
    shard: smallint('shard').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    netPence: bigint('net_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

export const orderDailyRevenue = pgTable(
  'order_daily_revenue',
  {
    /** The day the order was placed, in London. */
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    /** What the orders placed that day earned, net of refunds (a refund lowers that day's bar). */
    netPence: bigint('net_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);
