import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import { moneyHeldStatuses } from '../../../shared/paymentStatus';
import { queryRows, type Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { putUnitsBack } from './stock';

/** Any number, the same on every instance: the lock that lets one of them run the sweep. */
const EXPIRY_LOCK_KEY = 7_350_001;

/** Why an unpaid order was cancelled when its hold ran out (abandoned checkouts, decision 059). */
export const HOLD_ENDED_REASON = 'Payment was not completed in time';

/** Orders released per round: one transaction, a few statements, whatever the number. */
export const EXPIRY_ROUND_SIZE = 500;

/**
 * Cancels unpaid orders whose hold ran out and puts their stock back, round after round until
 * none is due. Only an order nobody has touched is released: still in its first state, unpaid,
 * its hold still set (a status change, tracking, a recorded payment or a capture clears it), and
 * no money held for it by the provider (decision 025). The conditions are checked on the locked
 * rows (PostgreSQL re-reads a row that changed while it was locked, and skips one locked now: a
 * person acting at that moment wins). One instance at a time runs a round (a transaction-scoped
 * advisory lock; the others skip it). Returns how many orders were released.
 */
export async function expireUnpaidOrders(
  db: Db,
  now = new Date(),
  { roundSize = EXPIRY_ROUND_SIZE }: { roundSize?: number } = {},
): Promise<number> {
  let released = 0;
  for (;;) {
    const round = await releaseDueOrders(db, now, roundSize);
    released += round;
    if (round < roundSize) return released;
  }
}

/** One round: at most `roundSize` due orders cancelled, their history written, stock back. */
function releaseDueOrders(db: Db, now: Date, roundSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return 0;
    const due = tx
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
      .orderBy(orders.expiresAt)
      .limit(roundSize)
      .for('update', { skipLocked: true });
    // One statement: the due rows locked, cancelled and noted in their history.
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`with due as (${due}),
        released as (
          update ${orders} set status = ${OrderStatus.Cancelled},
            cancel_reason = ${HOLD_ENDED_REASON}, expires_at = null,
            cancelled_at = now(),
            updated_at = now()
          from due where ${orders.id} = due.id
          returning ${orders.id} as id),
        noted as (
          -- Our ids are 24 random hex characters (columns.ts); here, from a random UUID.
          insert into order_status_history (id, order_id, status, note)
          select substr(md5(gen_random_uuid()::text), 1, 24), id, ${OrderStatus.Cancelled},
            'Payment was not completed in time; the items went back on sale'
          from released)
        select id from released`,
    );
    if (rows.length === 0) return 0;
    await putUnitsBack(
      tx,
      { orderIds: rows.map((r) => r.id) },
      {
        unsell: false,
        reason: 'expiry',
        actorId: null,
      },
    );
    return rows.length;
  });
}
