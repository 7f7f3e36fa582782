import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import { receivedStatuses } from '../../../shared/orderStatus';
import { REVIEWS_PAGE_SIZE, WHO_CAN_REVIEW } from '../../../shared/ratings';
import type { reviewInput } from '../../../shared/reviews';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orderItems, orders, reviews, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { type CatalogueReader, findVisibleProductById } from '../catalog';
import { toReviewDto } from './reviewDto';

type ReviewFields = z.output<typeof reviewInput>;

const ALREADY_REVIEWED = 'You have already reviewed this piece. You can edit your review instead.';

/** True when one of the customer's orders holding the product has been delivered or collected. */
export async function hasReceivedProduct(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, receivedStatuses),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const reviewWithAuthor = { ...getTableColumns(reviews), authorName: users.name };

/**
 * One page of a product's published reviews, newest first, with the summary the page shows above
 * them: average, count and the number at each star (from the same published reviews as the
 * product's averageRating and reviewCount).
 */
export async function findPublishedReviews(
  reader: CatalogueReader,
  productId: string,
  page: number,
) {
  await findVisibleProductById(reader, productId);
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const stars = await reader.db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(published)
    .groupBy(reviews.rating);
  const rows = await reader.db
    .select(reviewWithAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  const perStar = [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: stars.find((s) => s.rating === rating)?.count ?? 0,
  }));
  const total = perStar.reduce((sum, s) => sum + s.count, 0);
  const points = perStar.reduce((sum, s) => sum + s.rating * s.count, 0);
  const pages = Math.ceil(total / REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map((row) => toReviewDto(row, row.authorName)),
    summary: {
      averageRating: total ? Math.round((points / total) * 100) / 100 : 0,
      reviewCount: total,
      stars: perStar,
    },
    page,
    pages,
    nextCursor: page < pages ? page + 1 : null,
  };
}

/** What the product page offers the signed-in customer: their review, or whether they may write. */
export async function findMyReview(reader: CatalogueReader, userId: string, productId: string) {
  await findVisibleProductById(reader, productId);
  const [row] = await reader.db
    .select(reviewWithAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  if (row) return { canReview: true, review: toReviewDto(row, row.authorName) };
  return { canReview: await hasReceivedProduct(reader.db, userId, productId), review: null };
}

/**
 * A new review, published at once (decision 018). Refused with 403 to anyone whose order of the
 * product has not been delivered, and with 409 to a second review of the same product.
 */
export async function writeReview(
  reader: CatalogueReader,
  userId: string,
  productId: string,
  fields: ReviewFields,
) {
  await findVisibleProductById(reader, productId);
  if (!(await hasReceivedProduct(reader.db, userId, productId))) {
    throw new DomainError('FORBIDDEN', WHO_CAN_REVIEW);
  }
  try {
    const [row] = await reader.db
      .insert(reviews)
      .values({ productId, userId, ...fields })
      .returning();
    return reviewOf(reader.db, row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('CONFLICT', ALREADY_REVIEWED);
    throw err;
  }
}

/** The author edits their own review; its status (published or hidden) stays as it is. */
export async function editReview(db: Db, userId: string, reviewId: string, fields: ReviewFields) {
  const [row] = await db
    .update(reviews)
    .set({ ...fields, editedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  if (!row) {
    const [other] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    throw other
      ? new DomainError('FORBIDDEN', 'You can only edit your own review.')
      : notFound('Review');
  }
  return reviewOf(db, row.id);
}

export async function reviewOf(db: Db, reviewId: string) {
  const [row] = await db
    .select(reviewWithAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review');
  return toReviewDto(row, row.authorName);
}
