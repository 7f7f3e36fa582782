import { eq } from 'drizzle-orm';
import type { productInput } from '../../../shared/admin';
import { toPence } from '../../../shared/money';
import { saleProblems, type SaleSchedule } from '../../../shared/sales';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { DomainError } from '../../errors';

type ProductFields = z.output<typeof productInput>;

/** The price columns as stored: what the product shows now, and its scheduled sale if any. */
export type StoredPrices = Pick<
  typeof products.$inferSelect,
  | 'pricePence'
  | 'oldPricePence'
  | 'isOnSale'
  | 'regularPricePence'
  | 'salePricePence'
  | 'saleStartsAt'
  | 'saleEndsAt'
>;

/** The product's prices, its row locked until the transaction ends (null: no such product). */
export async function lockStoredPrices(db: Db, id: string): Promise<StoredPrices | null> {
  const [row] = await db
    .select({
      pricePence: products.pricePence,
      oldPricePence: products.oldPricePence,
      isOnSale: products.isOnSale,
      regularPricePence: products.regularPricePence,
      salePricePence: products.salePricePence,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ?? null;
}

type Shown = Pick<StoredPrices, 'pricePence' | 'oldPricePence' | 'isOnSale'>;

const scheduleOf = (p: StoredPrices): SaleSchedule | null =>
  p.salePricePence === null || p.regularPricePence === null
    ? null
    : {
        regularPence: p.regularPricePence,
        salePence: p.salePricePence,
        startsAt: p.saleStartsAt,
        endsAt: p.saleEndsAt,
      };

/** What a product with this sale shows while it runs, and outside it. */
const statesOf = (sale: SaleSchedule): Shown[] => [
  { pricePence: sale.salePence, oldPricePence: sale.regularPence, isOnSale: true },
  { pricePence: sale.regularPence, oldPricePence: null, isOnSale: false },
];

const moment = (sent: string | null | undefined, kept: Date | null | undefined) =>
  sent === undefined ? (kept ?? null) : sent === null ? null : new Date(sent);

/** The sale the input asks for: its fields over the stored sale's (null: none). */
function saleAskedFor(p: ProductFields, stored: StoredPrices | null): SaleSchedule | null {
  const kept = stored && scheduleOf(stored);
  const salePrice = p.salePrice === undefined ? kept && kept.salePence / 100 : p.salePrice;
  if (salePrice === null) return null;
  return {
    regularPence: toPence(p.regularPrice ?? (kept ? kept.regularPence / 100 : p.price)),
    salePence: toPence(salePrice),
    startsAt: moment(p.saleStartsAt, kept?.startsAt),
    endsAt: moment(p.saleEndsAt, kept?.endsAt),
  };
}

/**
 * Whether the input's spec §7 prices (`price`, and `oldPrice`, `isOnSale` where sent) are one
 * of the states the product shows or would show with either sale, the stored or the asked: a body
 * read with GET and sent back, even after the sale started or ended in between.
 */
function echoesAState(p: ProductFields, states: Shown[]) {
  return states.some(
    (s) =>
      s.pricePence === toPence(p.price) &&
      (p.oldPrice === undefined ||
        s.oldPricePence === (p.oldPrice === null ? null : toPence(p.oldPrice))) &&
      (p.isOnSale === undefined || s.isOnSale === p.isOnSale),
  );
}

/**
 * The price columns to write for a product's input (decision 044). A sale asked for (or kept)
 * whose spec prices the input echoes is written as the owner's sale, and the database derives the
 * price charged, the was-price and the flag from it: an update leaves those to it (written, they
 * would be prices set by hand), an insert writes the regular price until then. Spec prices that
 * match no state of it are prices set by hand, as spec §7 clients set them: written as sent, and
 * the sale ends.
 */
export function priceColumnsFor(
  p: ProductFields,
  stored: null,
): PriceColumns & { pricePence: number };
export function priceColumnsFor(p: ProductFields, stored: StoredPrices): PriceColumns;
export function priceColumnsFor(p: ProductFields, stored: StoredPrices | null): PriceColumns {
  const sale = saleAskedFor(p, stored);
  const kept = stored && scheduleOf(stored);
  const states = [
    ...(stored ? [stored] : []),
    ...(kept ? statesOf(kept) : []),
    ...(sale ? statesOf(sale) : []),
  ];
  if (sale && echoesAState(p, states)) {
    const problems = Object.values(saleProblems(sale));
    if (problems.length > 0) throw new DomainError('BAD_REQUEST', problems.join('. '));
    return {
      pricePence: stored ? undefined : sale.regularPence,
      oldPricePence: undefined,
      isOnSale: undefined,
      regularPricePence: sale.regularPence,
      salePricePence: sale.salePence,
      saleStartsAt: sale.startsAt,
      saleEndsAt: sale.endsAt,
    };
  }
  return {
    pricePence: toPence(p.price),
    oldPricePence:
      p.oldPrice === undefined || p.oldPrice === null ? p.oldPrice : toPence(p.oldPrice),
    isOnSale: p.isOnSale,
    regularPricePence: null,
    salePricePence: null,
    saleStartsAt: null,
    saleEndsAt: null,
  };
}

type PriceColumns = Partial<Pick<typeof products.$inferInsert, keyof StoredPrices>>;
