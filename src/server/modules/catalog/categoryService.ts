import type { CategoryListInput } from '../../../shared/catalog';
import { notFound } from '../../errors';
import type { CatalogueReader } from './catalogueCache';
import { categoryIndex, type CategoryRow } from './categoryIndex';

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
async function findVisibleCategories(reader: CatalogueReader): Promise<CategoryDto[]> {
  const index = await categoryIndex(reader);
  return index.all
    .filter((c) => index.visibleIds.has(c.id))
    .map((c) => toCategoryDto(c, c.parentId ? (index.byId.get(c.parentId) ?? null) : null));
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
export async function findCategoryTree(reader: CatalogueReader): Promise<CategoryTreeNode[]> {
  return buildCategoryTree(await findVisibleCategories(reader));
}

/** The storefront's category list: flat, parents only, one parent's children, or the tree. */
export async function findCategoriesForStorefront(
  reader: CatalogueReader,
  options: CategoryListInput,
): Promise<CategoryDto[] | CategoryTreeNode[]> {
  const list = await findVisibleCategories(reader);
  if (options.structure) return buildCategoryTree(list);
  if (options.parentOnly) return list.filter((c) => !c.parentCategory);
  if (options.parent) return list.filter((c) => c.parentCategory?._id === options.parent);
  return list;
}

export async function findVisibleCategoryById(
  reader: CatalogueReader,
  id: string,
): Promise<CategoryTreeNode> {
  const list = await findVisibleCategories(reader);
  const category = list.find((c) => c._id === id);
  if (!category) throw notFound('Category');
  return { ...category, children: list.filter((c) => c.parentCategory?._id === id) };
}
