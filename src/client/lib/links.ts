/**
 * Links into the storefront, shared by header, cards and product pages. Kept free of heavier
 * imports (the listing's zod schema) because the home page's first download includes it.
 */

/** The listing of one category, named by id or name (the server matches either). */
export const categoryHref = (ref: string) => `/products?category=${encodeURIComponent(ref)}`;
