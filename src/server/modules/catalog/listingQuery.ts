import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  like,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductListQuery } from '../../../shared/catalog';
import { toPence } from '../../../shared/money';
import { NEW_ARRIVAL_DAYS } from '../../../shared/productBadges';
import { containsPattern } from '../../db/like';
import { dependsOnEveryStock } from './catalogueCache';
import { products } from '../../db/schema';
import { visibleCategoriesNamed, type CategoryIndex } from './categoryIndex';

/**
 * The categories a listing may show products of: visible ones, narrowed by `category` and
 * `parent`. Null: every category qualifies (no condition needed); empty: nothing can match.
 */
export function allowedCategories(index: CategoryIndex, q: ProductListQuery): Set<string> | null {
  const refs = [q.category, q.parent].filter((ref) => ref !== undefined);
  if (refs.length === 0) return index.everyCategoryVisible ? null : index.visibleIds;
  const [first, ...rest] = refs.map((ref) => visibleCategoriesNamed(index, ref));
  return new Set([...first!].filter((id) => rest.every((set) => set.has(id))));
}

/**
 * How a search is matched: the typed text itself, and the catalogue words it may be a
 * misspelling of ('diamnd' → diamond), found by `spellingsOf`.
 */
export interface SearchTerms {
  typed: string;
  corrections: string[];
}

// The search columns are lower case, so a lower-cased LIKE is a case-insensitive match.
const inTitle = (texts: string[]) =>
  or(...texts.map((text) => like(products.searchTitle, containsPattern(text.toLowerCase()))));
const inText = (texts: string[]) =>
  or(...texts.map((text) => like(products.searchText, containsPattern(text.toLowerCase()))));

/**
 * A product matches when its name, brand, tags or description contain the typed text (wildcards
 * taken literally) or one of its corrections. Each is a substring test the pg_trgm GIN index on
 * `search_text` answers.
 */
function searchCondition({ typed, corrections }: SearchTerms): SQL {
  return inText([typed, ...corrections])!;
}

/**
 * Relevance, as tiers from best to worst: the typed text in the name, brand or tags; else a
 * correction there; else a match in the description alone. Within a tier, newest first. Each tier
 * is a plain condition, so a page inside one walks the newest-first index and stops after a page,
 * however many products match (see `findProductsForListing`).
 */
export function relevanceTiers({ typed, corrections }: SearchTerms): SQL[] {
  const all = [typed, ...corrections];
  const tiers = [inTitle([typed])!];
  if (corrections.length > 0) tiers.push(and(not(inTitle([typed])!), inTitle(corrections))!);
  tiers.push(and(not(inTitle(all)!), inText(all))!);
  return tiers;
}

/** Which products a listing holds, whatever its order and page: active, in `categoryIds` (null: any), and the filters. */
export function listingConditions(
  q: ProductListQuery,
  categoryIds: Set<string> | null,
  search: SearchTerms | null,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (categoryIds) conditions.push(inArray(products.categoryId, [...categoryIds]));
  if (search) conditions.push(searchCondition(search));
  if (q.minPrice !== undefined) conditions.push(gte(products.pricePence, toPence(q.minPrice)));
  if (q.maxPrice !== undefined) conditions.push(lte(products.pricePence, toPence(q.maxPrice)));
  if (q.material) conditions.push(eq(products.material, q.material));
  if (q.filter === 'featured') conditions.push(eq(products.isFeatured, true));
  // The same rules as the cards' badges (src/shared/productBadges.ts).
  if (q.filter === 'new') {
    conditions.push(
      eq(products.isNewArrival, true),
      sql`${products.createdAt} > now() - ${NEW_ARRIVAL_DAYS} * interval '1 day'`,
    );
  }
  if (q.filter === 'sale') {
    conditions.push(eq(products.isOnSale, true), gt(products.oldPricePence, products.pricePence));
  }
  if (q.tag) conditions.push(arrayContains(products.tags, [q.tag.toLowerCase()]));
  return and(...conditions)!;
}

const sortColumns = {
  createdAt: products.createdAt,
  price: products.pricePence,
  averageRating: products.averageRating,
  name: products.name,
  countInStock: products.countInStock,
  sales: products.sales,
} as const;

/** The storefront's names map onto the API's field + direction. */
const namedSorts = {
  latest: ['createdAt', 'desc'],
  'price-low': ['price', 'asc'],
  'price-high': ['price', 'desc'],
  popularity: ['averageRating', 'desc'],
} as const;

/**
 * The column a listing is sorted by, and which way. A listing in stock order may change with any
 * sale: noted so for the cached entry being computed (catalogueCache.ts).
 */
export function listingSort(q: ProductListQuery) {
  const sort = q.sort ?? 'latest';
  const [field, defaultDirection] =
    sort in namedSorts
      ? namedSorts[sort as keyof typeof namedSorts]
      : [sort as keyof typeof sortColumns, sort === 'name' || sort === 'price' ? 'asc' : 'desc'];
  if (field === 'countInStock') dependsOnEveryStock();
  return { column: sortColumns[field], descending: (q.order ?? defaultDirection) === 'desc' };
}

/**
 * The order of a listing. The id breaks ties, in the sort's own direction, so one index per sort
 * column (products_listed_by_*) serves both directions and pages never repeat or skip a product.
 * (A search without `sort` is ranked by relevance instead: `relevanceTiers`.)
 */
export function listingOrder(q: ProductListQuery): SQL[] {
  const { column, descending } = listingSort(q);
  const direction = descending ? desc : asc;
  return [direction(column), direction(products.id)];
}
