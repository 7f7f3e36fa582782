import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * Each product's units in an order, summed: one product can fill several lines (two sizes of a
 * ring), and an UPDATE … FROM would apply only one of them.
 */
const unitsPerProduct = (orderId: string) => sql`(
  select product_id, sum(qty)::int as units from order_items
  where order_id = ${orderId} and product_id is not null group by product_id) as ordered`;

/** Puts an order's units back on the shelf (products deleted since are skipped). */
export async function releaseStock(tx: Db, orderId: string) {
  await tx.execute(sql`update ${products} set count_in_stock = count_in_stock + ordered.units
    from ${unitsPerProduct(orderId)} where ordered.product_id = ${products.id}`);
}

/** Counts a paid order's units as sales (the bestselling shelf reads them). */
export async function recordSales(tx: Db, orderId: string) {
  await tx.execute(sql`update ${products} set sales = sales + ordered.units
    from ${unitsPerProduct(orderId)} where ordered.product_id = ${products.id}`);
}
