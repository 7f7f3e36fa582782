import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { CategoryIndex } from './categoryIndex';
import { toProductDto, type ProductDto, type ProductFields, type ProductImage } from './productDto';

/** The product's own columns, without the search columns derived from them. */
export const {
  searchTitle: _searchTitle,
  searchText: _searchText,
  ...productFields
} = getTableColumns(products);

/**
 * Images as `[{url, public_id}]` in position order. In the select list of the outer query, so
 * it runs for the rows returned, never for rows a page skips. The product's id is written out
 * with its table: Drizzle leaves single-table columns unqualified, and a bare "id" here would be
 * the picture's own.
 */
export const imagesColumn = sql<ProductImage[]>`coalesce((
  select json_agg(json_build_object('url', pi.url, 'public_id', pi.public_id) order by pi.position)
  from product_images pi where pi.product_id = products.id), '[]'::json)`;

export interface ProductRow {
  product: ProductFields;
  images: ProductImage[];
}

/** Products with their pictures; the caller adds the conditions. */
export function selectProductRows(db: Db) {
  return db.select({ product: productFields, images: imagesColumn }).from(products);
}

/** The documented products, their categories named from the index (rows of unknown ones dropped). */
export function toProductDtos(
  rows: ProductRow[],
  index: CategoryIndex,
  view: 'list' | 'single',
): ProductDto[] {
  return rows.flatMap(({ product, images }) => {
    const category = index.byId.get(product.categoryId);
    if (!category) return [];
    const parent = category.parentId ? (index.byId.get(category.parentId) ?? null) : null;
    return [toProductDto(product, images, category, parent, view)];
  });
}
