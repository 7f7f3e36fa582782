/** The listing of everything matching a search, as the header's field and "Did you mean" lead. */
export const searchHref = (search: string) =>
  `/products?search=${encodeURIComponent(search.trim())}`;
