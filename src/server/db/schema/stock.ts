import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stockReasons, type StockReason } from '../../../shared/stock';
import { isOneOf, ref } from './columns';
import { products } from './catalog';

/**
 * Every change of a product's stock: written by the products' triggers (migration 0030), never by
 * the services, so no path can forget it. The writer names the reason, who and which order or
 * return in transaction-local settings (`set_stock_context`, decision 045).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The option whose stock moved (e.g. {"Size": "N"}); null for the product's own stock. */
    variant: jsonb('variant').$type<Record<string, string>>(),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    /*
     * No foreign keys: placing an order takes its stock before the order's row is written, and
     * the history outlives what it names (a deleted account reads as one).
     */
    orderId: ref('order_id'),
    returnId: ref('return_id'),
    /** Who made the change; null for the shop itself (the expiry sweep, a script). */
    actorId: ref('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_reason_check', isOneOf('reason', stockReasons)),
    index('stock_movements_product_idx').on(t.productId, t.id.desc()),
  ],
);

/** One row per London day on which the low-stock mail round ran: the claim two instances share. */
export const lowStockMails = pgTable('low_stock_mails', {
  day: date('day').primaryKey(),
  /** How many products were low (0: no mail was sent). */
  products: integer('products').notNull(),
  sentTo: text('sent_to'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
