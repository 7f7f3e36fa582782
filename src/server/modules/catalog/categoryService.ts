import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CategoryListInput } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { notFound } from '../../errors';

const parents = alias(categories, 'parent');

type CategoryRow = typeof categories.$inferSelect;
type ParentRef = { id: string | null; name: string | null; slug: string | null } | null;

export function toCategoryDto(c: CategoryRow, parent: ParentRef) {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    parentCategory: parent?.id ? { _id: parent.id, name: parent.name!, slug: parent.slug! } : null,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type CategoryDto = ReturnType<typeof toCategoryDto>;
export type CategoryTreeNode = CategoryDto & { children: CategoryDto[] };

/** Active categories whose parent (if any) is active too, parents before children, by name. */
async function findVisibleCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await db
    .select({
      category: categories,
      parent: { id: parents.id, name: parents.name, slug: parents.slug },
    })
    .from(categories)
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(and(eq(categories.isActive, true), or(isNull(parents.id), eq(parents.isActive, true))))
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.name));
  return rows.map((r) => toCategoryDto(r.category, r.parent));
}

function buildCategoryTree(list: CategoryDto[]): CategoryTreeNode[] {
  return list
    .filter((c) => !c.parentCategory)
    .map((parent) => ({
      ...parent,
      children: list.filter((c) => c.parentCategory?._id === parent._id),
    }));
}

/** Parent categories, each with its children: the header's mega-menu and the sidebar. */
export async function findCategoryTree(db: Db): Promise<CategoryTreeNode[]> {
  return buildCategoryTree(await findVisibleCategories(db));
}

/** The storefront's category list: flat, parents only, one parent's children, or the tree. */
export async function findCategoriesForStorefront(
  db: Db,
  options: CategoryListInput,
): Promise<CategoryDto[] | CategoryTreeNode[]> {
  const list = await findVisibleCategories(db);
  if (options.structure) return buildCategoryTree(list);
  if (options.parentOnly) return list.filter((c) => !c.parentCategory);
  if (options.parent) return list.filter((c) => c.parentCategory?._id === options.parent);
  return list;
}

export async function findVisibleCategoryById(db: Db, id: string): Promise<CategoryTreeNode> {
  const list = await findVisibleCategories(db);
  const category = list.find((c) => c._id === id);
  if (!category) throw notFound('Category');
  return { ...category, children: list.filter((c) => c.parentCategory?._id === id) };
}
