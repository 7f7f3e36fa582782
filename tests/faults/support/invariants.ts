import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import type { Acknowledged } from './traffic';

export interface InvariantReport {
  /** Products where initial stock ≠ current stock + units in live orders. */
  stockMismatches: { productId: string; initial: number; current: number; inLiveOrders: number }[];
  /** Paid orders without exactly one completed capture, or marked paid more than once. */
  paidNotOnce: { orderId: string; captures: number; paidNotes: number }[];
  /** Idempotency keys with more than one order. */
  duplicateKeys: string[];
  /** Orders the shop confirmed (2xx) that are gone or do not carry the key the client sent. */
  lostOrders: string[];
  /** Orders the shop confirmed as paid that are not paid. */
  lostPayments: string[];
  /** Orders without items or history, or payments left mid-capture: half-written work. */
  halfWritten: string[];
  checkedProducts: number;
  checkedOrders: number;
  paidOrders: number;
}

/** What `checkInvariants` reports when every promise held. */
export const NOTHING_LOST = {
  stockMismatches: [],
  paidNotOnce: [],
  duplicateKeys: [],
  lostOrders: [],
  lostPayments: [],
  halfWritten: [],
};

/** The shop's promises, read from the database after the traffic. */
export async function checkInvariants(
  db: Db,
  initialStock: Map<string, number>,
  acknowledged?: Acknowledged,
): Promise<InvariantReport> {
  const stock = await queryRows<{ id: string; current: number; live: number }>(
    db,
    sql`select p.id, p.count_in_stock as current,
          coalesce((select sum(i.qty) from order_items i join orders o on o.id = i.order_id
                    where i.product_id = p.id and o.status <> 'Cancelled'), 0)::int as live
        from products p`,
  );
  const stockMismatches = stock
    .filter((p) => initialStock.has(p.id) && initialStock.get(p.id) !== p.current + p.live)
    .map((p) => ({
      productId: p.id,
      initial: initialStock.get(p.id)!,
      current: p.current,
      inLiveOrders: p.live,
    }));

  const paid = await queryRows<{ id: string; captures: number; paid_notes: number }>(
    db,
    sql`select o.id,
          (select count(*) from payments p where p.order_id = o.id
             and p.status in ('COMPLETED', 'REFUNDED'))::int as captures,
          (select count(*) from order_status_history h where h.order_id = o.id
             and h.note like 'Payment received%')::int as paid_notes
        from orders o where o.is_paid`,
  );
  const paidNotOnce = paid
    .filter((o) => o.captures !== 1 || o.paid_notes !== 1)
    .map((o) => ({ orderId: o.id, captures: o.captures, paidNotes: o.paid_notes }));

  const duplicates = await queryRows<{ key: string }>(
    db,
    sql`select idempotency_key as key from orders where idempotency_key is not null
        group by user_id, idempotency_key having count(*) > 1`,
  );

  const orders = await queryRows<{ id: string; key: string | null; is_paid: boolean }>(
    db,
    sql`select id, idempotency_key as key, is_paid from orders`,
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  const lostOrders: string[] = [];
  const lostPayments: string[] = [];
  for (const [key, orderId] of acknowledged?.orders ?? []) {
    if (byId.get(orderId)?.key !== key) lostOrders.push(orderId);
  }
  for (const orderId of acknowledged?.paidOrders ?? []) {
    if (!byId.get(orderId)?.is_paid) lostPayments.push(orderId);
  }

  const halfWritten = await queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o
        where not exists (select 1 from order_items i where i.order_id = o.id)
           or not exists (select 1 from order_status_history h where h.order_id = o.id)
        union all
        select order_id from payments where status = 'CAPTURING'`,
  );

  return {
    stockMismatches,
    paidNotOnce,
    duplicateKeys: duplicates.map((d) => d.key),
    lostOrders,
    lostPayments,
    halfWritten: halfWritten.map((r) => r.id),
    checkedProducts: stock.length,
    checkedOrders: orders.length,
    paidOrders: paid.length,
  };
}

export function describeInvariants(report: InvariantReport): string {
  const ok = (problems: unknown[]) => (problems.length === 0 ? 'ok' : `${problems.length} FAILED`);
  return [
    `stock = current + live orders for ${report.checkedProducts} products: ${ok(report.stockMismatches)}`,
    `${report.paidOrders} paid orders each captured and marked paid once: ${ok(report.paidNotOnce)}`,
    `one order per idempotency key over ${report.checkedOrders} orders: ${ok(report.duplicateKeys)}`,
    `confirmed orders and payments still there: ${ok([...report.lostOrders, ...report.lostPayments])}`,
    `nothing half-written: ${ok(report.halfWritten)}`,
  ].join('\n');
}
