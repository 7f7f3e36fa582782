import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery, OrderExportQuery } from '../../../shared/admin';
import { SHOP_TIME_ZONE } from '../../../shared/londonTime';
import { REFUND_DUE_DAYS } from '../../../shared/cancellation';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import { ReturnStatus } from '../../../shared/returns';
import { basisPointsToPercent, vatBreakdown } from '../../../shared/vat';
import { queryRows, type Db } from '../../db/client';
import { orderStatusFigures, orders, users } from '../../db/schema';
import { orderIdsMatchingSearch } from './adminOrderSearch';
import { refundedPence, refundPendingPence, refundFigures } from './refunds';
import { dispatchCondition } from './toSend';

const londonToday = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
const londonDate = (column: SQL) => sql`(${column} at time zone ${SHOP_TIME_ZONE})::date`;

/**
 * Refunds past their due day (shared/cancellation.ts's `refundDueDay`, in SQL): a received
 * return not yet refunded, or a cancelled paid order whose payment is still with the shop.
 */
const ordersWithOverdueRefunds = sql`select r.order_id from order_returns r
    where r.status in (${ReturnStatus.Received}, ${ReturnStatus.Refunding})
      and ${londonDate(sql`r.received_at`)} + ${REFUND_DUE_DAYS}::int < ${londonToday}
  union
  select o.id from orders o
    where o.status = ${OrderStatus.Cancelled} and o.is_paid and o.total_pence > 0
      and ${londonDate(sql`o.cancelled_at`)} + ${REFUND_DUE_DAYS}::int < ${londonToday}
      and exists (select 1 from payments p where p.order_id = o.id
        and p.status in (${PaymentStatus.Completed}, ${PaymentStatus.RefundPending}))`;

/** The ids of the orders with a return (open: not yet refunded), from the returns alone. */
const ordersWithReturns = (returns: 'open' | 'any' | 'overdue') =>
  returns === 'overdue'
    ? ordersWithOverdueRefunds
    : returns === 'open'
      ? sql`select r.order_id from order_returns r where r.status <> 'refunded'`
      : sql`select r.order_id from order_returns r`;

/**
 * The admin's filters: a status, returns, lines waiting for a choice of options, and a search in
 * the order id (by either order number, see `orderIdInSearch`) or the customer's name or e-mail.
 * Each reads only the orders table and what points at it, so a page's ids are found without
 * joining anything (decision 036).
 */
function adminOrderConditions(
  q: Pick<AdminOrderListQuery, 'status' | 'search' | 'returns' | 'options' | 'dispatch'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.dispatch) conditions.push(dispatchCondition(q.dispatch));
  if (q.returns) {
    // Driven from the returns, so the list never walks all orders looking for them.
    conditions.push(sql`${orders.id} in (${ordersWithReturns(q.returns)})`);
  }
  if (q.options === 'to-confirm') {
    conditions.push(sql`exists (select 1 from order_items oi
      where oi.order_id = ${orders.id} and cardinality(oi.options_to_confirm) > 0)`);
  }
  if (q.search) conditions.push(orderIdsMatchingSearch(q.search));
  return and(...conditions);
}

const itemsColumn = sql<
  {
    product: string | null;
    name: string;
    image: string;
    price_pence: number;
    qty: number;
    discount_pence: number;
    variation: Record<string, string>;
    options_to_confirm: string[];
    engraving: string | null;
  }[]
>`coalesce((
  select json_agg(json_build_object('product', oi.product_id, 'name', oi.name, 'image', oi.image,
    'price_pence', oi.price_pence, 'qty', oi.qty, 'discount_pence', oi.discount_pence, 'variation', oi.variation,
    'options_to_confirm', oi.options_to_confirm, 'engraving', oi.engraving) order by oi.position)
  from order_items oi where oi.order_id = ${orders.id}), '[]'::json)`;

/** Return requests not yet refunded: the list marks such orders for the owner. */
const openReturnsColumn = sql<number>`(select count(*) from order_returns r
  where r.order_id = ${orders.id} and r.status <> 'refunded')`.mapWith(Number);

