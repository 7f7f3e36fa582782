import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/constants';
import type { ProductListQuery } from '../../../shared/catalog';
import { materials, type Material } from '../../../shared/constants';
import { bySize, priceBands, type ListingFacets } from '../../../shared/facets';
import { stones, type Stone } from '../../../shared/jewellery';
import { toPence, toPounds } from '../../../shared/money';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../errors';
import { dependsOnEveryStock, type CatalogueReader } from './catalogueCache';
import { categoryIndex, type CategoryIndex } from './categoryIndex';
import {
  allowedCategories,
  facetFilters,
  listingConditions,
  listingOrder,
  listingSort,
  relevanceTiers,
  sizesInStock,
  unfacetedConditions,
} from './listingQuery';
import type { ProductDto } from './productDto';
import {
  findProductRows,
  findProductRowsByIds,
  toProductDtos,
  type ProductRow,
} from './productRows';
import { searchTermsFor } from './searchSpelling';

export interface ProductPage {
  products: ProductDto[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** The filter's part of a listing query: what its number of matches and its facets depend on. */
function filterKey(q: ProductListQuery) {
  const { category, parent, search, minPrice, maxPrice, material, stone, filter, tag, size } = q;
  return JSON.stringify([
    category,
    parent,
    search,
    minPrice,
    maxPrice,
    material,
    stone,
    filter,
    tag,
    size,
  ]);
}

/**
 * How many products `where` holds, remembered under `key` until the catalogue changes; with a
 * size in stock among the filters, until any stock changes too (a sale may take a size out).
 */
function countMatches(
  { db, catalogue }: CatalogueReader,
  q: ProductListQuery,
  key: string,
  where: SQL,
) {
  const count = async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    return row?.total ?? 0;
  };
  if (q.size === undefined) return catalogue.counts.remember(key, count);
  return catalogue.stockCounts.remember(key, () => {
    dependsOnEveryStock();
    return count();
  });
}

interface PageRows {
  rows: ProductRow[];
  total: number;
}

/**
 * The page's ids from the index that matches the sort (a query that stops after the page), then
 * those products and their pictures, from the cache when it holds them. The count, cached, is
 * needed only when the page is full, or empty past the first.
 */
async function sortedPage(
  reader: CatalogueReader,
  q: ProductListQuery,
  where: SQL,
): Promise<PageRows> {
  const offset = (q.page - 1) * q.limit;
  const start = await startOfWalk(reader, q, where, offset);
  const page = await reader.db
    .select({ id: products.id })
    .from(products)
    .where(start.after ? and(where, start.after) : where)
    .orderBy(...listingOrder(q))
    .limit(q.limit)
    .offset(offset - start.passed);
  const rows = await findProductRowsByIds(
    reader,
    page.map((r) => r.id),
  );
  const partPage = rows.length > 0 && rows.length < q.limit;
  const total =
    partPage || (rows.length === 0 && q.page === 1)
      ? offset + rows.length
      : await countMatches(reader, q, filterKey(q), where);
  return { rows, total };
}

/** How far apart the bookmarks of deep pages are, in products. */
const BOOKMARK_EVERY = 100;

/**
 * Where a page's walk down the sort's index starts: at the top, or, for a deep page, just past a
 * bookmark, the sort key of the last product before the nearest multiple of BOOKMARK_EVERY. Each
 * bookmark is looked up once and remembered until the catalogue changes, so page 700 passes over
 * at most 99 products instead of 8,388. The key travels as PostgreSQL's own text, which keeps a
 * timestamp's microseconds.
 */
async function startOfWalk(
  { db, catalogue }: CatalogueReader,
  q: ProductListQuery,
  where: SQL,
  offset: number,
): Promise<{ after?: SQL; passed: number }> {
  const passed = offset - (offset % BOOKMARK_EVERY);
  if (passed === 0 || !catalogue.enabled) return { passed: 0 };
  const { column, descending } = listingSort(q);
  const bookmark = await catalogue.bookmarks.remember(
    `${filterKey(q)}:${column.name}:${descending}:${passed}`,
    async () => {
      if (q.size !== undefined) dependsOnEveryStock();
      const [row] = await db
        .select({ key: sql<string>`${column}::text`, id: products.id })
        .from(products)
        .where(where)
        .orderBy(...listingOrder(q))
        .limit(1)
        .offset(passed - 1);
      return row ?? null;
    },
  );
  // Fewer products than that: the page is empty, and the plain walk finds so.
  if (!bookmark) return { passed: 0 };
  const past = sql`(${column}, ${products.id}) ${sql.raw(descending ? '<' : '>')} (${bookmark.key}, ${bookmark.id})`;
  return { after: past, passed };
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/**
 * A search ranked by relevance: the tiers in turn, each newest first. The tiers' cached counts
 * tell which ones the page falls in, so usually one query walks the newest-first index until the
 * page is full, instead of ranking every match.
 */
async function relevancePage(
  reader: CatalogueReader,
  q: ProductListQuery,
  where: SQL,
  tiers: SQL[],
): Promise<PageRows> {
  const counts = await Promise.all(
    tiers.map((tier, i) => countMatches(reader, q, `${filterKey(q)}:tier${i}`, and(where, tier)!)),
  );
  const total = counts.reduce((sum, n) => sum + n, 0);
  let skip = (q.page - 1) * q.limit;
  let first = 0;
  while (first < tiers.length && skip >= counts[first]!) skip -= counts[first++]!;
  if (first === tiers.length) return { rows: [], total };
  const ids: string[] = [];
  for (const tier of tiers.slice(first)) {
    const found = await reader.db
      .select({ id: products.id })
      .from(products)
      .where(and(where, tier))
      .orderBy(...newestFirst)
      .limit(q.limit - ids.length)
      .offset(skip);
    ids.push(...found.map((r) => r.id));
    skip = 0;
    if (ids.length === q.limit) break;
  }
  const rows = await findProductRowsByIds(reader, ids);
  return { rows, total };
}

/** Which products a listing query holds: its categories, search terms and SQL condition. */
async function listingFilter(reader: CatalogueReader, q: ProductListQuery) {
  const index = await categoryIndex(reader);
  const categoryIds = allowedCategories(index, q);
  const search =
    q.search && categoryIds?.size !== 0 ? await searchTermsFor(reader, q.search) : null;
  return { index, categoryIds, search, where: listingConditions(q, categoryIds, search) };
}

/** Which price band (its index in `priceBands`) a product's price falls in. */
const priceBand = sql.join(
  [
    sql`case`,
    ...priceBands
      .slice(1)
      .map((band, i) => sql`when ${products.pricePence} < ${toPence(band.min)} then ${i}`),
    sql`else ${priceBands.length - 1} end`,
  ],
  sql` `,
);

/**
 * The listing's facets, in one statement over one scan: the products the listing holds but for
 * the facets' filters, each with its metal, stone, price band and sizes in stock and whether it
 * passes each facet's filter; then, for each facet, those passing every other facet's filter,
 * counted by value (decision 047). Remembered per filter until the catalogue or any stock changes
 * (a size is counted while the product can be bought in it).
 */
export function findListingFacets(
  reader: CatalogueReader,
  q: ProductListQuery,
): Promise<ListingFacets> {
  return reader.catalogue.facets.remember(filterKey(q), async () => {
    dependsOnEveryStock();
    const index = await categoryIndex(reader);
    const categoryIds = allowedCategories(index, q);
    if (categoryIds?.size === 0) return { metal: [], stone: [], size: [], price: [] };
    const search = q.search ? await searchTermsFor(reader, q.search) : null;
    const passes = facetFilters(q);
    const allBut = (facet: keyof ListingFacets) =>
      sql.raw(
        (Object.keys(passes) as (keyof ListingFacets)[])
          .filter((name) => name !== facet)
          .map((name) => `${name}_ok`)
          .join(' and '),
      );
    const rows = await queryRows<{ facet: keyof ListingFacets; value: string; count: number }>(
      reader.db,
      sql`with listed as materialized (
          select material, stone, (${priceBand})::text as band, ${sizesInStock} as sizes,
            ${passes.metal ?? sql`true`} as metal_ok, ${passes.stone ?? sql`true`} as stone_ok,
            ${passes.size ?? sql`true`} as size_ok, ${passes.price ?? sql`true`} as price_ok
          from ${products} where ${unfacetedConditions(q, categoryIds, search)})
        select 'metal' as facet, material as value, count(*)::int as count from listed
          where ${allBut('metal')} and material is not null group by material
        union all
        select 'stone', stone, count(*)::int from listed
          where ${allBut('stone')} and stone is not null group by stone
        union all
        select 'size', size.value, count(*)::int from listed, unnest(sizes) as size(value)
          where ${allBut('size')} group by size.value
        union all
        select 'price', band, count(*)::int from listed where ${allBut('price')} group by band`,
    );
    const facet = (name: keyof ListingFacets) =>
      rows.filter((r) => r.facet === name).map(({ value, count }) => ({ value, count }));
    return {
      metal: facet('metal').sort(
        (a, b) => materials.indexOf(a.value as Material) - materials.indexOf(b.value as Material),
      ),
      stone: facet('stone').sort(
        (a, b) => stones.indexOf(a.value as Stone) - stones.indexOf(b.value as Stone),
      ),
      size: facet('size').sort((a, b) => bySize(a.value, b.value)),
      price: facet('price').sort((a, b) => Number(a.value) - Number(b.value)),
    };
  });
}

/** What a listing's products really cost: the lowest price, and the reductions on them. */
export interface ListingPrices {
  /** Pounds; null when the listing is empty. */
  lowestPrice: number | null;
  /** Whole percent, rounded down, over every product listed (0 for one not reduced). */
  largestReduction: number;
  smallestReduction: number;
}

/**
 * The prices of every product a listing holds (all its pages), in one pass. A reduction is
 * real as the cards show it: on sale, with an old price above the price.
 */
export async function findListingPrices(
  reader: CatalogueReader,
  q: ProductListQuery,
): Promise<ListingPrices> {
  const { categoryIds, where } = await listingFilter(reader, q);
  if (categoryIds?.size === 0)
    return { lowestPrice: null, largestReduction: 0, smallestReduction: 0 };
  const reduction = sql<number>`case when ${products.isOnSale} and ${products.oldPricePence} > ${products.pricePence}
    then (${products.oldPricePence} - ${products.pricePence}) * 100 / ${products.oldPricePence} else 0 end`;
  const [row] = await reader.db
    .select({
      lowestPence: sql<number | null>`min(${products.pricePence})`,
      largest: sql<number | null>`max(${reduction})`,
      smallest: sql<number | null>`min(${reduction})`,
    })
    .from(products)
    .where(where);
  return {
    lowestPrice: row?.lowestPence == null ? null : toPounds(Number(row.lowestPence)),
    largestReduction: Number(row?.largest ?? 0),
    smallestReduction: Number(row?.smallest ?? 0),
  };
}

/**
 * A page of the storefront listing (decision 007). Category names and visibility come from the
 * cached category index, not from joins; a search's spelling corrections from a cached look-up;
 * the page from `sortedPage`, or `relevancePage` for a search without `sort`.
 */
export async function findProductsForListing(
  reader: CatalogueReader,
  q: ProductListQuery,
): Promise<ProductPage> {
  const { index, categoryIds, search, where } = await listingFilter(reader, q);
  // Which products are in stock in a size changes with any sale.
  if (q.size !== undefined) dependsOnEveryStock();
  const { rows, total } =
    categoryIds?.size === 0
      ? { rows: [], total: 0 }
      : search && q.sort === undefined
        ? await relevancePage(reader, q, where, relevanceTiers(search))
        : await sortedPage(reader, q, where);
  return {
    products: toProductDtos(rows, index, 'list'),
    total,
    page: q.page,
    pages: Math.ceil(total / q.limit),
    limit: q.limit,
  };
}

const isVisible = (index: CategoryIndex, categoryId: string) => index.visibleIds.has(categoryId);

export async function findVisibleProductById(
  reader: CatalogueReader,
  id: string,
): Promise<ProductDto> {
  const [index, rows] = await Promise.all([
    categoryIndex(reader),
    findProductRowsByIds(reader, [id]),
  ]);
  const visible = rows.filter((r) => r.product.isActive && isVisible(index, r.product.categoryId));
  const [product] = toProductDtos(visible, index, 'single');
  if (!product) throw notFound('Product');
  return product;
}

/** The storefront-visible products among `ids` (any order); hidden or unknown ids are left out. */
export async function findVisibleProductsByIds(
  reader: CatalogueReader,
  ids: string[],
): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const [index, rows] = await Promise.all([
    categoryIndex(reader),
    findProductRowsByIds(reader, ids),
  ]);
  const visible = rows.filter((r) => r.product.isActive && isVisible(index, r.product.categoryId));
  return toProductDtos(visible, index, 'list');
}

/** Other products of the same category first, then of the same parent collection. */
export async function findRelatedProducts(
  reader: CatalogueReader,
  id: string,
): Promise<ProductDto[]> {
  const product = await findVisibleProductById(reader, id);
  const index = await categoryIndex(reader);
  const familyId = product.category.parentCategory?._id ?? product.category._id;
  const family = index.all
    .filter((c) => (c.id === familyId || c.parentId === familyId) && isVisible(index, c.id))
    .map((c) => c.id);
  const rows = await findProductRows(
    reader.db,
    and(eq(products.isActive, true), ne(products.id, id), inArray(products.categoryId, family))!,
    {
      orderBy: [
        desc(sql`${products.categoryId} = ${product.category._id}`),
        desc(products.sales),
        asc(products.id),
      ],
      limit: RELATED_PRODUCTS_LIMIT,
    },
  );
  return toProductDtos(rows, index, 'list');
}
