/**
 * PayPal's Pay Later (Pay in 3 in the UK) as this shop may show it. The words a shopper reads are
 * PayPal's own message component's (the lender's required wording); the shop only decides where
 * it may appear: in PayPal mode, selling in pounds, for an amount inside PayPal's UK range.
 */

/** PayPal's UK Pay in 3 range, in pounds: outside it PayPal offers no instalments. */
export const PAY_IN_3_MIN = 30;
export const PAY_IN_3_MAX = 2000;

/** What the browser needs to ask PayPal for its messages; null: no Pay Later in this shop. */
export interface PayLaterOffer {
  clientId: string;
  currency: 'GBP';
}

/** Test mode (no PayPal client id) and any currency but pounds offer no Pay Later. */
export function payLaterOfferFor(config: {
  provider: string;
  clientId: string | null;
  currency: string;
}): PayLaterOffer | null {
  if (config.provider !== 'paypal' || !config.clientId || config.currency !== 'GBP') return null;
  return { clientId: config.clientId, currency: 'GBP' };
}

/** An amount (pounds) PayPal's Pay in 3 covers, bounds included. */
export const payInThreeCovers = (amount: number) =>
  Number.isFinite(amount) && amount >= PAY_IN_3_MIN && amount <= PAY_IN_3_MAX;

/** Where PayPal's message is shown, in its own placement names. */
export type PayLaterPlacement = 'product' | 'cart' | 'payment';
