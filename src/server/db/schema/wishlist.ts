import { pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { users } from './auth';
import { products } from './catalog';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
