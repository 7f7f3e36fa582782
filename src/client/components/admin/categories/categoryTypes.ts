import type { RouterOutputs } from '../../../lib/trpc';

export type AdminCategory = RouterOutputs['admin']['categories']['list'][number];

export const statusFilters = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
] as const;
export type StatusFilter = (typeof statusFilters)[number]['id'];

export const matchesStatus = (category: { isActive: boolean }, filter: StatusFilter) =>
  filter === 'all' || category.isActive === (filter === 'active');

/**
 * The parents a category may be given (spec §5): top-level categories other than itself. A
 * category with children of its own stays at the top level, so it is offered none.
 */
export function parentChoices(categories: AdminCategory[], editingId: string | undefined) {
  return categories.filter((c) => !c.parentCategory && c._id !== editingId);
}

export const hasChildren = (categories: AdminCategory[], id: string) =>
  categories.some((c) => c.parentCategory?._id === id);
