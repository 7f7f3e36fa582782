import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import { ADMIN_REVIEWS_PAGE_SIZE } from '../../../shared/ratings';
import { type adminReviewListInput, type moderateReviewInput } from '../../../shared/reviews';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toReviewDto } from './reviewDto';

/** The owner's review list: newest first, filtered by stars and status, with who wrote what. */
export async function findReviewsForAdmin(db: Db, q: z.output<typeof adminReviewListInput>) {
  const where = and(
    q.rating === undefined ? undefined : eq(reviews.rating, q.rating),
    q.status === undefined ? undefined : eq(reviews.status, q.status),
  );
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = await db
    .select({
      ...getTableColumns(reviews),
      authorName: users.name,
      authorEmail: users.email,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
  const total = counted?.total ?? 0;
  return {
    reviews: rows.map((row) => ({
      ...toReviewDto(row, row.authorName),
      customer: { name: row.authorName, email: row.authorEmail },
      product: { _id: row.productId, name: row.productName },
    })),
    pagination: {
      total,
      page: q.page,
      pages: Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE),
      limit: ADMIN_REVIEWS_PAGE_SIZE,
    },
  };
}

/**
 * Publishes or hides a review. The product's rating follows in the same statement's transaction
 * (the trigger of migration 0012), so the listing never counts a hidden review.
 */
export async function moderateReview(db: Db, input: z.output<typeof moderateReviewInput>) {
  const [row] = await db
    .update(reviews)
    .set({ status: input.status })
    .where(eq(reviews.id, input.id))
    .returning();
  if (!row) throw notFound('Review');
  const [author] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.userId));
  return toReviewDto(row, author?.name ?? '');
}
