import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** The category tree: header menus, listing sidebar and heading share one cached query. */
export function useCategoryTree() {
  const trpc = useTRPC();
  return useQuery(trpc.catalog.categoryTree.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}

export const CATEGORIES_LOADING_TEXT = 'Loading categories...';
/** Spec §2 names the header's failure 'Error loading categories', §8 'Failed to fetch categories'. */
export const CATEGORIES_ERROR_TEXT = 'Error loading categories';
export const CATEGORIES_ERROR_DETAIL = 'Failed to fetch categories';
