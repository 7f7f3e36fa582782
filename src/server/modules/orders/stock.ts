import { inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { stockChangeSource, type StockChange } from '../../db/stockContext';
import { orderItems, products } from '../../db/schema';

/** Whose units: all the lines of an order or of several, or the lines of one of its returns. */
export type UnitsOf =
  { orderId: string | Placeholder } | { orderIds: string[] } | { returnId: string };

/**
 * Each product's units, summed over the lines first: one product can fill several lines (two
 * sizes of a ring), and an UPDATE … FROM that joins a product to two rows applies only one of them.
 * Products deleted since are skipped.
 */
function unitsPerProduct(of: UnitsOf) {
  const lines =
    'orderId' in of
      ? sql`select product_id, qty from order_items where order_id = ${of.orderId}`
      : 'orderIds' in of
        ? sql`select product_id, qty from order_items where ${inArray(orderItems.orderId, of.orderIds)}`
        : sql`select oi.product_id, ri.qty from order_return_items ri
          join order_items oi on oi.id = ri.order_item_id where ri.return_id = ${of.returnId}`;
  return sql`(select product_id, sum(qty)::int as units from (${lines}) as line
    where product_id is not null group by product_id) as units`;
}

/** Whose units they are, as the stock history names them. */
function changeOf(of: UnitsOf, reason: StockChange['reason'], actorId: string | null): StockChange {
  if ('returnId' in of) return { reason, actorId, returnId: of.returnId };
  const orderIds = 'orderIds' in of ? of.orderIds : [of.orderId];
  return { reason, actorId, orderIds: orderIds.filter((id) => typeof id === 'string') };
}

/**
 * Puts units back on the shelf: a cancelled or expired order's, or a refunded return's. `unsell`
 * also takes them off the sales a payment recorded (the bestselling shelf reads those). The
 * stock history records `reason` and who (`actorId`, null for the shop itself).
 */
export async function putUnitsBack(
  tx: Db,
  of: UnitsOf,
  {
    unsell,
    reason,
    actorId,
  }: { unsell: boolean; reason: 'cancel' | 'expiry' | 'return'; actorId: string | null },
) {
  await tx.execute(sql`update ${products} set count_in_stock = count_in_stock + units.units
    ${unsell ? sql`, sales = greatest(sales - units.units, 0)` : sql``}
    from ${unitsPerProduct(of)}, ${stockChangeSource(changeOf(of, reason, actorId))}
    where units.product_id = ${products.id} and ${lockedInIdOrder(of)}`);
}

/** Counts a paid order's units as sales: every paid order runs it, built once (db/prepared.ts). */
const recordSalesStatement = preparedStatement('record_sales', (db) => {
  const of = { orderId: sql.placeholder('orderId') };
  const sold = db.$with('sold', { id: products.id }).as(
    sql`update ${products} set sales = sales + units.units
      from ${unitsPerProduct(of)} where units.product_id = ${products.id} and ${lockedInIdOrder(of)}
      returning ${products.id}`,
  );
  return db.with(sold).select().from(sold);
});

export const recordSales = (tx: Db, orderId: string) => recordSalesStatement(tx, { orderId });

/**
 * The products the units are of, locked in id order in a sub-select of the update, as placing an
 * order does. An UPDATE … FROM alone locks its rows in whatever order its plan meets them: two
 * settlements (or a settlement and a cancellation) sharing two products could each hold one and
 * wait for the other, a deadlock PostgreSQL breaks by failing one of them, seen as a capture
 * answered 500 under mixed traffic.
 */
function lockedInIdOrder(of: UnitsOf) {
  return sql`${products.id} in (select id from ${products} where id in (select product_id from
    ${unitsPerProduct(of)}) order by id for no key update)`;
}
