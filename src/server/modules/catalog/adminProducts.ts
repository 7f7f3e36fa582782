import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminProductListInput, AdminProductListQuery } from '../../../shared/admin';
import { adminProductListInput } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { categories, products } from '../../db/schema';
import { notFound } from '../../errors';
import { toProductDto } from './productDto';
import { imagesColumn, productFields, variantsColumn, type ProductRow } from './productRows';

const parentCategories = alias(categories, 'parent_category');

const categoryColumns = { id: categories.id, name: categories.name, slug: categories.slug };
const parentColumns = {
  id: parentCategories.id,
  name: parentCategories.name,
  slug: parentCategories.slug,
};

/**
 * Every product, active or not, with its category and that category's parent joined in: the
 * administrator's views read the database as it is, never the storefront's cache.
 */
function selectProductsForAdmin(db: Db) {
  return db
    .select({
      product: productFields,
      images: imagesColumn,
      variants: variantsColumn,
      category: categoryColumns,
      parent: parentColumns,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId));
}

type AdminRow = ProductRow & {
  category: { id: string; name: string; slug: string };
  parent: { id: string | null; name: string | null; slug: string | null } | null;
};

/** The product as the admin sees it: spec §7's shape and the owner's own settings. */
const toAdminDto = ({ product, images, variants, category, parent }: AdminRow) => ({
  ...toProductDto(
    product,
    images,
    variants,
    category,
    parent?.id ? { id: parent.id, name: parent.name!, slug: parent.slug! } : null,
    'single',
  ),
  /** Null: the shop's threshold. */
  lowStockThreshold: product.lowStockThreshold,
});

/** The list's search, collection and category filters. */
function filterConditions(q: Pick<AdminProductListQuery, 'search' | 'parent' | 'category'>) {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.brand, pattern)));
  }
  if (q.category) conditions.push(eq(categories.id, q.category));
  if (q.parent) conditions.push(or(eq(categories.id, q.parent), eq(categories.parentId, q.parent)));
  return conditions;
}

const sortColumns = {
  createdAt: products.createdAt,
  name: products.name,
  price: products.pricePence,
  countInStock: products.countInStock,
} as const;

/**
 * The admin's product grid: every product, active or not, filtered by search, collection and
 * category, one page at a time. One query: the page, its categories and images, and the count.
 */
export async function findProductsForAdmin(db: Db, input: AdminProductListInput) {
  const q = adminProductListInput.parse(input);
  const conditions = filterConditions(q);
  const column = sortColumns[q.sort];
  const rows = await selectProductsForAdmin(db)
    .where(and(...conditions))
    .orderBy(q.order === 'asc' ? asc(column) : desc(column), asc(products.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  // Past the last page the window count has no row to ride on.
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countProducts(db, and(...conditions)));
  return {
    products: rows.map(toAdminDto),
    total,
    page: q.page,
    pages: Math.ceil(total / q.limit),
    limit: q.limit,
  };
}

async function countProducts(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The products (as the edit form has them) that match `where` (on the products' own columns),
 * locked first for the caller's writes if asked (the read's window count cannot take the lock).
 */
export async function findProductsForAdminWhere(db: Db, where: SQL | undefined, lock = false) {
  if (lock) await db.select({ id: products.id }).from(products).where(where).for('update');
  return (await selectProductsForAdmin(db).where(where)).map(toAdminDto);
}

/** The list's filtered products for the CSV, a batch at a time in id order (keyset paging). */
export async function* productsForExport(
  db: Db,
  filters: Pick<AdminProductListQuery, 'search' | 'parent' | 'category'>,
  batchSize = 500,
) {
  let after = '';
  for (;;) {
    const rows = await selectProductsForAdmin(db)
      .where(and(...filterConditions(filters), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toAdminDto);
    after = rows.at(-1)!.product.id;
    if (rows.length < batchSize) return;
  }
}

/** The most options (with values) any product has: how many option columns an export needs. */
export async function mostOptionsOfAnyProduct(db: Db) {
  const [row] = await db
    .select({
      most: sql<number>`coalesce(max((select count(*) from jsonb_each(${products.variations}) o
        where jsonb_array_length(o.value) > 0)), 0)`.mapWith(Number),
    })
    .from(products);
  return row?.most ?? 0;
}

/** One product for the edit form, whether or not shoppers can see it. */
export async function findProductForAdmin(db: Db, id: string) {
  const [row] = await selectProductsForAdmin(db).where(eq(products.id, id));
  if (!row) throw notFound('Product');
  return toAdminDto(row);
}
