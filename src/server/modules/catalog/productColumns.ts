import { toPence } from '../../../shared/money';
import type { products } from '../../db/schema';

type ProductInsert = typeof products.$inferInsert;

/**
 * A product's fields as they are written from outside the database (the admin's writes, the demo
 * catalogue, the tests): the products table's own columns, with the prices in pounds.
 */
export type ProductValues = Omit<ProductInsert, 'pricePence' | 'oldPricePence'> & {
  price: number;
  /** Null clears it; left out, it stays as it is (empty on a new product). */
  oldPrice?: number | null;
};

/** Fields that name no column would be dropped unseen: they do not compile. */
type OnlyProductValues<V> = V & Record<Exclude<keyof V, keyof ProductValues>, never>;

/**
 * The products table's values for a product's fields: every write of a product goes through
 * here, so a new column is written by all of them once it is in the table. A field left out
 * (undefined) is not written.
 */
export function productColumns<V extends ProductValues>(
  fields: OnlyProductValues<V>,
): ProductInsert {
  const { price, oldPrice, ...columns }: ProductValues = fields;
  return {
    ...columns,
    pricePence: toPence(price),
    oldPricePence: oldPrice === undefined || oldPrice === null ? oldPrice : toPence(oldPrice),
  };
}
