import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reviewStatuses, type ReviewStatus } from '../../../shared/reviewStatus';
import { isOneOf, id, ref, createdAt, updatedAt } from './columns';
import { users } from './auth';
import { products } from './catalog';

/**
 * A customer's review of a product they received (one per product and customer). Published at
 * once; the owner hides abuse (decision 018). A trigger (migration 0012) keeps the product's
 * averageRating and reviewCount to its published reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', isOneOf('status', reviewStatuses)),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_listed_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
  ],
);
