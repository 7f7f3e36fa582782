import type { Db } from '../../db/client';

/**
 * Whether the shop offers engraving: true once at least one visible product offers it. Products
 * have no engraving setting yet, so nothing offers it; this is the one place that will read the
 * products' engraving setting when they have one, and the home page's check (workflows/homeOffers)
 * asks only here.
 */
export function shopOffersEngraving(_db: Db): Promise<boolean> {
  return Promise.resolve(false);
}
