import { findVariant, combinations } from '../../../../shared/variants';
import {
  chosenOptions,
  type VariationChoice,
  type Variations,
} from '../../../../shared/variations';
import type { VariantInput } from '../adminSchemas';
import { parsePrice, parseStock } from './productFormRules';
import type { AdminProduct } from './productFormState';

/**
 * The product form's options (Size: H, I, J…) and their stock, as the owner types them: the
 * option values as one comma-separated text, the numbers as text parsed on submit.
 */
export interface OptionDraft {
  name: string;
  values: string;
}

export interface VariantDraft {
  choice: VariationChoice;
  countInStock: string;
  priceDifference: string;
  madeToOrder: boolean;
  days: string;
  /** The stock the form loaded, so a save moves it by the owner's change only. */
  countInStockWas?: number;
}

export interface StockDraft {
  perOption: boolean;
  /** One per combination of the options' values, in their order (kept so by `syncVariants`). */
  variants: VariantDraft[];
}

/** 'H, I, J' → ['H', 'I', 'J']: trimmed, blanks and repeats left out. */
export const optionValues = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/** The options as the product stores them; an option without a name or values is left out. */
export const draftVariations = (options: readonly OptionDraft[]): Variations =>
  Object.fromEntries(
    options
      .map((o) => [o.name.trim(), optionValues(o.values)] as const)
      .filter(([name, values]) => name && values.length > 0),
  );

export const optionDraftsFrom = (variations: Variations): OptionDraft[] =>
  chosenOptions(variations).map(([name, values]) => ({ name, values: values.join(', ') }));

const newVariant = (choice: VariationChoice): VariantDraft => ({
  choice,
  countInStock: '0',
  priceDifference: '0',
  madeToOrder: false,
  days: '',
});

/** A row per combination of the options' values, keeping what was typed for those still there. */
export const syncVariants = (variations: Variations, variants: readonly VariantDraft[]) =>
  combinations(variations).map((choice) => {
    const kept = findVariant(variants, choice);
    return kept ? { ...kept, choice } : newVariant(choice);
  });

export const stockDraftFrom = (product: AdminProduct): StockDraft => ({
  perOption: product.variants.length > 0,
  variants: syncVariants(
    product.variations,
    product.variants.map((v) => ({
      choice: v.choice,
      countInStock: String(v.countInStock),
      priceDifference: v.priceDifference.toFixed(2),
      madeToOrder: v.madeToOrderDays !== null,
      days: v.madeToOrderDays === null ? '' : String(v.madeToOrderDays),
      countInStockWas: v.countInStock,
    })),
  ),
});

/** The stock the product shows with stock per option: the sum of the options kept in stock. */
export const stockSum = (draft: StockDraft) =>
  draft.variants
    .filter((v) => !v.madeToOrder)
    .reduce((sum, v) => sum + (parseStock(v.countInStock) ?? 0), 0);

/** The variants as the product input sends them; none when the product keeps one stock. */
export const toVariantsInput = (draft: StockDraft): VariantInput[] =>
  draft.perOption
    ? draft.variants.map((v) => ({
        choice: v.choice,
        countInStock: v.madeToOrder ? 0 : (parseStock(v.countInStock) ?? Number.NaN),
        priceDifference: parsePrice(v.priceDifference) ?? 0,
        madeToOrderDays: v.madeToOrder ? (parseStock(v.days) ?? Number.NaN) : null,
        ...(v.countInStockWas !== undefined && { countInStockWas: v.countInStockWas }),
      }))
    : [];
