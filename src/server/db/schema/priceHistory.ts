import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { ref } from './columns';

/**
 * Each price a product was charged at, from when until when (until null: its price now). Written
 * by a trigger whenever `products.price_pence` changes, whoever changes it (migration 0028), so
 * a was-price can be checked against what shoppers were really charged (decision 044).
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePence: integer('price_pence').notNull(),
    chargedFrom: timestamp('charged_from', { withTimezone: true }).notNull().defaultNow(),
    chargedUntil: timestamp('charged_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.chargedFrom] }),
    check(
      'product_price_history_period_check',
      sql`${t.chargedUntil} is null or ${t.chargedUntil} >= ${t.chargedFrom}`,
    ),
  ],
);
