import { z } from 'zod';
import { DEFAULT_RATING, REVIEW_COUNT_RANGE } from './constants';
import { idSchema } from './catalog';
import { reviewStatuses } from './reviewStatus';

/** Reviews shown per page on the product page, and per page of the admin's list. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** What a product's stars show: its real published reviews, the spec's placeholder, or nothing. */
export type RatingShown = { rating: number; count: number; placeholder: boolean } | null;

/**
 * Real reviews win. With none, the spec's 4.5 and a 5-54 count (derived from the id, so it is the
 * same on every render) when the shop still shows placeholders; otherwise nothing ("No reviews yet").
 */
export function ratingShown(
  product: { _id: string; averageRating: number; reviewCount: number },
  showPlaceholder: boolean,
): RatingShown {
  if (product.reviewCount > 0) {
    return { rating: product.averageRating, count: product.reviewCount, placeholder: false };
  }
  if (!showPlaceholder) return null;
  let hash = 0;
  for (const char of product._id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const span = REVIEW_COUNT_RANGE.max - REVIEW_COUNT_RANGE.min + 1;
  return {
    rating: DEFAULT_RATING,
    count: REVIEW_COUNT_RANGE.min + (hash % span),
    placeholder: true,
  };
}

/** A customer's review as written: 1-5 stars, a title and the text. */
export const reviewInput = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int()
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: z.string().trim().min(1, 'Please give your review a title').max(120),
  body: z
    .string()
    .trim()
    .min(1, 'Please write a few words about the piece')
    .max(4000, 'Please keep your review under 4,000 characters'),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const writeReviewInput = reviewInput.extend({ productId: idSchema });
export const editReviewInput = reviewInput.extend({ id: idSchema });

export const productReviewsInput = z.object({
  productId: idSchema,
  /** The page (1-based); named cursor so the client can page with an infinite query. */
  cursor: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminReviewListInput = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  status: z.enum(reviewStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReviewListInput = z.input<typeof adminReviewListInput>;

export const moderateReviewInput = z.object({
  id: idSchema,
  status: z.enum(reviewStatuses, { error: "status must be 'published' or 'hidden'" }),
});

/** Who may review, in the words the product page and a refused request use. */
export const WHO_CAN_REVIEW =
  'Only customers whose order of this piece has been delivered can review it, once each.';
