/** A product counts as a new arrival for this many days after it was listed. */
export const NEW_ARRIVAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BadgeFacts {
  price: number;
  oldPrice: number | null;
  isOnSale: boolean;
  isNewArrival: boolean;
  createdAt: string;
}

/**
 * Which badges a card may show. NEW: flagged as a new arrival and listed within the last
 * NEW_ARRIVAL_DAYS, so a flag nobody cleared does not keep a piece "new" for ever. SALE: flagged
 * and with a real, higher old price to show struck through.
 */
export function productBadges(product: BadgeFacts, now: Date = new Date()) {
  const listedAt = Date.parse(product.createdAt);
  const age = now.getTime() - listedAt;
  return {
    isNew: product.isNewArrival && Number.isFinite(listedAt) && age < NEW_ARRIVAL_DAYS * DAY_MS,
    isSale: product.isOnSale && product.oldPrice !== null && product.oldPrice > product.price,
  };
}
