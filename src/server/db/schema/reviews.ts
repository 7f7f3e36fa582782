import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  hideReasons,
  reviewStatuses,
  type HideReason,
  type ReviewStatus,
} from '../../../shared/reviewStatus';
import { isOneOf, id, ref, createdAt, updatedAt } from './columns';
import { users } from './auth';
import { products } from './catalog';

/**
 * A customer's review of a product they received (one per product and customer). Published at
 * once; the owner hides abuse (decision 018). A trigger (migration 0012) keeps the product's
 * averageRating and reviewCount to its published reviews. A hidden review carries why; the owner may
 * answer each review once in public (decision 057).
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
    /** Set by the author's edits only: the owner's hiding or reply is not an edit of the words. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<HideReason>(),
    /** The owner's words on why (required with "other"); '' when the reason says it all. */
    hiddenNote: text('hidden_note').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The shop's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', isOneOf('status', reviewStatuses)),
    check('reviews_hidden_reason_check', isOneOf('hidden_reason', hideReasons)),
    // Every hidden review says why, and a published one carries no reason left over.
    check(
      'reviews_hidden_has_reason_check',
      sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null)`,
    ),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_listed_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
  ],
);
