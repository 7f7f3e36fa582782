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
import { SIZE_OPTION, type ListingFacets } from '../../../shared/facets';
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

/**
 * Which products a listing holds, whatever its order and page: active, in `categoryIds` (null:
 * any), and the filters, the facets' own (`facetFilters`) among them.
 */
export function listingConditions(
  q: ProductListQuery,
  categoryIds: Set<string> | null,
  search: SearchTerms | null,
): SQL {
  return and(unfacetedConditions(q, categoryIds, search), ...Object.values(facetFilters(q)))!;
}

/** The listing's conditions but the facets': what every facet's counts start from. */
export function unfacetedConditions(
  q: ProductListQuery,
  categoryIds: Set<string> | null,
  search: SearchTerms | null,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (categoryIds) conditions.push(inArray(products.categoryId, [...categoryIds]));
  if (search) conditions.push(searchCondition(search));
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

/** Each facet's filter (none when not chosen): a facet's counts leave its own out. */
export function facetFilters(q: ProductListQuery): Record<keyof ListingFacets, SQL | undefined> {
  return {
    metal: q.material ? eq(products.material, q.material) : undefined,
    stone: q.stone ? eq(products.stone, q.stone) : undefined,
    size: q.size ? inStockInSize(q.size) : undefined,
    price: and(
      q.minPrice === undefined ? undefined : gte(products.pricePence, toPence(q.minPrice)),
      q.maxPrice === undefined ? undefined : lte(products.pricePence, toPence(q.maxPrice)),
    ),
  };
}

/** The Size option's name as a literal: a parameter could be either of `->`'s operand types. */
const sizeKey = sql.raw(`'${SIZE_OPTION}'`);

/** A variant of the product that can be ordered now: in stock, or made to order. */
const orderableVariant = sql`(v.count_in_stock > 0 or v.made_to_order_days is not null)`;

/**
 * The product can be bought in this size now: a variant of it in that size can be ordered, or,
 * for one stock, it offers the size and has stock.
 */
function inStockInSize(size: string) {
  return sql`(case when ${products.stockPerOption} then exists (select 1 from product_variants v
      where v.product_id = ${products.id} and v.choice->>${sizeKey} = ${size} and ${orderableVariant})
    else ${products.countInStock} > 0 and coalesce(${products.variations}->${sizeKey} ? ${size}, false) end)`;
}

/** The sizes the product can be bought in now (`inStockInSize` for each), for the Size facet. */
export const sizesInStock = sql`(case when ${products.stockPerOption} then array(
    select distinct v.choice->>${sizeKey} from product_variants v
    where v.product_id = ${products.id} and v.choice ? ${sizeKey} and ${orderableVariant})
  when ${products.countInStock} > 0 and jsonb_typeof(${products.variations}->${sizeKey}) = 'array'
    then array(select jsonb_array_elements_text(${products.variations}->${sizeKey}))
  else '{}'::text[] end)`;

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
