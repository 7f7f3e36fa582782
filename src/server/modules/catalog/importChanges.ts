import { productInput } from '../../../shared/admin';
import { formatGBP } from '../../../shared/money';
import { variantName } from '../../../shared/variants';
import { chosenOptions, type Variations } from '../../../shared/variations';
import type { z } from '../../../shared/zod';
import { inputOfProduct, type CategoryRef } from './importRows';
import type { ProductDto } from './productDto';

type ProductFields = z.output<typeof productInput>;

/** One field an import changes, as the dry run shows it: 'Price: £10.00 → £12.00'. */
export interface ImportChange {
  field: string;
  from: string;
  to: string;
}

interface Comparable {
  fields: ProductFields;
  variants: NonNullable<ProductFields['variants']>;
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const money = (pounds: number | null | undefined) =>
  pounds === null || pounds === undefined ? 'none' : formatGBP(pounds);
const optionsText = (variations: Variations | undefined) =>
  chosenOptions(variations ?? {})
    .map(([name, values]) => `${name}: ${values.join(', ')}`)
    .join('; ');
const variantsText = (variants: Comparable['variants']) =>
  variants
    .map((v) => {
      const stock =
        v.madeToOrderDays === null ? `${v.countInStock}` : `made in ${v.madeToOrderDays} days`;
      const difference = v.priceDifference
        ? ` (${v.priceDifference > 0 ? '+' : ''}${formatGBP(v.priceDifference)})`
        : '';
      return `${variantName(v.choice)} ${stock}${difference}`;
    })
    .join('; ');

/**
 * The fields `fields` change on `product`, each as the dry run shows it. Both sides are read by
 * the form's schema first, so only a real change counts (tags' case, a price's trailing zero).
 */
export function changesOf(
  product: ProductDto,
  fields: ProductFields,
  categories: CategoryRef[],
): ImportChange[] {
  const keptVariants = product.variants.map((v) => ({
    choice: v.choice,
    countInStock: v.countInStock,
    priceDifference: v.priceDifference,
    madeToOrderDays: v.madeToOrderDays,
  }));
  const before: Comparable = {
    fields: productInput.parse(inputOfProduct(product)),
    variants: keptVariants,
  };
  const after: Comparable = {
    fields,
    variants: (fields.variants ?? keptVariants).map((v) => ({
      choice: v.choice,
      countInStock: v.countInStock,
      priceDifference: v.priceDifference,
      madeToOrderDays: v.madeToOrderDays,
    })),
  };
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  const perOption = before.variants.length > 0 || after.variants.length > 0;
  const compared: [string, (c: Comparable) => string][] = [
    ['SKU', (c) => c.fields.sku ?? 'none'],
    ['Name', (c) => c.fields.name],
    ['Description', (c) => c.fields.description],
    ['Price', (c) => money(c.fields.price)],
    ['Old price', (c) => money(c.fields.oldPrice)],
    ['On sale', (c) => yesNo(c.fields.isOnSale)],
    ['Category', (c) => categoryName(c.fields.category)],
    ['Metal', (c) => c.fields.material ?? 'none'],
    ['Brand', (c) => c.fields.brand],
    ['Tags', (c) => c.fields.tags.join(', ')],
    ['Active', (c) => yesNo(c.fields.isActive)],
    ['Featured', (c) => yesNo(c.fields.isFeatured)],
    ['New arrival', (c) => yesNo(c.fields.isNewArrival)],
    ['Images', (c) => c.fields.images.map((image) => image.url).join(', ')],
    ['Options', (c) => optionsText(c.fields.variations)],
    perOption
      ? ['Stock per option', (c) => variantsText(c.variants)]
      : ['Stock', (c) => String(c.fields.countInStock)],
  ];
  return compared.flatMap(([field, show]) => {
    const from = show(before);
    const to = show(after);
    return from === to ? [] : [{ field, from, to }];
  });
}
