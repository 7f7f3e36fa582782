import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/constants';
import type { ProductListQuery } from '../../../shared/catalog';
import { toPence } from '../../../shared/money';
import { slugify } from '../../../shared/slugify';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { categories, products } from '../../db/schema';
import { notFound } from '../../errors';
import { toProductDto, type ProductDto } from './productDto';

export const parentCategories = alias(categories, 'parent_category');

/** Images as `[{url, public_id}]` in position order, aggregated in the same query. */
const imagesColumn = sql<{ url: string; public_id: string }[]>`coalesce((
  select json_agg(json_build_object('url', pi.url, 'public_id', pi.public_id) order by pi.position)
  from product_images pi where pi.product_id = ${products.id}), '[]'::json)`;

const productColumns = {
  product: products,
  category: {
    id: categories.id,
    name: categories.name,
    slug: categories.slug,
  },
  parent: {
    id: parentCategories.id,
    name: parentCategories.name,
    slug: parentCategories.slug,
  },
  images: imagesColumn,
};

/** Products with their category, its parent, and the number of rows the filter matches. */
export function selectProducts(db: Db) {
  return db
    .select({ ...productColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId));
}

/** What a shopper may see: the product, its category and the category's parent are all active. */
const visibleOnStorefront = and(
  eq(products.isActive, true),
  eq(categories.isActive, true),
  or(sql`${parentCategories.id} is null`, eq(parentCategories.isActive, true)),
);

/** A category named by id, slug or name matches itself and, for a parent, its children. */
function inCategory(ref: string): SQL {
  const matches = (table: typeof categories | typeof parentCategories) =>
    or(
      eq(table.id, ref),
      eq(table.slug, slugify(ref)),
      sql`lower(${table.name}) = ${ref.toLowerCase()}`,
    );
  return or(matches(categories), matches(parentCategories))!;
}

function listingConditions(q: ProductListQuery): SQL {
  const conditions: (SQL | undefined)[] = [visibleOnStorefront];
  if (q.category) conditions.push(inCategory(q.category));
  if (q.parent) conditions.push(inCategory(q.parent));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.description, pattern),
        ilike(products.brand, pattern),
        sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  if (q.minPrice !== undefined) conditions.push(gte(products.pricePence, toPence(q.minPrice)));
  if (q.maxPrice !== undefined) conditions.push(lte(products.pricePence, toPence(q.maxPrice)));
  if (q.material) conditions.push(eq(products.material, q.material));
  if (q.filter === 'featured') conditions.push(eq(products.isFeatured, true));
  if (q.filter === 'new') conditions.push(eq(products.isNewArrival, true));
  if (q.filter === 'sale') conditions.push(eq(products.isOnSale, true));
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

function listingOrder(q: ProductListQuery): SQL[] {
  const [field, defaultDirection] =
    q.sort in namedSorts
      ? namedSorts[q.sort as keyof typeof namedSorts]
      : [
          q.sort as keyof typeof sortColumns,
          q.sort === 'name' || q.sort === 'price' ? 'asc' : 'desc',
        ];
  const direction = q.order ?? defaultDirection;
  const column = sortColumns[field];
  // The id breaks ties so pages never repeat or skip a product.
  return [direction === 'asc' ? asc(column) : desc(column), asc(products.id)];
}

export interface ProductPage {
  products: ProductDto[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** One query returns the page and, through a window count, the number of matches. */
export async function findProductsForListing(db: Db, q: ProductListQuery): Promise<ProductPage> {
  const where = listingConditions(q);
  const rows = await selectProducts(db)
    .where(where)
    .orderBy(...listingOrder(q))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  // Past the last page the window has no row to ride on, so only then count separately.
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countProducts(db, where));
  return {
    products: rows.map(toProductDto),
    total,
    page: q.page,
    pages: Math.ceil(total / q.limit),
    limit: q.limit,
  };
}

async function countProducts(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(where);
  return row?.total ?? 0;
}

export async function findVisibleProductById(db: Db, id: string): Promise<ProductDto> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), visibleOnStorefront));
  if (!row) throw notFound('Product');
  return toProductDto(row);
}

/** The storefront-visible products among `ids` (any order); hidden or unknown ids are left out. */
export async function findVisibleProductsByIds(db: Db, ids: string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(and(inArray(products.id, ids), visibleOnStorefront));
  return rows.map(toProductDto);
}

/** Other products of the same category first, then of the same parent collection. */
export async function findRelatedProducts(db: Db, id: string): Promise<ProductDto[]> {
  const product = await findVisibleProductById(db, id);
  const familyId = product.category.parentCategory?._id ?? product.category._id;
  const rows = await selectProducts(db)
    .where(
      and(
        visibleOnStorefront,
        ne(products.id, id),
        or(eq(categories.id, familyId), eq(categories.parentId, familyId)),
      ),
    )
    .orderBy(
      desc(sql`${categories.id} = ${product.category._id}`),
      desc(products.sales),
      asc(products.id),
    )
    .limit(RELATED_PRODUCTS_LIMIT);
  return rows.map(toProductDto);
}
