import {
  chosenOptions,
  variationKey,
  variationLabel,
  type VariationChoice,
  type Variations,
} from './variations';

/**
 * A product whose stock is kept per option (decision 041): each combination of its option values
 * the owner offers (Size N, or Size N in platinum) is a variant with its own stock, or made to
 * order, and a price difference. A combination without a variant is not offered. A product
 * without variants keeps one stock, as spec §3 has it.
 */
export interface ProductVariant {
  choice: VariationChoice;
  countInStock: number;
  /** Pounds added to the product's price (negative: taken off). */
  priceDifference: number;
  /** Made to order and dispatched within this many days: it keeps no stock and never sells out. */
  madeToOrderDays: number | null;
}

/** The most variants a product has: 30 sizes in 5 metals and more than any jeweller stocks. */
export const MAX_VARIANTS = 200;
/** The longest a made-to-order piece may take to be dispatched. */
export const MAX_MADE_TO_ORDER_DAYS = 90;

/** The variant for a choice of every option, if the product offers that combination. */
export const findVariant = <V extends Pick<ProductVariant, 'choice'>>(
  variants: readonly V[],
  choice: VariationChoice,
): V | undefined => {
  const key = variationKey(choice);
  return variants.find((variant) => variationKey(variant.choice) === key);
};

export const canBeOrdered = (variant: ProductVariant) =>
  variant.madeToOrderDays !== null || variant.countInStock > 0;

/** The quickest making time of the product's made-to-order options; null when none is. */
export function quickestMaking(variants: readonly ProductVariant[]): number | null {
  const days = variants.flatMap((v) => (v.madeToOrderDays === null ? [] : [v.madeToOrderDays]));
  return days.length > 0 ? Math.min(...days) : null;
}

/** Whether a shopper can order the product at all: some stock, or an option made to order. */
export const isOrderable = (product: { countInStock: number; variants: ProductVariant[] }) =>
  product.countInStock > 0 || product.variants.some(canBeOrdered);

/**
 * Whether choosing `value` for `option`, beside the other options already chosen, leaves a
 * variant that can be ordered: what the size picker greys out when it cannot.
 */
export function isValueAvailable(
  variants: readonly ProductVariant[],
  choice: VariationChoice,
  option: string,
  value: string,
) {
  return variants.some(
    (variant) =>
      variant.choice[option] === value &&
      canBeOrdered(variant) &&
      Object.entries(choice).every(([o, v]) => o === option || variant.choice[o] === v),
  );
}

/** Every combination of the product's option values, in its own order: the form's rows. */
export function combinations(variations: Variations): VariationChoice[] {
  return chosenOptions(variations).reduce<VariationChoice[]>(
    (choices, [option, values]) =>
      choices.flatMap((choice) => values.map((value) => ({ ...choice, [option]: value }))),
    [{}],
  );
}

/** 'Size N' or 'Size N, Metal Platinum': how messages name a variant. */
export const variantName = (choice: VariationChoice) =>
  variationLabel(choice).replaceAll(': ', ' ');

/**
 * Why these variants cannot be saved for a product with these options and this price (pence),
 * or null: each must choose one offered value of every option, once, and cost £0 or more.
 */
export function variantsProblem(
  variations: Variations,
  variants: readonly Pick<ProductVariant, 'choice' | 'priceDifference'>[],
  pricePence: number,
): string | null {
  const options = chosenOptions(variations);
  if (variants.length > 0 && options.length === 0) {
    return 'Stock per option needs at least one option with values.';
  }
  const seen = new Set<string>();
  for (const { choice, priceDifference } of variants) {
    const name = variantName(choice);
    const complete =
      Object.keys(choice).length === options.length &&
      options.every(([option, values]) => values.includes(choice[option] ?? ''));
    if (!complete) {
      return `The option "${name || 'with no choice'}" must choose one of the values of ${options.map(([o]) => o).join(', ')}.`;
    }
    const key = variationKey(choice);
    if (seen.has(key)) return `The option "${name}" is listed twice.`;
    seen.add(key);
    if (pricePence + Math.round(priceDifference * 100) < 0) {
      return `The price difference of "${name}" makes it cost less than £0.`;
    }
  }
  return null;
}
