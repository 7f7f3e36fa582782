import { eq, inArray, sql } from 'drizzle-orm';
import type { productInput } from '../../../shared/admin';
import { toPence } from '../../../shared/money';
import { findVariant, variantsProblem } from '../../../shared/variants';
import { orderedChoice } from '../../../shared/variations';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { newId, products, productVariants } from '../../db/schema';
import { nameStockChange, type StockChange } from '../../db/stockContext';
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
      id: productVariants.id,
      choice: productVariants.choice,
      countInStock: productVariants.countInStock,
      priceDifference: sql<number>`${productVariants.priceDifferencePence} / 100.0`.mapWith(Number),
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));

type SentVariant = NonNullable<ProductFields['variants']>[number];
type StoredVariant = Awaited<ReturnType<typeof variantsOf>>[number];

/**
 * A variant sent with the stock the form loaded (`countInStockWas`) moves by the owner's change
 * only, so units sold while the form was open are not put back on sale. Made to order, it keeps
 * none.
 */
function stockAfterSave(variant: SentVariant, stored: StoredVariant | undefined) {
  if (variant.madeToOrderDays !== null) return 0;
  if (!stored || variant.countInStockWas === undefined) return variant.countInStock;
  return Math.max(0, stored.countInStock + variant.countInStock - variant.countInStockWas);
}

/**
 * Writes the product's stock per option as the owner sent it, after the product's row (so under
 * its lock): left out, the variants stay and must still fit the options; empty, there are none.
 * Each variant is changed in place, so the stock history (decision 045) records only what moved,
 * as `change` names it.
 */
export async function saveVariants(
  tx: Db,
  product: WrittenProduct,
  fields: ProductFields,
  change: StockChange,
) {
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
  await nameStockChange(tx, change);
  const rows = sent.map((variant, position) => {
    const stored = findVariant(existing, variant.choice);
    return {
      id: stored?.id ?? newId(),
      stored,
      productId: product.id,
      choice: orderedChoice(product.variations, variant.choice),
      countInStock: stockAfterSave(variant, stored),
      priceDifferencePence: toPence(variant.priceDifference),
      madeToOrderDays: variant.madeToOrderDays,
      position,
    };
  });
  const kept = new Set(rows.map((row) => row.id));
  const removed = existing.filter((variant) => !kept.has(variant.id));
  if (removed.length > 0) {
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((variant) => variant.id),
      ),
    );
  }
  const [stored, added] = [rows.filter((row) => row.stored), rows.filter((row) => !row.stored)];
  if (stored.length > 0) {
    const values = sql.join(
      stored.map(
        (v) =>
          sql`(${v.id}::char(24), ${v.countInStock}::int, ${v.priceDifferencePence}::int, ${v.madeToOrderDays}::smallint, ${v.position}::smallint)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${productVariants} v set count_in_stock = x.stock,
        price_difference_pence = x.difference, made_to_order_days = x.days, position = x.position
      from (values ${values}) as x(id, stock, difference, days, position) where v.id = x.id`);
  }
  if (added.length > 0) {
    await tx.insert(productVariants).values(added.map(({ stored: _stored, ...row }) => row));
  }
}
