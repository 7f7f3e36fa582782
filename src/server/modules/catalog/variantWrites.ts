import { eq, sql } from 'drizzle-orm';
import type { productInput } from '../../../shared/admin';
import { toPence } from '../../../shared/money';
import { findVariant, variantsProblem } from '../../../shared/variants';
import { orderedChoice } from '../../../shared/variations';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { DomainError } from '../../errors';

type ProductFields = z.output<typeof productInput>;

/** What the product's write answers, for writing its variants after it. */
export const writtenColumns = {
  id: products.id,
  variations: products.variations,
  pricePence: products.pricePence,
  stockPerOption: products.stockPerOption,
};
type WrittenProduct = {
  [K in keyof typeof writtenColumns]: (typeof writtenColumns)[K]['_']['data'];
};

/**
 * The product's stock column as an update writes it: with stock per option it is the variants'
 * sum, which a client's `countInStock` (spec §7 sends one back with every update) cannot change;
 * a product switched to one stock (`variants: []`) takes the count given.
 */
export function stockColumn(fields: ProductFields, stock: ReturnType<typeof sql> | number) {
  if (fields.variants?.length) return {};
  if (fields.variants) return { countInStock: stock };
  return {
    countInStock: sql`case when ${products.stockPerOption} then ${products.countInStock} else ${stock} end`,
  };
}

const variantsOf = (tx: Db, productId: string) =>
  tx
    .select({
      choice: productVariants.choice,
      countInStock: productVariants.countInStock,
      priceDifference: sql<number>`${productVariants.priceDifferencePence} / 100.0`.mapWith(Number),
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));

/**
 * Writes the product's stock per option as the owner sent it, after the product's row (so under
 * its lock): left out, the variants stay and must still fit the options; empty, there are none.
 * A variant sent with the stock the form loaded (`countInStockWas`) moves by the owner's change
 * only, so units sold while the form was open are not put back on sale.
 */
export async function saveVariants(tx: Db, product: WrittenProduct, fields: ProductFields) {
  const sent = fields.variants;
  const existing = product.stockPerOption || sent ? await variantsOf(tx, product.id) : [];
  const problem = variantsProblem(product.variations, sent ?? existing, product.pricePence);
  if (problem) {
    throw new DomainError(
      'BAD_REQUEST',
      sent ? problem : `${problem} Send the options' stock (variants) with the new options.`,
    );
  }
  if (!sent) return;
  await tx.delete(productVariants).where(eq(productVariants.productId, product.id));
  if (sent.length === 0) return;
  await tx.insert(productVariants).values(
    sent.map((variant, position) => {
      const was = findVariant(existing, variant.choice);
      const moved =
        was && variant.countInStockWas !== undefined
          ? Math.max(0, was.countInStock + variant.countInStock - variant.countInStockWas)
          : variant.countInStock;
      return {
        productId: product.id,
        choice: orderedChoice(product.variations, variant.choice),
        countInStock: variant.madeToOrderDays === null ? moved : 0,
        priceDifferencePence: toPence(variant.priceDifference),
        madeToOrderDays: variant.madeToOrderDays,
        position,
      };
    }),
  );
}
