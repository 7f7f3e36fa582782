import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from '../../../shared/zod';
import type { categoryInput } from '../../../shared/admin';
import { slugify } from '../../../shared/slugify';
import type { Db, PooledDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, products } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { toCategoryDto } from './categoryService';

type CategoryFields = z.output<typeof categoryInput>;

const parents = alias(categories, 'parent');

/** Every category, active or not, parents first, for the admin's table and forms. */
export async function findAllCategories(db: Db) {
  const rows = await db
    .select({
      category: categories,
      parent: { id: parents.id, name: parents.name, slug: parents.slug },
      // A collection holds its children's products as well as any filed under it directly.
      productCount: sql<number>`(select count(*) from products p
        where p.category_id = ${categories.id}
          or p.category_id in (select c.id from categories c where c.parent_id = ${categories.id}))`.mapWith(
        Number,
      ),
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.name));
  return rows.map((r) => ({
    ...toCategoryDto(r.category, r.parent),
    productCount: r.productCount,
  }));
}

/** One category with its children, for the admin's view panel. */
export async function findCategoryForAdmin(db: Db, id: string) {
  const all = await findAllCategories(db);
  const category = all.find((c) => c._id === id);
  if (!category) throw notFound('Category');
  return { ...category, children: all.filter((c) => c.parentCategory?._id === id) };
}

/**
 * Two levels only: a parent must be a top-level category other than the category itself, and a
 * category that has children of its own cannot move under another.
 */
async function assertParentAllowed(db: Db, id: string | null, parentId: string | null) {
  if (!parentId) return;
  if (parentId === id) throw new DomainError('BAD_REQUEST', 'A category cannot be its own parent.');
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) throw new DomainError('BAD_REQUEST', 'Parent category not found');
  if (parent.parentId) {
    throw new DomainError('BAD_REQUEST', 'Only a top-level category can be a parent.');
  }
  if (id) {
    const [children] = await db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    if (children && children.n > 0) {
      throw new DomainError(
        'BAD_REQUEST',
        'A category with categories of its own cannot move under another category.',
      );
    }
  }
}

function columnsOf(fields: CategoryFields) {
  const slug = slugify(fields.name);
  if (!slug) throw new DomainError('BAD_REQUEST', 'Name must contain letters or digits');
  return {
    name: fields.name,
    slug,
    description: fields.description,
    parentId: fields.parentCategory,
    isActive: fields.isActive,
  };
}

const nameTaken = () => new DomainError('CONFLICT', 'A category with this name already exists.');

/** Creates a category (id null) or updates one; the slug follows the name (spec §5). */
export async function saveCategory(db: Db, id: string | null, fields: CategoryFields) {
  await assertParentAllowed(db, id, fields.parentCategory);
  const columns = columnsOf(fields);
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, columns.slug), id ? ne(categories.id, id) : undefined));
  if (clash) throw nameTaken();
  try {
    const [row] = id
      ? await db
          .update(categories)
          .set(columns)
          .where(eq(categories.id, id))
          .returning({ id: categories.id })
      : await db.insert(categories).values(columns).returning({ id: categories.id });
    if (!row) throw notFound('Category');
    return findCategoryForAdmin(db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Refused while categories or products still sit under it, so nothing is orphaned. */
export async function deleteCategory(db: PooledDb, id: string) {
  const [[children], [items]] = await Promise.all([
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    db.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
  ]);
  if (children && children.n > 0) {
    throw new DomainError(
      'CONFLICT',
      `This category still has ${children.n} ${children.n === 1 ? 'category' : 'categories'} under it. Move or delete them first.`,
    );
  }
  if (items && items.n > 0) {
    throw new DomainError(
      'CONFLICT',
      `This category still has ${items.n} ${items.n === 1 ? 'product' : 'products'}. Move or delete them first.`,
    );
  }
  const [row] = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!row) throw notFound('Category');
  return { message: 'Category deleted successfully', _id: row.id };
}