const summaryColumns = {
  order: orders,
  user: { id: users.id, name: users.name, email: users.email },
  items: itemsColumn,
  openReturns: openReturnsColumn,
  refunds: { refundedPence, pendingPence: refundPendingPence },
};

interface OrderRow {
  order: typeof orders.$inferSelect;
  user: { id: string; name: string; email: string } | null;
  items: typeof itemsColumn._.type;
  openReturns: number;
  refunds: { refundedPence: number; pendingPence: number };
}

/** The VAT inside the order as placed (decision 019), for the accountant's columns. */
function summaryVat(o: typeof orders.$inferSelect, items: OrderRow['items']) {
  if (!o.vatNumber || o.vatRateBasisPoints === null) return null;
  const lines = items.map((i) => ({
    pricePence: i.price_pence,
    qty: i.qty,
    discountPence: i.discount_pence,
  }));
  return {
    number: o.vatNumber,
    rate: basisPointsToPercent(o.vatRateBasisPoints),
    zeroRatedExport: o.vatZeroRatedExport,
    total: toPounds(
      vatBreakdown(lines, o.vatRateBasisPoints, o.shippingPence, o.giftWrapPence).totalPence,
    ),
  };
}

/** A row of the admin's orders table (and the dashboard's recent orders). */
function toOrderSummary({ order: o, user, items, openReturns, refunds }: OrderRow) {
  return {
    _id: o.id,
    createdAt: o.createdAt.toISOString(),
    user: user?.id ? { _id: user.id, name: user.name, email: user.email } : null,
    status: o.status,
    totalPrice: toPounds(o.totalPence),
    shippingPrice: toPounds(o.shippingPence),
    isGift: o.isGift,
    giftWrapPrice: toPounds(o.giftWrapPence),
    giftMessage: o.giftMessage,
    delivery: o.delivery ? { name: o.delivery.name, kind: o.deliveryKind } : null,
    discountPrice: toPounds(o.discountPence),
    discountCode: o.discount ? (o.discount.code ?? o.discount.name) : null,
    ...refundFigures(o, refunds),
    vat: summaryVat(o, items),
    isPaid: o.isPaid,
    paidAt: o.paidAt?.toISOString() ?? null,
    isDelivered: o.isDelivered,
    paymentMethod: o.paymentMethod,
    shippingAddress: { city: o.shippingAddress.city, country: o.shippingAddress.country },
    orderItems: items.map((i) => ({
      product: i.product,
      name: i.name,
      image: i.image,
      price: toPounds(i.price_pence),
      qty: i.qty,
      discount: toPounds(i.discount_pence),
      variation: i.variation,
      optionsToConfirm: i.options_to_confirm,
      engraving: i.engraving,
    })),
    openReturns,
  };
}
export type OrderSummary = ReturnType<typeof toOrderSummary>;

const sortColumns = {
  createdAt: orders.createdAt,
  totalPrice: orders.totalPence,
  status: orders.status,
} as const;

/**
 * Spec §7 GET /orders: one page of orders and the number of matches. The page's ids come first,
 * from the sort's index alone (the id breaks ties in the sort's direction, so one index serves
 * both directions); then the details of those ids only; the total from the kept counters when
 * only a status filters, else a count of the matches. A page past the middle is read from the
 * other end, so the last page costs what the first does; `after`/`before` page by keyset.
 */
export async function findOrdersForAdmin(db: Db, q: AdminOrderListQuery) {
  const where = adminOrderConditions(q);
  const total = await countOrders(db, q, where);
  const ids = await pageOfOrderIds(db, q, where, total);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const page = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return {
    orders: page.map(toOrderSummary),
    pagination: { total, page: q.page, pages: Math.ceil(total / q.limit), limit: q.limit },
    /** Keyset links for the page shown: pass as `after` (next page) or `before` (previous). */
    cursors: { after: ids.at(-1) ?? null, before: ids[0] ?? null },
  };
}

