import { productListInput } from './catalog';

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

/**
 * The listing query a URL stands for: trimmed, empty ones dropped, checked with the server's own
 * schema (a hand-edited page=0 is an error, not a doomed request). The page sends it, and the
 * server embeds the page's data under it, so both read the URL through this one function.
 */
export function listingQueryFromParams(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const key of listingParams) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  return productListInput.safeParse(raw);
}
