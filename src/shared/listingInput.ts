import {
  CATEGORY_REF_MAX_LENGTH,
  productFilters,
  productSorts,
  SEARCH_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from './catalogTerms';
import { materials, PRODUCTS_MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE } from './constants';
import { SIZE_MAX_LENGTH } from './facets';
import { stones } from './jewellery';
import { numberField } from './numberText';
import { zMini as z } from './zod';

const categoryRef = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CATEGORY_REF_MAX_LENGTH));
const atLeastZero = (label: string) =>
  z.pipe(numberField(label), z.number().check(z.gte(0, `${label} cannot be negative`)));

/**
 * The product listing's query (catalog.products, GET /api/products/getAll, the listing page's
 * address), in zod's small build: the listing page reads its address with this schema on a first
 * visit without downloading all of zod.
 */
export const productListInput = z
  .object({
    category: z.optional(categoryRef),
    parent: z.optional(categoryRef),
    search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH))),
    /** Absent: a search is ranked by relevance, anything else is newest first ('latest'). */
    sort: z.optional(
      z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` }),
    ),
    order: z.optional(z.enum(['asc', 'desc'], { error: 'order must be asc or desc' })),
    minPrice: z.optional(atLeastZero('minPrice')),
    maxPrice: z.optional(atLeastZero('maxPrice')),
    page: z._default(
      z.pipe(
        numberField('page'),
        z.int('page must be a whole number').check(z.gte(1, 'page must be 1 or more')),
      ),
      1,
    ),
    limit: z._default(
      z.pipe(
        numberField('limit'),
        z
          .int('limit must be a whole number')
          .check(
            z.gte(1, 'limit must be at least 1'),
            z.lte(PRODUCTS_MAX_PAGE_SIZE, `limit must be at most ${PRODUCTS_MAX_PAGE_SIZE}`),
          ),
      ),
      PRODUCTS_PAGE_SIZE,
    ),
    material: z.optional(
      z.enum(materials, { error: `material must be one of ${materials.join(', ')}` }),
    ),
    stone: z.optional(z.enum(stones, { error: `stone must be one of ${stones.join(', ')}` })),
    /** A value of the products' Size option that is in stock (facets.ts). */
    size: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(SIZE_MAX_LENGTH))),
    filter: z.optional(z.enum(productFilters, { error: 'filter must be featured, new or sale' })),
    tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX_LENGTH))),
  })
  .check(
    z.refine(
      (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
      {
        path: ['minPrice'],
        message: 'minPrice cannot exceed maxPrice',
      },
    ),
  );
export type ProductListInput = z.input<typeof productListInput>;
export type ProductListQuery = z.output<typeof productListInput>;
