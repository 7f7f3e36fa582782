import { inArray } from 'drizzle-orm';
import { variationKey } from '../../../shared/variations';
import { toPence, toPounds } from '../../../shared/money';
import type { z } from '../../../shared/zod';
import type { discountPreviewInput } from '../../../shared/promotionInput';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { zeroRatedExportRate } from '../../../shared/destinations';
import { exVatPence } from '../../../shared/vat';
import { cachedShopInfo, type ShopInfoCache } from '../shop';
import { choosePromotion } from './apply';

type PreviewInput = z.output<typeof discountPreviewInput>;

/**
 * What the cart's lines would get off, priced here from the database as placing the order prices
 * them (the product's price, its option's difference and its engraving's price); the order itself
 * is priced again when placed. A code that cannot be used answers its reason as an error.
 */
export async function previewDiscount(
  { db, catalogue }: { db: Db; catalogue: ShopInfoCache },
  userId: string | null,
  input: PreviewInput,
) {
  const shop = await cachedShopInfo({ catalogue }, db);
  const exportRate = input.country
    ? zeroRatedExportRate(shop, input.country, input.deliveryKind)
    : null;
  const priced = (pence: number) => (exportRate === null ? pence : exVatPence(pence, exportRate));
  const ids = [...new Set(input.items.map((i) => i.product))];
  const [prices, variants] = await Promise.all([
    db
      .select({ id: products.id, pricePence: products.pricePence, engraving: products.engraving })
      .from(products)
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: productVariants.productId,
        choice: productVariants.choice,
        differencePence: productVariants.priceDifferencePence,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids)),
  ]);
  const priceOf = new Map(prices.map((p) => [p.id, p.pricePence]));
  const engravingOf = new Map(prices.map((p) => [p.id, p.engraving?.pricePence ?? 0]));
  const differenceOf = new Map(
    variants.map((v) => [`${v.productId}|${variationKey(v.choice)}`, v.differencePence]),
  );
  // A product gone since it was put in the cart counts for nothing (placing the order refuses it).
  const lines = input.items.map((i) => ({
    productId: i.product,
    grossPence:
      priced(
        (priceOf.get(i.product) ?? 0) +
          (differenceOf.get(`${i.product}|${variationKey(i.variation ?? {})}`) ?? 0) +
          (i.engraving?.text.trim() ? (engravingOf.get(i.product) ?? 0) : 0),
      ) * i.qty,
  }));
  const { applied, note } = await choosePromotion(db, {
    userId,
    code: input.code,
    lines,
    deliveryPence: toPence(input.delivery),
    lock: false,
  });
  if (!applied) return null;
  const s = applied.snapshot;
  return {
    code: s.code,
    name: s.name,
    kind: s.kind,
    note,
    /** Per cart line (in the order sent), pounds off the line. */
    lines: applied.discount.linesPence.map(toPounds),
    items: toPounds(s.itemsPence),
    delivery: toPounds(s.deliveryPence),
    freeDelivery: s.kind === 'free-delivery',
    total: toPounds(applied.discount.totalPence),
  };
}
export type DiscountPreview = Awaited<ReturnType<typeof previewDiscount>>;
