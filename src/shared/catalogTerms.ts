/*
 * The listing's vocabulary, without zod: the listing page reads its address with these
 * (listingUrl.ts) and ships no schema library to do it; shared/catalog.ts builds the API's
 * schemas from the same lists.
 */

/** The storefront's sort names and the documented API's sort fields, both accepted. */
export const productSorts = [
  'latest',
  'price-low',
  'price-high',
  'popularity',
  'createdAt',
  'price',
  'averageRating',
  'name',
  'countInStock',
  'sales',
] as const;
export type ProductSort = (typeof productSorts)[number];

export const productFilters = ['featured', 'new', 'sale'] as const;

/** The longest category reference (id, slug or name), search and tag the listing accepts. */
export const CATEGORY_REF_MAX_LENGTH = 100;
export const SEARCH_MAX_LENGTH = 100;
export const TAG_MAX_LENGTH = 50;
