/**
 * VAT inside VAT-inclusive prices (UK shop prices include it). Amounts are integer pence; the
 * rate is kept in basis points (20% = 2000) so a rate such as 17.5% stays exact.
 */

export const DEFAULT_VAT_RATE_PERCENT = 20;

/** GB followed by 9 digits (or 12 for a group's branch), spaces allowed as printed on invoices. */
export const VAT_NUMBER_PATTERN = /^GB(\d{9}|\d{12})$/;

/** 'gb 123 4567 89' → 'GB123456789'; how a VAT number is stored and printed. */
export const normaliseVatNumber = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;

/**
 * The VAT contained in a VAT-inclusive amount: gross × rate / (100 + rate), rounded to the penny,
 * half up. Exact in integers: no float ever decides a rounding.
 */
export function vatInGross(grossPence: number, rateBasisPoints: number): number {
  if (grossPence <= 0 || rateBasisPoints <= 0) return 0;
  const numerator = grossPence * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  // floor(n / d + 1/2) = floor((2n + d) / 2d): half a penny goes up.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A VAT-inclusive price as an export pays it (decision 060): the price without the UK VAT inside
 * it, so `exVatPence(p, r) + vatInGross(p, r) === p` to the penny. Applied to each unit's price.
 */
export const exVatPence = (grossPence: number, rateBasisPoints: number) =>
  grossPence - vatInGross(grossPence, rateBasisPoints);

export interface VatBreakdown {
  /** Per line, in the order given: the VAT inside price × quantity less the line's discount. */
  linesPence: number[];
  shippingPence: number;
  /** The VAT inside gift wrap (decision 056), an order-level charge like shipping. */
  giftWrapPence: number;
  /** The sum of the lines', the shipping's and the wrap's VAT: what a receipt shows as VAT included. */
  totalPence: number;
}

/**
 * UK practice for a VAT receipt: VAT is worked out per line (on the line's gross, price ×
 * quantity) and rounded there, and the total is the sum of the rounded lines plus the VAT in any
 * shipping charged, so the figures on a receipt always add up.
 */
export function vatBreakdown(
  lines: { pricePence: number; qty: number; discountPence?: number }[],
  rateBasisPoints: number,
  shippingGrossPence = 0,
  giftWrapGrossPence = 0,
): VatBreakdown {
  // VAT is due on what was paid: a line's share of a discount comes off before (issue 30).
  const linesPence = lines.map((l) =>
    vatInGross(l.pricePence * l.qty - (l.discountPence ?? 0), rateBasisPoints),
  );
  const shippingPence = vatInGross(shippingGrossPence, rateBasisPoints);
  const giftWrapPence = vatInGross(giftWrapGrossPence, rateBasisPoints);
  const totalPence = linesPence.reduce((sum, v) => sum + v, shippingPence + giftWrapPence);
  return { linesPence, shippingPence, giftWrapPence, totalPence };
}

/** '20%' or '17.5%'. */
export const formatVatRate = (percent: number) =>
  `${percent.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** How a receipt names the order's VAT: zero-rated exports say so (decision 060). */
export const vatLabel = (vat: { rate: number; zeroRatedExport: boolean }) =>
  vat.zeroRatedExport ? 'VAT 0% (export)' : `VAT included at ${formatVatRate(vat.rate)}`;

/** What every receipt of a zero-rated export says under its figures. */
export const EXPORT_VAT_NOTE =
  'Goods sent outside the UK are zero-rated for export: no UK VAT is charged. Import duties and taxes may be charged by the destination country.';
