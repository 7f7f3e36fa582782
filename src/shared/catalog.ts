import { SEARCH_MAX_LENGTH } from './catalogTerms';
import { materials } from './constants';
import { z } from './zod';

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

export { productListInput, type ProductListInput, type ProductListQuery } from './listingInput';

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
