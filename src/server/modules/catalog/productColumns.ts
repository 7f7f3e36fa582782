import { CARAT_DECIMALS, GRAM_DECIMALS, toUnits } from '../../../shared/jewellery';
import { toPence } from '../../../shared/money';
import type { products } from '../../db/schema';
import type { engravingOfferInput } from '../../../shared/engravingInput';
import type { EngravingOffer } from '../../../shared/engraving';
import type { z } from '../../../shared/zod';

type ProductInsert = typeof products.$inferInsert;
type EngravingOfferFields = z.output<typeof engravingOfferInput>;

/**
 * A product's fields as they are written from outside the database (the admin's writes, the demo
 * catalogue, the tests): the products table's own columns, with the prices in pounds and the
 * measures in carats and grams.
 */
export type ProductValues = Omit<
  ProductInsert,
  'pricePence' | 'oldPricePence' | 'caratPoints' | 'weightMg' | 'engraving'
> & {
  /** In pounds; null turns engraving off, left out it stays. */
  engraving?: EngravingOfferFields | null;
  price: number;
  /** Null clears it; left out, it stays as it is (empty on a new product). */
  oldPrice?: number | null;
  caratWeight?: number | null;
  weightGrams?: number | null;
};

/** Fields that name no column would be dropped unseen: they do not compile. */
type OnlyProductValues<V> = V & Record<Exclude<keyof V, keyof ProductValues>, never>;

/** An optional measure as an exact count of its smallest unit; null and undefined pass through. */
const inUnits = (value: number | null | undefined, toUnit: (value: number) => number) =>
  value === undefined || value === null ? value : toUnit(value);

/**
 * The products table's values for a product's fields: every write of a product goes through
 * here, so a new column is written by all of them once it is in the table. A field left out
 * (undefined) is not written.
 */
export function productColumns<V extends ProductValues>(
  fields: OnlyProductValues<V>,
): ProductInsert {
  const { price, oldPrice, caratWeight, weightGrams, engraving, ...columns }: ProductValues =
    fields;
  return {
    ...columns,
    pricePence: toPence(price),
    oldPricePence: inUnits(oldPrice, toPence),
    caratPoints: inUnits(caratWeight, (carats) => toUnits(carats, CARAT_DECIMALS)),
    weightMg: inUnits(weightGrams, (grams) => toUnits(grams, GRAM_DECIMALS)),
    engraving: engraving && storedEngravingOffer(engraving),
  };
}

/** The offer as the products table keeps it: its price in pence. */
const storedEngravingOffer = ({ price, ...offer }: EngravingOfferFields): EngravingOffer => ({
  ...offer,
  pricePence: toPence(price),
});
