import { fromLondonWallClock, toLondonWallClock } from '../../../../shared/londonTime';
import { toPence } from '../../../../shared/money';
import { saleProblems } from '../../../../shared/sales';
import type { FieldErrors } from '../../../lib/schemas';
import type { ProductInput } from '../adminSchemas';
import { parsePrice } from './productFormRules';
import type { AdminProduct, FormField, ProductFormValues } from './productFormState';

/**
 * The product form's sale (decision 044): a sale price, and London times it starts and ends
 * (empty: from now, until the owner ends it). The form's Price is then the regular price, the
 * was-price while the sale runs.
 */

/** A sale set by hand, as spec §7 clients set one: the form shows it as a sale without dates. */
const saleByHand = (p: AdminProduct) =>
  (p.salePrice ?? null) === null && p.isOnSale && p.oldPrice !== null && p.oldPrice > p.price;

/** The price outside the sale: the price charged now when there is none. */
export const regularPriceOf = (p: AdminProduct) =>
  p.regularPrice ?? (saleByHand(p) ? p.oldPrice! : p.price);

const salePriceOf = (p: AdminProduct) => p.salePrice ?? (saleByHand(p) ? p.price : null);

/** A datetime-local input read as London's clock, whatever the computer's zone. */
const londonTimeField = (from: (p: AdminProduct) => string | null | undefined) => ({
  empty: '',
  from: (p: AdminProduct) => {
    const at = from(p);
    return at ? toLondonWallClock(at) : '';
  },
  to: (text: string) => (text === '' ? null : (fromLondonWallClock(text)?.toISOString() ?? text)),
});

export const saleFormFields = {
  salePrice: {
    empty: '',
    from: (p: AdminProduct) => salePriceOf(p)?.toFixed(2) ?? '',
    to: parsePrice,
  },
  saleStartsAt: londonTimeField((p) => p.saleStartsAt),
  saleEndsAt: londonTimeField((p) => p.saleEndsAt),
} satisfies Record<string, FormField<string>>;

/**
 * What a sale's input holds beside its fields: with a sale price, the price is its regular
 * price; without one, the product is not on sale and shows no was-price.
 */
export function saleInputOf(input: Record<string, unknown>) {
  return input.salePrice === null
    ? { oldPrice: null, isOnSale: false, saleStartsAt: null, saleEndsAt: null }
    : { regularPrice: input.price };
}

/** The sale as the input holds it, in pence and moments (null: none). */
export function saleOf(
  input: Pick<ProductInput, 'price' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt'>,
) {
  if (input.salePrice === null || input.salePrice === undefined) return null;
  const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
  return {
    regularPence: toPence(Number(input.price)),
    salePence: toPence(Number(input.salePrice)),
    startsAt: at(input.saleStartsAt),
    endsAt: at(input.saleEndsAt),
  };
}

/** The sale's own rules, the server's (a sale price below the price, an end after the start). */
export function saleErrorsOf(input: ProductInput): FieldErrors {
  const sale = saleOf(input);
  return sale ? saleProblems(sale) : {};
}

/** Whether the owner changed the sale or the price it shows as the was-price. */
export const saleChanged = (values: ProductFormValues, initial: ProductFormValues) =>
  (['price', 'salePrice', 'saleStartsAt', 'saleEndsAt'] as const).some(
    (field) => values[field] !== initial[field],
  );
