import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import { moneyHeldStatuses } from '../../../shared/paymentStatus';
import { queryRows, type Db } from '../../db/client';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import { putUnitsBack } from './stock';

/** Any number, the same on every instance: the lock that lets one of them run the sweep. */
const EXPIRY_LOCK_KEY = 7_350_001;

/**
 * Cancels unpaid orders whose hold ran out and puts their stock back. Only an order nobody has
 * touched is released: still in its first state, unpaid, its hold still set (a status change,
 * tracking, a recorded payment or a capture clears it), and no money held for it by the provider
 * (decision 025). The conditions are checked on the locked rows (PostgreSQL re-reads a row that
 * changed while we waited for it), so a person acting at the same moment wins. One instance at a
 * time runs it (a transaction-scoped advisory lock; the others skip the round).
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return 0;
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.isPaid, false),
          eq(orders.status, OrderStatus.Confirmed),
          isNotNull(orders.expiresAt),
          lt(orders.expiresAt, now),
          notExists(
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(
                  eq(payments.orderId, orders.id),
                  // Money may be held for it: the reconciliation round's, not ours.
                  inArray(payments.status, moneyHeldStatuses),
                ),
              ),
          ),
        ),
      )
      .limit(200)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      await putUnitsBack(tx, { orderId: id }, { unsell: false });
      await tx
        .update(orders)
        .set({
          status: OrderStatus.Cancelled,
          cancelReason: 'Payment was not completed in time',
          expiresAt: null,
        })
        .where(eq(orders.id, id));
      await tx.insert(orderStatusHistory).values({
        orderId: id,
        status: OrderStatus.Cancelled,
        note: 'Payment was not completed in time; the items went back on sale',
      });
    }
    return due.length;
  });
}
