import { PRODUCTS_PAGE_SIZE } from './constants';
import { productListInput, type ProductListQuery } from './listingInput';

/** Parameters that narrow the listing; `sort` and `page` only order and slice it. */
export const filterParams = [
  'category',
  'parent',
  'search',
  'material',
  'stone',
  'size',
  'filter',
  'tag',
  'minPrice',
  'maxPrice',
] as const;
export type FilterParam = (typeof filterParams)[number];

/** Every parameter the listing page reads. `limit` is not one: the page asks for its default. */
const listingParams = [...filterParams, 'sort', 'page'] as const;

/** The listing query an address stands for, or that it asks for something the server refuses. */
export type ListingUrlQuery =
  { success: true; data: ProductListQuery } | { success: false; data?: undefined };

/**
 * The listing query a URL stands for: trimmed, empty ones dropped, read with the API's own
 * `productListInput` (a hand-edited page=0 is an error, not a doomed request). The page sends it,
 * and the server embeds the page's data under it, so both read the URL through this one function.
 */
export function listingQueryFromParams(params: URLSearchParams): ListingUrlQuery {
  const raw: Record<string, string | number> = { limit: PRODUCTS_PAGE_SIZE };
  for (const key of listingParams) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const listing = productListInput.safeParse(raw);
  return listing.success ? { success: true, data: listing.data } : { success: false };
}

/** What a link on the home page may ask of the listing: its filters and its order. */
const linkParams = new Set<string>([...filterParams, 'sort']);

/**
 * The listing an in-shop link opens, read exactly as the products page reads its address; null
 * when the link is not /products with parameters that page understands.
 */
export function listingOfLink(link: string): ProductListQuery | null {
  const queryAt = link.indexOf('?');
  const path = queryAt < 0 ? link : link.slice(0, queryAt);
  if (path !== '/products' || link.includes('#')) return null;
  const params = new URLSearchParams(queryAt < 0 ? '' : link.slice(queryAt + 1));
  if ([...params.keys()].some((key) => !linkParams.has(key))) return null;
  const listing = listingQueryFromParams(params);
  return listing.success ? listing.data : null;
}

/** A listing's filters alone, which the facets' counts depend on (not its order or page). */
export function facetQueryOf(query: ProductListQuery): ProductListQuery {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  return { ...filters, page: 1, limit: PRODUCTS_PAGE_SIZE };
}
