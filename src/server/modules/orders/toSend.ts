import { sql, type SQL } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import { queryRows, type Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Paid and not yet on its way or handed over: the predicate of the partial index
 * `orders_awaiting_dispatch_idx` (migration 0037), written with literals so the planner can
 * match it to the index whatever plan it keeps for the statement.
 */
const awaitingDispatch = sql.raw(
  `is_paid and status not in ('${OrderStatus.Shipped}', '${OrderStatus.Delivered}', '${OrderStatus.Collected}', '${OrderStatus.Cancelled}')`,
);

/** Paid orders to pack and send (post or courier), as the to-do list and the orders filter count them. */
export const toSendCondition: SQL = sql`(${awaitingDispatch} and ${orders.deliveryKind} <> 'collection')`;

/** Paid collections not yet handed over: being prepared, or Ready to collect. */
export const collectionsWaitingCondition: SQL = sql`(${awaitingDispatch} and ${orders.deliveryKind} = 'collection')`;

export type DispatchFilter = 'to-send' | 'to-collect';

export const dispatchCondition = (filter: DispatchFilter) =>
  filter === 'to-send' ? toSendCondition : collectionsWaitingCondition;

interface WaitingRow {
  id: string;
  customer: string | null;
  total_pence: number;
  delivery_name: string | null;
  paid_at: string;
  total: number;
}

/**
 * How many paid orders wait in one of the two queues and the oldest few (the longest waiting
 * first), in one statement over the partial index: the count is a window over the few matches.
 */
export async function findOrdersWaiting(db: Db, filter: DispatchFilter, first: number) {
  const rows = await queryRows<WaitingRow>(
    db,
    sql`select o.id, coalesce(nullif(trim(concat_ws(' ', o.shipping_address ->> 'firstName',
        o.shipping_address ->> 'lastName')), ''), u.name) as customer,
        o.total_pence, o.delivery ->> 'name' as delivery_name,
        coalesce(o.paid_at, o.created_at) as paid_at, w.total
      from (select id, count(*) over ()::int as total from orders
        where ${dispatchCondition(filter)}
        order by paid_at nulls first, id limit ${first}) w
      join orders o on o.id = w.id
      left join users u on u.id = o.user_id
      order by coalesce(o.paid_at, o.created_at), o.id`,
  );
  return {
    // No match gives no row to carry the window's count: nothing waits.
    count: rows[0]?.total ?? 0,
    first: rows.map((r) => ({
      _id: r.id,
      customer: r.customer ?? 'Guest',
      totalPence: r.total_pence,
      delivery: r.delivery_name,
      waitingSince: new Date(r.paid_at).toISOString(),
    })),
  };
}
