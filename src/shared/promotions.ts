import { formatGBP, toPounds } from './money';
import { formatDateTimeGB } from './londonTime';

/**
 * Discount codes and automatic offers (issue 30): the pure rules. The server prices an order with
 * them (modules/promotions); nothing here trusts a client's figure.
 */

export const promotionKinds = ['percent', 'amount', 'free-delivery'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export const promotionScopes = ['all', 'categories', 'products', 'materials'] as const;
export type PromotionScope = (typeof promotionScopes)[number];

/** A promotion as the rules read it (money in pence, `value`: percent or pence by kind). */
export interface PromotionRules {
  id: string;
  name: string;
  /** Upper case; null for an automatic offer. */
  code: string | null;
  kind: PromotionKind;
  value: number;
  scope: PromotionScope;
  /** Category ids, product ids or materials, by scope; empty for the whole shop. */
  scopeIds: string[];
  minSpendPence: number | null;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  excludeSale: boolean;
}

/** An order line as a promotion sees it: what it is, and what it costs (price × quantity). */
export interface PromotionLine {
  productId: string;
  /** The product's category and that category's parent: a collection includes its children. */
  categoryIds: string[];
  material: string | null;
  onSale: boolean;
  grossPence: number;
}

/** What a promotion takes off: per line (in the lines' order) and off delivery. */
export interface Discount {
  linesPence: number[];
  deliveryPence: number;
  totalPence: number;
}

/** How a code is kept and compared: case does not matter, spaces around it neither. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/** Whether a line counts towards the promotion: in its scope and, if asked, not on sale. */
export function lineQualifies(promo: PromotionRules, line: PromotionLine): boolean {
  if (promo.excludeSale && line.onSale) return false;
  switch (promo.scope) {
    case 'all':
      return true;
    case 'categories':
      return line.categoryIds.some((id) => promo.scopeIds.includes(id));
    case 'products':
      return promo.scopeIds.includes(line.productId);
    case 'materials':
      return line.material !== null && promo.scopeIds.includes(line.material);
  }
}

/** 'Code SPRING10' or the offer's name, as a shopper's message names it. */
const called = (promo: PromotionRules) =>
  promo.code ? `Discount code ${promo.code}` : `The offer "${promo.name}"`;

/** Why the promotion cannot be used on these lines at `at` (null: it can), counts aside. */
export function promotionProblem(
  promo: PromotionRules,
  lines: PromotionLine[],
  at: Date,
): string | null {
  if (at < promo.startsAt) {
    return `${called(promo)} starts on ${formatDateTimeGB(promo.startsAt)}.`;
  }
  if (promo.endsAt && at >= promo.endsAt) {
    return `${called(promo)} ended on ${formatDateTimeGB(promo.endsAt)}.`;
  }
  const itemsPence = lines.reduce((sum, l) => sum + l.grossPence, 0);
  if (promo.minSpendPence !== null && itemsPence < promo.minSpendPence) {
    return `${called(promo)} needs a minimum spend of ${formatGBP(toPounds(promo.minSpendPence))}.`;
  }
  if (!lines.some((l) => lineQualifies(promo, l))) {
    return `${called(promo)} does not apply to the items in your cart.`;
  }
  return null;
}

/** Why the use counts stop the promotion (null: a use is left for this customer). */
export function usesProblem(
  promo: PromotionRules,
  uses: { total: number; byCustomer: number },
): string | null {
  if (promo.usageLimit !== null && uses.total >= promo.usageLimit) {
    return `${called(promo)} has been used up.`;
  }
  if (promo.perCustomerLimit !== null && uses.byCustomer >= promo.perCustomerLimit) {
    return promo.perCustomerLimit === 1
      ? `You have already used ${called(promo).replace(/^D/, 'd')}.`
      : `You have already used ${called(promo).replace(/^D/, 'd')} ${promo.perCustomerLimit} times.`;
  }
  return null;
}

/**
 * `totalPence` shared over `weights` in proportion, in whole pence that add up exactly (largest
 * remainder; ties go to the earlier line), no share above its weight.
 */
export function spreadPence(totalPence: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || totalPence <= 0) return weights.map(() => 0);
  const total = Math.min(totalPence, sum);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((s, v) => s + v, 0);
  const byRemainder = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What the promotion takes off these lines and this delivery charge: a percentage or an amount
 * of the qualifying lines (spread over them, so VAT and refunds follow each line's paid price),
 * or the whole delivery charge.
 */
export function discountFor(
  promo: PromotionRules,
  lines: PromotionLine[],
  deliveryPence: number,
): Discount {
  const weights = lines.map((l) => (lineQualifies(promo, l) ? l.grossPence : 0));
  const qualifying = weights.reduce((s, w) => s + w, 0);
  const wanted =
    promo.kind === 'percent'
      ? Math.round((qualifying * promo.value) / 100)
      : promo.kind === 'amount'
        ? Math.min(promo.value, qualifying)
        : 0;
  const linesPence = spreadPence(wanted, weights);
  const delivery = promo.kind === 'free-delivery' ? deliveryPence : 0;
  return {
    linesPence,
    deliveryPence: delivery,
    totalPence: linesPence.reduce((s, v) => s + v, delivery),
  };
}

/**
 * What a shopper pays for `qty` of a line's units when `before` were already given back: the
 * line's paid amount (gross − discount) shared over its units so that giving every unit back, in
 * any number of steps, adds up to exactly what the line cost, never more.
 */
export function paidForUnits(
  line: { pricePence: number; qty: number; discountPence: number },
  qty: number,
  before = 0,
): number {
  const paid = line.pricePence * line.qty - line.discountPence;
  const upTo = (units: number) => Math.floor((paid * units) / line.qty);
  return upTo(Math.min(line.qty, before + qty)) - upTo(before);
}

/** '15% off', '£10.00 off' or 'Free delivery'. */
export function describeOffer(kind: PromotionKind, value: number): string {
  if (kind === 'percent') return `${value}% off`;
  if (kind === 'amount') return `${formatGBP(toPounds(value))} off`;
  return 'Free delivery';
}
