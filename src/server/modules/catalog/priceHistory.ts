import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import { toPounds } from '../../../shared/money';
import type { ChargedPeriod } from '../../../shared/sales';
import type { Db } from '../../db/client';
import { orderItems, orders, productPriceHistory, products } from '../../db/schema';
import { notFound } from '../../errors';

/** Enough periods and prices for the form's line and a look back, not a product's lifetime. */
const SHOWN = 50;

/**
 * A product's price history for the admin (decision 044): each price it was charged and when
 * (newest first; `until` null is the price now), and each price its paid order lines were sold
 * at, with the last time (newest first). The form checks a was-price against them.
 */
export async function findPriceHistory(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  const [periods, sold] = await Promise.all([
    db
      .select()
      .from(productPriceHistory)
      .where(eq(productPriceHistory.productId, productId))
      .orderBy(desc(productPriceHistory.chargedFrom))
      .limit(SHOWN),
    db
      .select({ pricePence: orderItems.pricePence, lastSoldAt: max(orders.paidAt) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, productId), isNotNull(orders.paidAt)))
      .groupBy(orderItems.pricePence)
      .orderBy(desc(max(orders.paidAt)))
      .limit(SHOWN),
  ]);
  return {
    charged: periods.map((p): ChargedPeriod => ({
      price: toPounds(p.pricePence),
      from: p.chargedFrom.toISOString(),
      until: p.chargedUntil?.toISOString() ?? null,
    })),
    sold: sold.map((s) => ({
      price: toPounds(s.pricePence),
      lastSoldAt: s.lastSoldAt?.toISOString() ?? null,
    })),
  };
}

export type PriceHistory = Awaited<ReturnType<typeof findPriceHistory>>;
