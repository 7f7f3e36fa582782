import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../shared/orderStatus';

/**
 * The dashboard's figures, kept by triggers on orders and order_returns (migration 0019) in the
 * transaction of every change, so the dashboard reads a few hundred rows however many orders
 * there are. An order counts under its status; what it earned (spec §4: Delivered or paid, not
 * cancelled; less its refunded returns) is added to its status and to its London day. Order
 * writes only append to order_figure_changes (never waiting on a counter row another checkout
 * holds); the readers fold those in first (fold_order_figures). Written only by SQL functions;
 * read with plain SQL (dashboard.ts).
 */
export const orderStatusFigures = pgTable('order_status_figures', {
  status: text('status').$type<OrderStatus>().primaryKey(),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  netPence: bigint('net_pence', { mode: 'number' }).notNull().default(0),
});

export const orderDailyRevenue = pgTable('order_daily_revenue', {
  /** The day the order was placed, in London. */
  day: date('day').primaryKey(),
  /** What the orders placed that day earned, net of refunds (a refund lowers that day's bar). */
  netPence: bigint('net_pence', { mode: 'number' }).notNull().default(0),
});
