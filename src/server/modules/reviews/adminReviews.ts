import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import { ADMIN_REVIEWS_PAGE_SIZE } from '../../../shared/ratings';
import type {
  adminReviewListInput,
  moderateReviewInput,
  replyToReviewInput,
} from '../../../shared/reviews';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toReviewDto } from './reviewDto';
import { reviewOf } from './service';

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
 * Publishes or hides a review; hiding records why (decision 057), publishing clears it. The
 * product's rating follows in the same statement's transaction (the trigger of migration 0012),
 * so the listing never counts a hidden review.
 */
export async function moderateReview(db: Db, input: z.output<typeof moderateReviewInput>) {
  const hiding = input.status === 'hidden';
  const [row] = await db
    .update(reviews)
    .set({
      status: input.status,
      hiddenReason: hiding ? input.reason : null,
      hiddenNote: hiding ? input.note : '',
      hiddenAt: hiding ? new Date() : null,
    })
    .where(eq(reviews.id, input.id))
    .returning({ id: reviews.id });
  if (!row) throw notFound('Review');
  return reviewOf(db, row.id);
}

/** The shop's one public answer to a review, written or rewritten (decision 057). */
export async function replyToReview(db: Db, input: z.output<typeof replyToReviewInput>) {
  return setReply(db, input.id, input.reply);
}

export async function removeReviewReply(db: Db, reviewId: string) {
  return setReply(db, reviewId, null);
}

async function setReply(db: Db, reviewId: string, reply: string | null) {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: reply === null ? null : new Date() })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (!row) throw notFound('Review');
  return reviewOf(db, row.id);
}
