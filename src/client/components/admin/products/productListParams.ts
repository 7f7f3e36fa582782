import { withParams } from '../../../lib/listingParams';

/** The admin product grid's filters live in the URL, so a reload or Back shows the same page. */

export const productSortOptions = [
  { value: 'createdAt', label: 'Date Added' },
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price' },
  { value: 'countInStock', label: 'Count in stock' },
] as const;
export type ProductSort = (typeof productSortOptions)[number]['value'];

export const sortOrderOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
] as const;

export interface ProductListQuery {
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  search?: string;
  parent?: string;
  category?: string;
}
export type ProductListParam = 'search' | 'parent' | 'category' | 'sort' | 'order' | 'page';

const isId = (value: string | null): value is string => !!value && /^[0-9a-f]{24}$/.test(value);

/** The query for the server; anything unreadable in a hand-edited URL is left out. */
export function readProductListQuery(params: URLSearchParams): ProductListQuery {
  const sort = productSortOptions.find((o) => o.value === params.get('sort'))?.value;
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  const parent = params.get('parent');
  const category = params.get('category');
  return {
    sort: sort ?? 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(search && { search: search.slice(0, 100) }),
    ...(isId(parent) && { parent }),
    ...(isId(category) && { category }),
  };
}

/** Filters that narrow the grid (sorting only orders it). */
export const activeFilterCount = (query: ProductListQuery) =>
  [query.search, query.parent, query.category].filter(Boolean).length;

/**
 * `params` with `changes` applied ('' or null removes a key, as do the defaults). Any change but
 * the page itself starts again at page 1 (the storefront listing's rule).
 */
export function withProductListChanges(
  params: URLSearchParams,
  { order, ...changes }: Partial<Record<ProductListParam, string | null>>,
): URLSearchParams {
  const next = withParams(params, changes);
  if (order !== undefined) {
    if (order && order !== 'desc') next.set('order', order);
    else next.delete('order');
  }
  if (next.get('sort') === 'createdAt') next.delete('sort');
  return next;
}
