import { DEFAULT_RATING, REVIEW_COUNT_RANGE } from './constants';

/**
 * The spec shows a random 5-54 review count when a product has none. Derived from the id so it
 * is the same on every render and every visit instead of flickering.
 */
export function displayReviewCount(product: { _id: string; reviewCount: number | null }): number {
  if (product.reviewCount !== null) return product.reviewCount;
  let hash = 0;
  for (const char of product._id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const span = REVIEW_COUNT_RANGE.max - REVIEW_COUNT_RANGE.min + 1;
  return REVIEW_COUNT_RANGE.min + (hash % span);
}

export function displayRating(product: { averageRating: number }): number {
  return product.averageRating > 0 ? product.averageRating : DEFAULT_RATING;
}