async function pageOfOrderIds(
  db: Db,
  q: AdminOrderListQuery,
  where: SQL | undefined,
  total: number,
): Promise<string[]> {
  const column = sortColumns[q.sortBy];
  const keysetFrom = q.after ?? q.before;
  // Reading towards the list's start (a `before` page, or a page nearer the end): the opposite
  // direction, then the rows turned back.
  let backwards = !!q.before;
  let offset = 0;
  let limit = q.limit;
  if (!keysetFrom) {
    offset = (q.page - 1) * q.limit;
    if (offset >= total) return [];
    if (offset > total / 2) {
      backwards = true;
      limit = Math.min(q.limit, total - offset);
      offset = total - offset - limit;
    }
  }
  const descending = (q.order === 'desc') !== backwards;
  // The boundary's own value read in the statement (a timestamp keeps its microseconds), as a
  // row value the sort's index serves; an unknown id gives an empty page.
  const keyset = keysetFrom
    ? sql`(${column}, ${orders.id}) ${sql.raw(descending ? '<' : '>')}
        ((select ${column} from orders where id = ${keysetFrom}), ${keysetFrom})`
    : undefined;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, keyset))
    .orderBy(...(descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)]))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  return backwards ? ids.reverse() : ids;
}

/**
 * Folds the counter changes order writes appended (migration 0019) into the figures: order
 * writes never update a counter row, so a checkout never waits on one.
 */
export async function foldOrderFigures(db: Db) {
  await db.execute(sql`select fold_order_figures()`);
}

/** The number of matches: from the counters the dashboard reads when nothing but a status filters. */
async function countOrders(db: Db, q: AdminOrderListQuery, where: SQL | undefined) {
  if (!q.search && !q.returns && !q.options && !q.dispatch) {
    await foldOrderFigures(db);
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${orderStatusFigures.orders}), 0)`.mapWith(Number) })
      .from(orderStatusFigures)
      .where(q.status ? eq(orderStatusFigures.status, q.status) : undefined);
    return row?.n ?? 0;
  }
  if (q.returns && !q.status && !q.search && !q.options) {
    // Every return's order exists (a foreign key): counted in the returns, without a lookup in
    // orders for each (a tenth of the time with 3,900 returns among 200,000 orders).
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select distinct order_id from (${ordersWithReturns(q.returns)}) r) d`,
    );
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

/** Orders per export batch: one query, one write to the response. */
export const EXPORT_BATCH = 500;

/**
 * The export's own filters: London days by the order's date (so a month's file holds the orders
 * placed in that month, with whatever was refunded of them since), and whether paid, unpaid or
 * all orders; paid only unless asked.
 */
function exportConditions(q: OrderExportQuery): SQL | undefined {
  const londonMidnight = (day: string) =>
    sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
  return and(
    adminOrderConditions(q),
    q.from ? sql`${orders.createdAt} >= ${londonMidnight(q.from)}` : undefined,
    q.to ? sql`${orders.createdAt} < (${londonMidnight(q.to)} + interval '1 day')` : undefined,
    q.payment === 'all' ? undefined : eq(orders.isPaid, q.payment === 'paid'),
  );
}

/**
 * The order's date to the microsecond, as PostgreSQL keeps it: a JavaScript Date stops at the
 * millisecond, and a keyset from it would skip the orders placed within the same millisecond.
 */
const exactCreatedAtColumn = sql<string>`${orders.createdAt}::text`;

/**
 * The filtered orders, newest first, in batches found by keyset: a row-value comparison with the
 * last row's date and id, which the (created_at, id) index serves as its scan's start, so each
 * batch costs the same however deep it is and an export of any size holds one batch in memory.
 */
export async function* orderSummariesForExport(
  db: Db,
  q: OrderExportQuery,
  batchSize = EXPORT_BATCH,
) {
  const where = exportConditions(q);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : undefined;
    const rows: (OrderRow & { exactCreatedAt: string })[] = await db
      .select({ ...summaryColumns, exactCreatedAt: exactCreatedAtColumn })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(where, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toOrderSummary);
    const last = rows.at(-1)!;
    after = { createdAt: last.exactCreatedAt, id: last.order.id };
    if (rows.length < batchSize) return;
  }
}
