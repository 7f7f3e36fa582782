/**
 * Link targets used across the storefront. Kept free of heavier imports (the listing's zod
 * schema) because the home page's first download includes this module.
 */

/** The listing of one category, named by id or name (the server matches either). */
export const categoryHref = (ref: string) => `/products?category=${encodeURIComponent(ref)}`;

/** A `tel:` address keeps only what a dialler reads: digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Directions to an address in the maps service whose embed the shop pages use. */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
