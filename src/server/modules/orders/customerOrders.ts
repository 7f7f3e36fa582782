import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MyOrdersQuery } from '../../../shared/myOrders';
import { orderIdInSearch } from '../../../shared/orders';
import { queryRows, type Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { orders } from '../../db/schema';
import type { SessionUser } from '../auth';
import { toOrderDto } from './orderDto';
import { loadOrders } from './orderQueries';

/** Spec §4's classes by the flags (as `classifyCustomerOrder`), and Paid by the flag alone. */
const statusConditions: Record<MyOrdersQuery['status'], SQL | undefined> = {
  all: undefined,
  paid: sql`${orders.isPaid}`,
  processing: sql`not ${orders.isPaid} and not ${orders.isDelivered}`,
  shipping: sql`${orders.isPaid} and not ${orders.isDelivered}`,
  delivered: sql`${orders.isDelivered}`,
};

const sortOrders: Record<MyOrdersQuery['sort'], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  'price-high': [desc(orders.totalPence), desc(orders.createdAt), desc(orders.id)],
  'price-low': [asc(orders.totalPence), desc(orders.createdAt), desc(orders.id)],
};

/**
 * The customer's orders matching the search (order id, the order number shown for it, or a
 * product's name on one of its lines) and the status filter.
 */
function customerOrderConditions(user: SessionUser, q: Pick<MyOrdersQuery, 'search' | 'status'>) {
  const needle = orderIdInSearch(q.search);
  return and(
    eq(orders.userId, user.id),
    statusConditions[q.status],
    needle
      ? or(
          ilike(orders.id, containsPattern(needle)),
          sql`exists (select 1 from order_items oi where oi.order_id = ${orders.id}
            and oi.name ilike ${containsPattern(needle)})`,
        )
      : undefined,
  )!;
}

/**
 * One page of My Orders: the page's ids found first (the customer's index), then only their
 * details. A page past the end is empty, so a client paging until then stops.
 */
export async function findMyOrdersPage(db: Db, user: SessionUser, q: MyOrdersQuery) {
  const where = customerOrderConditions(user, q);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${orders} where ${where}`,
  );
  const total = count?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / q.limit));
  const page = q.page;
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...sortOrders[q.sort])
    .limit(q.limit)
    .offset((page - 1) * q.limit);
  const position = new Map(ids.map(({ id }, i) => [id, i]));
  const parts = ids.length
    ? await loadOrders(
        db,
        inArray(
          orders.id,
          ids.map((r) => r.id),
        ),
        q.limit,
      )
    : [];
  parts.sort((a, b) => position.get(a.order.id)! - position.get(b.order.id)!);
  return {
    orders: parts.map((p) => toOrderDto(p, false)),
    pagination: { total, page, pages, limit: q.limit },
  };
}

/** Orders per batch of a full list: one set of queries, one write to the response. */
export const CUSTOMER_ORDERS_BATCH = 500;

/**
 * Every order of the customer, newest first, in batches found by keyset on their
 * (user_id, created_at, id) index: what spec §7's full list and "Download my data" stream.
 */
export async function* allOrdersOfUser(
  db: Db,
  user: SessionUser,
  batchSize = CUSTOMER_ORDERS_BATCH,
) {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : undefined;
    // The date as PostgreSQL keeps it (to the microsecond): a Date would lose orders placed
    // within the same millisecond.
    const keys: { id: string; createdAt: string }[] = await db
      .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(eq(orders.userId, user.id), keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (keys.length === 0) return;
    const parts = await loadOrders(
      db,
      inArray(
        orders.id,
        keys.map((k) => k.id),
      ),
      batchSize,
    );
    yield parts.map((p) => toOrderDto(p, false));
    after = keys.at(-1)!;
    if (keys.length < batchSize) return;
  }
}
