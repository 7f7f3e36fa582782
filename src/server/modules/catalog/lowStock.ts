import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../shared/shop';
import { queryRows, type Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * A product on sale is low when its stock is at or below its own threshold, or the shop's
 * (decision 045). Stock has no index on purpose (decision 007: every sale would rewrite it), so
 * this reads the products table: a few milliseconds for 10,000 products.
 */
export function lowStockOf(shopThreshold: SQL) {
  const threshold = sql<number>`coalesce(${products.lowStockThreshold}, ${shopThreshold})`;
  return {
    threshold,
    condition: and(eq(products.isActive, true), lte(products.countInStock, threshold))!,
  };
}

interface LowStockRow {
  id: string;
  name: string;
  count_in_stock: number;
  threshold: number;
  total: number;
  sold_out: number;
}

/** How many products are low (and how many of them sold out), the emptiest few first: one statement. */
export async function findLowStock(db: Db, first: number) {
  // The shop's threshold read in the same statement; its default before the owner saved any.
  const low = lowStockOf(
    sql`coalesce((select low_stock_threshold from shop_info where id = 1), ${DEFAULT_LOW_STOCK_THRESHOLD}::int)`,
  );
  const rows = await queryRows<LowStockRow>(
    db,
    sql`select ${products.id} as id, ${products.name} as name,
        ${products.countInStock} as count_in_stock, ${low.threshold} as threshold,
        count(*) over ()::int as total,
        (count(*) filter (where ${products.countInStock} = 0) over ())::int as sold_out
      from ${products} where ${low.condition}
      order by ${products.countInStock}, ${products.name}, ${products.id} limit ${first}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    soldOut: rows[0]?.sold_out ?? 0,
    first: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      countInStock: r.count_in_stock,
      threshold: r.threshold,
    })),
  };
}
