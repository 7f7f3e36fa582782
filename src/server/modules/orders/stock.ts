import { inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { stockChangeSource, type StockChange } from '../../db/stockContext';
import { orderItems, products, productVariants } from '../../db/schema';

/** Whose units: all the lines of an order or of several, or the lines of one of its returns. */
export type UnitsOf =
  { orderId: string | Placeholder } | { orderIds: string[] } | { returnId: string };

/** The order lines (product, options chosen, units) the units are of. */
function linesOf(of: UnitsOf) {
  return 'orderId' in of
    ? sql`select product_id, variation, qty from order_items where order_id = ${of.orderId}`
    : 'orderIds' in of
      ? sql`select product_id, variation, qty from order_items where ${inArray(orderItems.orderId, of.orderIds)}`
      : sql`select oi.product_id, oi.variation, ri.qty from order_return_items ri
          join order_items oi on oi.id = ri.order_item_id where ri.return_id = ${of.returnId}`;
}

/**
 * Each product's units, summed over the lines first: one product can fill several lines (two
 * sizes of a ring), and an UPDATE … FROM that joins a product to two rows applies only one of them.
 * Products deleted since are skipped.
 */
function unitsPerProduct(of: UnitsOf) {
  return sql`(select product_id, sum(qty)::int as units from (${linesOf(of)}) as line
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
  const change = changeOf(of, reason, actorId);
  await tx.execute(sql`update ${products} set count_in_stock = count_in_stock
      + (case when stock_per_option then 0 else units.units end)
    ${unsell ? sql`, sales = greatest(sales - units.units, 0)` : sql``}
    from ${unitsPerProduct(of)}, ${stockChangeSource(change)}
    where units.product_id = ${products.id} and ${lockedInIdOrder(of)}`);
  await putOptionUnitsBack(tx, of, change);
}

/**
 * A product kept in stock per option gets the units back on the options the lines chose, after
 * the statement above locked it; the trigger of migration 0024 keeps its sum, and the options'
 * stock history records the change. An option the owner has removed since, or made to order,
 * takes nothing back.
 */
function putOptionUnitsBack(tx: Db, of: UnitsOf, change: StockChange) {
  return tx.execute(sql`update ${productVariants} v set count_in_stock = v.count_in_stock + units.units
    from (select product_id, variation, sum(qty)::int as units from (${linesOf(of)}) as line
      group by product_id, variation) as units, ${stockChangeSource(change)}
    where v.product_id = units.product_id and v.choice = units.variation
      and v.made_to_order_days is null`);
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
