import { z } from 'zod';
import {
  CATEGORY_REF_MAX_LENGTH,
  productFilters,
  productSorts,
  SEARCH_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from './catalogTerms';
import { materials, PRODUCTS_MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE } from './constants';
import { numberInput } from './numbers';

export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');

/**
 * A reference to a category as spec §3 allows it: an id, or an object with its `_id` (as a GET
 * answered it, so a script can PUT back what it read). Either way it is read as the id.
 */
export const categoryRefSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && '_id' in value ? value._id : value),
  idSchema,
);

export { productFilters, productSorts, type ProductSort } from './catalogTerms';

/** A product's metal: one of the five the listing filters by (decision 033). */
export const materialSchema = z.enum(materials, {
  error: `material must be one of ${materials.join(', ')}`,
});

const categoryRef = z.string().trim().min(1).max(CATEGORY_REF_MAX_LENGTH);

export const productListInput = z
  .object({
    category: categoryRef.optional(),
    parent: categoryRef.optional(),
    search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
    /** Absent: a search is ranked by relevance, anything else is newest first ('latest'). */
    sort: z
      .enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` })
      .optional(),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
    minPrice: numberInput('minPrice', z.number().min(0, 'minPrice cannot be negative')).optional(),
    maxPrice: numberInput('maxPrice', z.number().min(0, 'maxPrice cannot be negative')).optional(),
    page: numberInput(
      'page',
      z.number().int('page must be a whole number').min(1, 'page must be 1 or more'),
    ).default(1),
    limit: numberInput(
      'limit',
      z
        .number()
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(PRODUCTS_MAX_PAGE_SIZE, `limit must be at most ${PRODUCTS_MAX_PAGE_SIZE}`),
    ).default(PRODUCTS_PAGE_SIZE),
    material: materialSchema.optional(),
    filter: z.enum(productFilters, { error: 'filter must be featured, new or sale' }).optional(),
    tag: z.string().trim().min(1).max(TAG_MAX_LENGTH).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice cannot exceed maxPrice',
  });
export type ProductListInput = z.input<typeof productListInput>;
export type ProductListQuery = z.output<typeof productListInput>;

export const categoryListInput = z.object({
  parentOnly: z.stringbool().or(z.boolean()).optional(),
  parent: idSchema.optional(),
  structure: z.stringbool().or(z.boolean()).optional(),
});
export type CategoryListInput = z.input<typeof categoryListInput>;

/** What the header's search field asks about as the shopper types. */
export const searchSuggestionsInput = z.object({
  search: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
});
export type SearchSuggestionsInput = z.input<typeof searchSuggestionsInput>;

/** Products shown in the header search's suggestions. */
export const SEARCH_SUGGESTION_PRODUCTS = 5;
/** Collections shown in the header search's suggestions. */
export const SEARCH_SUGGESTION_COLLECTIONS = 3;
