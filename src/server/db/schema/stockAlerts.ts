import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VariationChoice } from '../../../shared/variations';
import { createdAt, id, ref } from './columns';
import { users } from './auth';
import { products } from './catalog';

/**
 * "Email me when it's back" (decision 060): a shopper's request to hear once when a sold-out
 * product, or one of its options, can be ordered again. The background round sends the mail and
 * deletes the row in one transaction; the address is used for nothing else.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The option asked about ({ Size: 'N' }); {} for the product as a whole. */
    choice: jsonb('choice').$type<VariationChoice>().notNull().default({}),
    /** Lower case: one request per address per product and option. */
    email: text('email').notNull(),
    /** The signed-in shopper who asked; deleting the account deletes their requests. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The secret in the mail's "stop this alert" link (no sign-in needed). */
    stopToken: text('stop_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_one_per_address_idx').on(t.email, t.productId, t.choice),
    uniqueIndex('stock_alerts_stop_token_idx').on(t.stopToken),
    index('stock_alerts_product_idx').on(t.productId),
    index('stock_alerts_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
