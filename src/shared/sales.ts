import { numberInput } from './numbers';
import { z } from './zod';

/**
 * Sales the owner schedules (decision 044): a regular price, a sale price, and when the sale
 * starts and ends (null: from now, until the owner ends it). While it runs the product is charged
 * the sale price and shows the regular price as its was-price.
 */

/** UK pricing guidance: a was-price should be one the product was really charged, recently. */
export const WAS_PRICE_DAYS = 28;

const pounds = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(1_000_000, `${label} must be at most 1,000,000`),
  );

const moment = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} must be a date and time such as 2026-12-01T00:00:00Z`,
  });

/**
 * The scheduled sale's fields of a product's input, all optional (spec §7 clients do not know
 * them): left out, they stay as they are; `salePrice: null` ends the sale.
 */
export const saleInput = z.object({
  /**
   * The price outside the sale, and its was-price; without it, the stored one or the product's
   * `price`. Null (as GET shows it without a sale) counts as left out.
   */
  regularPrice: pounds('Regular price').nullable().optional(),
  salePrice: pounds('Sale price').nullable().optional(),
  saleStartsAt: moment('Sale start').nullable().optional(),
  saleEndsAt: moment('Sale end').nullable().optional(),
});

/** A scheduled sale, prices in pence. */
export interface SaleSchedule {
  regularPence: number;
  salePence: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether the sale runs at `at`: as the database's `product_sale_is_on` reads it. */
export const saleIsOn = (sale: SaleSchedule, at: Date) =>
  (sale.startsAt === null || sale.startsAt <= at) && (sale.endsAt === null || at < sale.endsAt);

/** What is wrong with a sale, per field (empty when nothing is). */
export function saleProblems(
  sale: SaleSchedule,
): Partial<Record<'salePrice' | 'saleEndsAt', string>> {
  return {
    ...(sale.salePence >= sale.regularPence && {
      salePrice: 'The sale price must be below the regular price',
    }),
    ...(sale.startsAt &&
      sale.endsAt &&
      sale.endsAt <= sale.startsAt && {
        saleEndsAt: 'The sale must end after it starts',
      }),
  };
}

/** A period the product was charged a price (until null: it is charged that price now). */
export interface ChargedPeriod {
  price: number;
  from: string;
  until: string | null;
}

/**
 * Whether the product was charged `price` at any time in the `WAS_PRICE_DAYS` before `now`, and
 * when it last was (null: never, as far as its history goes; `now` if it is charged it now).
 */
export function wasPriceStanding(periods: readonly ChargedPeriod[], price: number, now: Date) {
  const since = now.getTime() - WAS_PRICE_DAYS * 86_400_000;
  const atPrice = periods.filter((p) => Math.round(p.price * 100) === Math.round(price * 100));
  const lastUntil = (p: ChargedPeriod) => (p.until === null ? now.getTime() : Date.parse(p.until));
  const last = atPrice.reduce<number | null>(
    (latest, p) => Math.max(latest ?? 0, lastUntil(p)),
    null,
  );
  return {
    chargedRecently: last !== null && last >= since,
    lastChargedAt: last === null ? null : new Date(last),
  };
}
