import type { ProductListQuery } from './listingInput';
import { listingOfLink } from './listingUrl';

/**
 * What a home page link opens: a listing (whose prices and sales the home page works out) or one
 * product's page. Links are stored as the shop's own paths, never with a host, so none can lead
 * off the site (decision 043).
 */
export type HomeLink =
  { kind: 'listing'; listing: ProductListQuery } | { kind: 'product'; productId: string };

const productPage = /^\/product\/([0-9a-f]{24})$/;

export const HOME_LINK_MESSAGE =
  'Link must be a page of this shop: a listing such as /products?category=rings&material=platinum or a product page such as /product/…';

/** The page a link opens; null when it is not a listing or a product page of this shop. */
export function homeLinkOf(link: string): HomeLink | null {
  const product = productPage.exec(link);
  if (product?.[1]) return { kind: 'product', productId: product[1] };
  const listing = listingOfLink(link);
  return listing ? { kind: 'listing', listing } : null;
}

export const productPageLink = (productId: string) => `/product/${productId}`;
export const categoryListingLink = (slug: string) =>
  `/products?${new URLSearchParams({ category: slug }).toString()}`;

/**
 * A link as the owner typed or pasted it, as the path it is stored as: a full address of the shop
 * itself (`shopOrigin`) loses its origin. Anything else is left as typed, to be refused.
 */
export function shopPathOf(text: string, shopOrigin: string): string {
  const typed = text.trim();
  if (!/^https?:\/\//i.test(typed) || !URL.canParse(typed)) return typed;
  const url = new URL(typed);
  if (url.origin !== new URL(shopOrigin).origin) return typed;
  return `${url.pathname}${url.search}${url.hash}`;
}
