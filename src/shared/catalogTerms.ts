/* The listing's vocabulary, which its input schema (listingInput.ts) is built from. */

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
