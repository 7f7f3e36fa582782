import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { showsProducts, type CatalogueReader } from './catalogueCache';
import type { CategoryIndex } from './categoryIndex';
import {
  toProductDto,
  type ProductDto,
  type ProductFields,
  type ProductImage,
  type VariantRow,
} from './productDto';

/** The product's own columns, without the search columns derived from them. */
export const {
  searchTitle: _searchTitle,
  searchText: _searchText,
  ...productFields
} = getTableColumns(products);

/**
 * Images as `[{url, public_id, alt}]` in position order. In the select list of the outer query, so
 * it runs for the rows returned, never for rows a page skips. The product's id is written out
 * with its table: Drizzle leaves single-table columns unqualified, and a bare "id" here would be
 * the picture's own.
 */
export const imagesColumn = sql<ProductImage[]>`coalesce((
  select json_agg(
    json_build_object('url', pi.url, 'public_id', pi.public_id, 'alt', pi.alt) order by pi.position)
  from product_images pi where pi.product_id = products.id), '[]'::json)`.mapWith(
  parsedJson<ProductImage[]>,
);

/**
 * The variants of a product kept in stock per option, in the owner's order, as one JSON column
 * like the pictures; the others have none, and their rows skip the sub-select.
 */
export const variantsColumn = sql<VariantRow[]>`case when products.stock_per_option then coalesce((
  select json_agg(json_build_object('choice', v.choice, 'countInStock', v.count_in_stock,
    'priceDifferencePence', v.price_difference_pence, 'madeToOrderDays', v.made_to_order_days)
    order by v.position)
  from product_variants v where v.product_id = products.id), '[]'::json) else '[]'::json end`.mapWith(
  parsedJson<VariantRow[]>,
);

/** node-postgres parses JSON itself; the embedded database's thread hands it over as text. */
function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export interface ProductRow {
  product: ProductFields;
  images: ProductImage[];
  variants: VariantRow[];
}

/**
 * Products with their pictures, one query: the product's columns as the schema declares them
 * (mapped by Drizzle), the pictures as one JSON column. Noted as shown by the cached entry being
 * computed, if any (a sale of one of them forgets it).
 */
export async function findProductRows(
  db: Db,
  where: SQL,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<ProductRow[]> {
  const query = db
    .select({ product: productFields, images: imagesColumn, variants: variantsColumn })
    .from(products)
    .where(where)
    .orderBy(...(options.orderBy ?? []));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  showsProducts(rows.map((row) => row.product.id));
  return rows;
}

/**
 * Products by id, in the order of `ids` (unknown ids left out), from the catalogue cache where it
 * holds them: a listing finds its page's ids with one indexed query, and the rows themselves
 * change only when the catalogue does. Noted as shown by the cached entry being computed, if any.
 */
export async function findProductRowsByIds(
  { db, catalogue }: CatalogueReader,
  ids: string[],
): Promise<ProductRow[]> {
  showsProducts(ids);
  const version = catalogue.version();
  const held = new Map<string, ProductRow>();
  for (const id of ids) {
    const row = catalogue.productRows.get(id);
    if (row) held.set(id, row);
  }
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length > 0) {
    for (const row of await findProductRows(db, inArray(products.id, missing))) {
      held.set(row.product.id, row);
      // A row read while a write committed may be stale: used now, kept only if not.
      catalogue.productRows.set(row.product.id, row, version);
    }
  }
  return ids.flatMap((id) => held.get(id) ?? []);
}

/** The documented products, their categories named from the index (rows of unknown ones dropped). */
export function toProductDtos(
  rows: ProductRow[],
  index: CategoryIndex,
  view: 'list' | 'single',
): ProductDto[] {
  return rows.flatMap(({ product, images, variants }) => {
    const category = index.byId.get(product.categoryId);
    if (!category) return [];
    const parent = category.parentId ? (index.byId.get(category.parentId) ?? null) : null;
    return [toProductDto(product, images, variants, category, parent, view)];
  });
}
