import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import { unsettledStatuses } from '../payments/settle';
import { releaseStock } from './stock';

/** Any number, the same on every instance: the lock that lets one of them run the sweep. */
const EXPIRY_LOCK_KEY = 7_350_001;

/**
 * Cancels unpaid orders whose time ran out and puts their stock back. One instance at a time
 * runs it (a transaction-scoped advisory lock; the others skip the round). Orders with a payment
 * in flight, or already captured, are left to the payment reconciliation.
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
          sql`${orders.status} <> 'Cancelled'`,
          lt(orders.expiresAt, now),
          notExists(
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(
                  eq(payments.orderId, orders.id),
                  inArray(payments.status, [...unsettledStatuses, 'COMPLETED']),
                ),
              ),
          ),
        ),
      )
      .limit(200)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      await releaseStock(tx, id);
      await tx
        .update(orders)
        .set({
          status: 'Cancelled',
          cancelReason: 'Payment was not completed in time',
          expiresAt: null,
        })
        .where(eq(orders.id, id));
      await tx.insert(orderStatusHistory).values({
        orderId: id,
        status: 'Cancelled',
        note: 'Payment was not completed in time; the items went back on sale',
      });
    }
    return due.length;
  });
}
