import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { fromJsonRows, jsonRows } from '../../db/jsonRows';
import { preparedStatement } from '../../db/prepared';
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

/**
 * Orders, each with its user, items, history, payments and returns, in one statement: a paid
 * order's confirmation, a customer's list and the admin's page each read theirs in one round trip.
 */
const orderPartsQuery = (db: Db) =>
  db
    .select({
      order: orders,
      user: { id: users.id, name: users.name, email: users.email },
      refunds: { refundedPence, pendingPence: refundPendingPence },
      items: jsonRows(orderItems, 'i', sql`i.order_id = ${orders.id}`, sql`i.position`),
      history: jsonRows(
        orderStatusHistory,
        'h',
        sql`h.order_id = ${orders.id}`,
        sql`h.created_at, h.id`,
      ),
      payments: jsonRows(payments, 'p', sql`p.order_id = ${orders.id}`, sql`p.created_at`),
      returns: sql`(select coalesce(json_agg(json_build_object('row', r, 'items', ${jsonRows(
        orderReturnItems,
        'ri',
        sql`ri.return_id = r.id`,
        sql`ri.id`,
      )}) order by r.created_at, r.id), '[]') from ${orderReturns} as r
        where r.order_id = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .$dynamic();

type OrderPartsRow = Awaited<ReturnType<typeof orderPartsQuery>>[number];

function toOrderParts({ order, user, refunds, ...parts }: OrderPartsRow): OrderParts {
  const attempts = fromJsonRows(payments, parts.payments);
  const returns = parts.returns as { row: unknown; items: unknown }[];
  return {
    order,
    user: user?.id ? user : null,
    refunds,
    items: fromJsonRows(orderItems, parts.items),
    history: fromJsonRows(orderStatusHistory, parts.history),
    returns: returns.map((r) => ({
      ...fromJsonRows(orderReturns, [r.row])[0]!,
      items: fromJsonRows(orderReturnItems, r.items),
    })),
    payment:
      attempts.find((p) => p.status === PaymentStatus.Completed) ??
      attempts.filter((p) => p.status !== PaymentStatus.Voided).at(-1) ??
      null,
  };
}

/** Orders matching `where`, newest first, each with all its parts (`orderPartsQuery`). */
export async function loadOrders(db: Db, where: SQL, limit = 500): Promise<OrderParts[]> {
  const rows = await orderPartsQuery(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(toOrderParts);
}

/** One order with all its parts: every paid order's confirmation reads it (db/prepared.ts). */
const orderPartsById = preparedStatement('order_parts_by_id', (db) =>
  orderPartsQuery(db).where(eq(orders.id, sql.placeholder('id'))),
);

const lockedOrder = preparedStatement('locked_order', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update'),
);

/**
 * The order's row, locked until the transaction ends: every change to an order (a payment, an
 * administrator's action, a return's refund) takes it first, so they happen one after another.
 */
export async function lockOrder(tx: Db, id: string) {
  const [order] = await lockedOrder(tx, { id });
  return order ?? null;
}

export async function loadOrder(db: Db, id: string): Promise<OrderParts | null> {
  const [row] = await orderPartsById(db, { id });
  return row ? toOrderParts(row) : null;
}

/** One order as the administrator's page shows it (with the shop's notes). */
export async function adminOrderView(db: Db, id: string) {
  const parts = await loadOrder(db, id);
  if (!parts) throw notFound('Order');
  return toOrderDto(parts, true);
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
  return toOrderDto(parts, viewer.isAdmin, viewer.id);
}
