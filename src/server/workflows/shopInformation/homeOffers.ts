import type { z } from '../../../shared/zod';
import type { homePageInput } from '../../../shared/admin';
import type { HomePageSettings } from '../../../shared/homePage';
import {
  offerClaimNames,
  offerClaims,
  type OfferClaim,
  type ShopOffers,
} from '../../../shared/homeOffers';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { shopOffersEngraving } from '../../modules/catalog';
import { offersFreeDelivery } from '../../modules/delivery';
import { shopHasActivePromotion } from '../../modules/promotions';

/** What the shop gives now, each read where it is kept (one query after another: `db` may be a transaction). */
export async function findShopOffers(db: Db): Promise<ShopOffers> {
  const engraving = await shopOffersEngraving(db);
  const freeDelivery = await offersFreeDelivery(db);
  const discount = await shopHasActivePromotion(db);
  return { engraving, freeDelivery, discount };
}

/** Why the shop does not give it, in the owner's words. */
const missingBecause: Record<OfferClaim, string> = {
  engraving: 'no product offers engraving',
  freeDelivery: 'no active delivery method is free or free over an amount (Admin › Delivery)',
  discount: 'no promotion is active',
};

/**
 * Refuses a slide's offer label that names what the shop does not give (decision 022's honesty,
 * for the words). A label saved before and sent back unchanged is not asked again: a client's
 * GET, edit, PUT of other fields keeps working; only what the owner writes now is checked.
 */
export async function checkHomePageOffers(
  db: Db,
  homePage: z.output<typeof homePageInput>,
  saved: HomePageSettings,
) {
  const written = homePage.slides
    .map((slide, index) => ({ slide, index, claims: offerClaims(slide.offer) }))
    .filter(
      ({ slide, index, claims }) => claims.length > 0 && saved.slides[index]?.offer !== slide.offer,
    );
  if (written.length === 0) return;
  const offers = await findShopOffers(db);
  for (const { slide, index, claims } of written) {
    const missing = claims.find((claim) => !offers[claim]);
    if (missing) {
      throw new DomainError(
        'BAD_REQUEST',
        `Slide ${index + 1} ("${slide.title}"): the offer "${slide.offer}" promises ${offerClaimNames[missing]}, which the shop does not offer: ${missingBecause[missing]}. Change the offer label, or offer it first.`,
      );
    }
  }
}
