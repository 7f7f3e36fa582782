import { filterParams, type FilterParam } from '../../shared/listingUrl';
import { slugify } from '../../shared/slugify';
import type { CategoryNode } from './trpc';

export { filterParams, listingQueryFromParams, type FilterParam } from '../../shared/listingUrl';

/** The URL is the listing's only filter state: these helpers read and rewrite it. */

export const listingSortOptions = [
  { value: 'latest', label: 'Latest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'popularity', label: 'Popularity' },
] as const;
export type ListingSort = (typeof listingSortOptions)[number]['value'];

export function readParam(params: URLSearchParams, key: FilterParam | 'sort' | 'page') {
  return params.get(key)?.trim() || undefined;
}

export const hasActiveFilters = (params: URLSearchParams) =>
  filterParams.some((key) => readParam(params, key) !== undefined);

/** How many filters are on, the price range counting once however many bounds it has. */
export const activeFilterCount = (params: URLSearchParams) =>
  filterParams.filter(
    (key) => readParam(params, key) && !(key === 'maxPrice' && readParam(params, 'minPrice')),
  ).length;

/**
 * A copy of `params` with `changes` applied (null or '' removes a key). Any filter change
 * starts again at page 1, so `page` is dropped unless it is itself the change.
 */
export function withParams(
  params: URLSearchParams,
  changes: Partial<Record<FilterParam | 'sort' | 'page', string | null>>,
) {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (next.get('page') === '1') next.delete('page');
  return next;
}

export const isListingSort = (value: string | undefined): value is ListingSort =>
  listingSortOptions.some((option) => option.value === value);

/** Every filter removed; a valid sort order is kept because it is not a filter. */
export function withoutFilters(params: URLSearchParams) {
  const next = new URLSearchParams();
  const sort = readParam(params, 'sort');
  if (isListingSort(sort) && sort !== 'latest') next.set('sort', sort);
  return next;
}

export interface CategoryMatch {
  category: CategoryNode | CategoryNode['children'][number];
  /** The parent collection whose children the sidebar expands. */
  collection: CategoryNode;
}

const refersTo = (c: { _id: string; name: string; slug: string }, ref: string) =>
  c._id === ref || c.slug === slugify(ref) || c.name.toLowerCase() === ref.toLowerCase();

/** A category named in the URL by id, slug or name, as the server matches it. */
export function findCategory(tree: CategoryNode[], ref: string): CategoryMatch | undefined {
  const collection = tree.find((parent) => refersTo(parent, ref));
  if (collection) return { category: collection, collection };
  for (const parent of tree) {
    const child = parent.children.find((c) => refersTo(c, ref));
    if (child) return { category: child, collection: parent };
  }
  return undefined;
}

/** 'white-gold' → 'White Gold'; also for names typed into a URL such as 'rings'. */
export const titleCase = (value: string) =>
  value.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export const filterLabels: Record<string, string> = {
  featured: 'Featured',
  new: 'New Arrivals',
  sale: 'On Sale',
};

const looksLikeId = (value: string) => /^[0-9a-f]{24}$/.test(value);

/** A category reference as words: its name once the tree is known, else the URL's own wording. */
export function categoryLabel(tree: CategoryNode[] | undefined, ref: string) {
  const match = tree && findCategory(tree, ref);
  if (match) return match.category.name;
  return looksLikeId(ref) ? 'Collection' : titleCase(ref);
}

/** The page's heading: the most specific thing the shopper asked for. */
export function listingHeading(params: URLSearchParams, tree: CategoryNode[] | undefined) {
  const search = readParam(params, 'search');
  if (search) return `Search results for "${search}"`;
  const category = readParam(params, 'category') ?? readParam(params, 'parent');
  if (category) return categoryLabel(tree, category);
  const material = readParam(params, 'material');
  if (material) return `${titleCase(material)} Jewellery`;
  const filter = readParam(params, 'filter');
  if (filter) return filterLabels[filter] ?? 'All Jewellery';
  const tag = readParam(params, 'tag');
  if (tag) return titleCase(tag);
  return 'All Jewellery';
}
