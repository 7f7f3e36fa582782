import { DEFAULT_RATING, REVIEW_COUNT_RANGE } from './constants';

/* What shoppers see of ratings and reviews; no zod here, so product cards stay light. */

/** Reviews shown per page on the product page, and per page of the admin's list. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** Who may review, in the words the product page and a refused request use. */
export const WHO_CAN_REVIEW =
  'Only customers whose order of this piece has been delivered can review it, once each.';

/** Where a product's review form is: its page's reviews (the mail's and the order page's link). */
export const reviewFormPath = (productId: string) => `/product/${productId}#reviews`;

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
