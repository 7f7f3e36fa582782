/**
 * What a home slide's offer label promises that the shop must really give (issue 30): engraving,
 * free delivery or a discount. The words are read as a shopper reads them; the server checks each
 * claim against the shop before the label is saved.
 */
export type OfferClaim = 'engraving' | 'freeDelivery' | 'discount';

const claimPatterns: Record<OfferClaim, RegExp[]> = {
  engraving: [/\bengrav/i],
  freeDelivery: [
    // "Free delivery", "Free UK delivery", "Free next-day shipping", "Free P&P"…
    /\bfree\s+(?:[\w-]+\s+){0,2}(?:delivery|shipping|postage|p\s*&\s*p)\b/i,
    // …and "Delivery free", "shipping is free", "delivered free".
    /\b(?:delivery|shipping|postage|delivered|shipped|posted)\s+(?:is\s+)?free\b/i,
  ],
  discount: [
    /\d\s*%\s*off\b/i,
    /£\s*\d[\d,.]*\s*off\b/i,
    /\b(?:discount|discounted|voucher|coupon|promo(?:tion)?\s+code)\b/i,
    /\b(?:money|cash)\s+off\b/i,
  ],
};

/** How a claim is named in the owner's error message. */
export const offerClaimNames: Record<OfferClaim, string> = {
  engraving: 'engraving',
  freeDelivery: 'free delivery',
  discount: 'a discount',
};

/** The claims an offer label makes, in a fixed order. */
export function offerClaims(text: string): OfferClaim[] {
  return (Object.keys(claimPatterns) as OfferClaim[]).filter((claim) =>
    claimPatterns[claim].some((pattern) => pattern.test(text)),
  );
}

/** What the shop gives now, as the server finds it. */
export type ShopOffers = Record<OfferClaim, boolean>;
