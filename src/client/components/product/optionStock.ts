import { findVariant, isValueAvailable } from '../../../shared/variants';
import type { VariationChoice } from '../../../shared/variations';
import type { Product } from '../../lib/trpc';

type Stocked = Pick<Product, 'countInStock' | 'price' | 'oldPrice' | 'variants'>;

/**
 * What the shopper's choice of options buys: for a product kept in stock per option, the chosen
 * variant (once every option is chosen) with its own stock and price, and which values can still
 * be ordered beside the other choices; otherwise the product's own stock and price.
 */
export function optionStock(product: Stocked, choice: VariationChoice) {
  const perOption = product.variants.length > 0;
  const variant = perOption ? findVariant(product.variants, choice) : undefined;
  const difference = variant?.priceDifference ?? 0;
  return {
    perOption,
    variant,
    price: product.price + difference,
    oldPrice: product.oldPrice === null ? null : product.oldPrice + difference,
    isAvailable: (option: string, value: string) =>
      !perOption || isValueAvailable(product.variants, choice, option, value),
  };
}
