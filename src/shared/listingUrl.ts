import {
  CATEGORY_REF_MAX_LENGTH,
  productFilters,
  productSorts,
  SEARCH_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from './catalogTerms';
import type { ProductListQuery } from './catalog';
import { materials, PRODUCTS_PAGE_SIZE } from './constants';
import { numberFromText } from './numberText';

/** Parameters that narrow the listing; `sort` and `page` only order and slice it. */
export const filterParams = [
  'category',
  'parent',
  'search',
  'material',
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

const oneOf = <T extends string>(list: readonly T[], value: string | undefined) =>
  value === undefined || (list as readonly string[]).includes(value);
const atMost = (length: number, value: string | undefined) =>
  value === undefined || value.length <= length;
/** A number as the API's schema reads it (digits only), or undefined if absent. */
const number = (value: string | undefined) =>
  value === undefined ? undefined : numberFromText(value);
const validNumber = (n: number | undefined, valid: (n: number) => boolean) =>
  n === undefined || (Number.isFinite(n) && valid(n));

/**
 * The listing query a URL stands for: trimmed, empty ones dropped, held to the rules of the API's
 * `productListInput` schema (a hand-edited page=0 is an error, not a doomed request; a test keeps
 * the two in step). The page sends it, and the server embeds the page's data under it, so both
 * read the URL through this one function. Plain code rather than the schema, so the listing page
 * does not download zod.
 */
export function listingQueryFromParams(params: URLSearchParams): ListingUrlQuery {
  const raw: Partial<Record<(typeof listingParams)[number], string>> = {};
  for (const key of listingParams) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const minPrice = number(raw.minPrice);
  const maxPrice = number(raw.maxPrice);
  const page = number(raw.page) ?? 1;
  const valid =
    atMost(CATEGORY_REF_MAX_LENGTH, raw.category) &&
    atMost(CATEGORY_REF_MAX_LENGTH, raw.parent) &&
    atMost(SEARCH_MAX_LENGTH, raw.search) &&
    atMost(TAG_MAX_LENGTH, raw.tag) &&
    oneOf(productSorts, raw.sort) &&
    oneOf(materials, raw.material) &&
    oneOf(productFilters, raw.filter) &&
    validNumber(minPrice, (n) => n >= 0) &&
    validNumber(maxPrice, (n) => n >= 0) &&
    validNumber(page, (n) => Number.isSafeInteger(n) && n >= 1) &&
    (minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice);
  if (!valid) return { success: false };
  const query = { ...raw, minPrice, maxPrice, page, limit: PRODUCTS_PAGE_SIZE };
  // Absent parameters are left out, as the schema leaves them out.
  const data = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return { success: true, data: data as ProductListQuery };
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
