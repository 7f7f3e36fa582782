import { productListInput } from '../../shared/catalog';

/** The URL parameters the listing page reads (src/client/lib/listingParams.ts, kept in step by
 * tests/server/storefront-html.test.ts). `limit` is not one: the page always asks for its default. */
const listingParams = [
  'category',
  'parent',
  'search',
  'material',
  'filter',
  'tag',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;

/** The listing query a URL makes the page send: trimmed, empty ones dropped, parsed by its schema. */
export function listingInputFromUrl(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const key of listingParams) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  return productListInput.safeParse(raw);
}
