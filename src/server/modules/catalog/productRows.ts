import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { products } from '../../db/schema';
import { catalogueCache } from './catalogueCache';
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

/** What PostgreSQL answers for a product row: its own column names and types. */
interface StoredProduct {
  id: string;
  name: string;
  description: string;
  price_pence: number;
  old_price_pence: number | null;
  brand: string;
  material: string | null;
  category_id: string;
  tags: string[];
  variations: Record<string, string[]>;
  count_in_stock: number;
  is_active: boolean;
  is_featured: boolean;
  is_on_sale: boolean;
  is_new_arrival: boolean;
  sales: number;
  average_rating: number;
  review_count: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  images: ProductImage[] | string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toProductRow(p: StoredProduct): ProductRow {
  return {
    product: {
      id: p.id,
      name: p.name,
      description: p.description,
      pricePence: p.price_pence,
      oldPricePence: p.old_price_pence,
      brand: p.brand,
      material: p.material,
      categoryId: p.category_id,
      tags: p.tags,
      variations: p.variations,
      countInStock: p.count_in_stock,
      isActive: p.is_active,
      isFeatured: p.is_featured,
      isOnSale: p.is_on_sale,
      isNewArrival: p.is_new_arrival,
      sales: p.sales,
      averageRating: p.average_rating,
      reviewCount: p.review_count,
      createdAt: asDate(p.created_at),
      updatedAt: asDate(p.updated_at),
    },
    images: typeof p.images === 'string' ? (JSON.parse(p.images) as ProductImage[]) : p.images,
  };
}

const storedColumns = sql.raw(
  `products.id, products.name, products.description, products.price_pence,
  products.old_price_pence, products.brand, products.material, products.category_id, products.tags,
  products.variations, products.count_in_stock, products.is_active, products.is_featured,
  products.is_on_sale, products.is_new_arrival, products.sales, products.average_rating,
  products.review_count, products.created_at, products.updated_at`,
);

/**
 * Products with their pictures, in one statement written out rather than built column by
 * column: this is the storefront's hottest query, and assembling and mapping it through the
 * query builder cost more CPU than the database spent running it.
 */
export async function findProductRows(
  db: Db,
  where: SQL,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<ProductRow[]> {
  const { orderBy, limit } = options;
  const rows = await queryRows<StoredProduct>(
    db,
    sql`select ${storedColumns}, ${imagesColumn} as images from ${products} where ${where}${
      orderBy ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``
    }${limit === undefined ? sql`` : sql` limit ${limit}`}`,
  );
  return rows.map(toProductRow);
}

/**
 * Products by id, in the order of `ids` (unknown ids left out), from the catalogue cache where it
 * holds them: a listing finds its page's ids with one indexed query, and the rows themselves
 * change only when the catalogue does.
 */
export function findProductRowsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return catalogueCache(db).rowsById(ids, async (missing) => {
    const rows = await findProductRows(db, inArray(products.id, missing));
    return new Map(rows.map((row) => [row.product.id, row]));
  });
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
