import { asc, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/slugify';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { CatalogueReader } from './catalogueCache';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Every category (a shop has dozens), read once and kept until the catalogue changes, so a
 * listing resolves names, references and visibility without joining categories to products.
 */
export interface CategoryIndex {
  /** Parents first, then children, each by name (the database's collation). */
  all: CategoryRow[];
  byId: Map<string, CategoryRow>;
  /** Active categories whose parent, if any, is active too: a shopper sees their products. */
  visibleIds: Set<string>;
  /** No category is hidden: a listing needs no category condition at all. */
  everyCategoryVisible: boolean;
}

async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const all = await db
    .select()
    .from(categories)
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.name));
  const byId = new Map(all.map((c) => [c.id, c]));
  const visibleIds = new Set(
    all
      .filter((c) => c.isActive && (!c.parentId || byId.get(c.parentId)?.isActive))
      .map((c) => c.id),
  );
  return { all, byId, visibleIds, everyCategoryVisible: visibleIds.size === all.length };
}

export function categoryIndex({ db, catalogue }: CatalogueReader): Promise<CategoryIndex> {
  return catalogue.categoryIndex.remember('all', () => loadCategoryIndex(db));
}

/**
 * The visible categories a reference (id, slug or case-insensitive name) names: the category
 * itself and, for a parent, its children.
 */
export function visibleCategoriesNamed(index: CategoryIndex, ref: string): Set<string> {
  const slug = slugify(ref);
  const name = ref.toLowerCase();
  const named = (c: CategoryRow) =>
    c.id === ref || c.slug === slug || c.name.toLowerCase() === name;
  return new Set(
    index.all
      .filter((c) => index.visibleIds.has(c.id))
      .filter((c) => named(c) || (c.parentId !== null && named(index.byId.get(c.parentId)!)))
      .map((c) => c.id),
  );
}
