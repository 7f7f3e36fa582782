import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/** Puts an order's units back on the shelf (products deleted since are skipped). */
export async function releaseStock(tx: Db, orderId: string) {
  await tx
    .update(products)
    .set({ countInStock: sql`${products.countInStock} + ${orderItems.qty}` })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${orderId} and ${orderItems.productId} = ${products.id}`);
}

/** Counts a paid order's units as sales (the bestselling shelf reads them). */
export async function recordSales(tx: Db, orderId: string) {
  await tx
    .update(products)
    .set({ sales: sql`${products.sales} + ${orderItems.qty}` })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${orderId} and ${orderItems.productId} = ${products.id}`);
}
