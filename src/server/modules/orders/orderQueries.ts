import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import {
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  orderStatusHistory,
  payments,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth';
import { toOrderDto, type OrderDto, type OrderParts } from './orderDto';
import { refundedPence, refundPendingPence } from './refunds';

/** Orders matching `where`, newest first, each with its user, items, history and payment. */
export async function loadOrders(db: Db, where: SQL, limit = 500): Promise<OrderParts[]> {
  const rows = await db
    .select({
      order: orders,
      user: { id: users.id, name: users.name, email: users.email },
      refunds: { refundedPence, pendingPence: refundPendingPence },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  // One after another: `db` may be a transaction, whose one connection runs a query at a time.
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, ids))
    .orderBy(asc(payments.createdAt));
  const returnRows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, ids))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
  const returnItems = returnRows.length
    ? await db
        .select()
        .from(orderReturnItems)
        .where(
          inArray(
            orderReturnItems.returnId,
            returnRows.map((r) => r.id),
          ),
        )
    : [];
  // Grouped once by order (and return), so each order's parts are found in constant time: a
  // customer's 3,000 orders are 3,000 lookups, not 3,000 passes over every line.
  const itemsOf = groupedBy(items, (i) => i.orderId);
  const historyOf = groupedBy(history, (h) => h.orderId);
  const paymentsOf = groupedBy(paymentRows, (p) => p.orderId);
  const returnsOf = groupedBy(returnRows, (r) => r.orderId);
  const returnItemsOf = groupedBy(returnItems, (i) => i.returnId);
  return rows.map(({ order, user, refunds }) => {
    const attempts = paymentsOf.get(order.id) ?? [];
    return {
      order,
      user: user?.id ? user : null,
      refunds,
      items: itemsOf.get(order.id) ?? [],
      history: historyOf.get(order.id) ?? [],
      returns: (returnsOf.get(order.id) ?? []).map((r) => ({
        ...r,
        items: returnItemsOf.get(r.id) ?? [],
      })),
      payment:
        attempts.find((p) => p.status === PaymentStatus.Completed) ??
        attempts.filter((p) => p.status !== PaymentStatus.Voided).at(-1) ??
        null,
    };
  });
}

/** Rows by key, each group in the rows' order. */
function groupedBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export async function loadOrder(db: Db, id: string): Promise<OrderParts | null> {
  const [parts] = await loadOrders(db, eq(orders.id, id), 1);
  return parts ?? null;
}

/**
 * One order as `viewer` may see it: an administrator any order, a customer only their own.
 * Someone else's order answers 404, as a missing one does, so its existence is not confirmed.
 */
export async function findOrderForViewer(
  db: Db,
  viewer: SessionUser,
  id: string,
): Promise<OrderDto> {
  const scope = viewer.isAdmin
    ? eq(orders.id, id)
    : and(eq(orders.id, id), eq(orders.userId, viewer.id))!;
  const [parts] = await loadOrders(db, scope, 1);
  if (!parts) throw notFound('Order');
  return toOrderDto(parts, viewer.isAdmin);
}
