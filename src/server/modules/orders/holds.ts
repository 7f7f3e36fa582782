import { and, eq, gt, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_UNPAID_ORDERS } from '../../../shared/constants';
import { OrderStatus } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orderItems, orders, payments, users } from '../../db/schema';
import { DomainError } from '../../errors';

/**
 * An unpaid order holds its stock while `expiresAt` is set, until then; the expiry sweep then
 * puts the stock back. Whatever a person or a payment does to the order ends the hold (the
 * writer clears `expiresAt` in its own transaction), so the sweep never undoes it.
 */
export const holdingStock = (now: Date | Placeholder) =>
  and(eq(orders.isPaid, false), isNotNull(orders.expiresAt), gt(orders.expiresAt, now))!;

/** A declined buyer gets at least this long to try another card before the stock goes back. */
const RETRY_GRACE_MINUTES = 2;
const retryDeadline = () => new Date(Date.now() + RETRY_GRACE_MINUTES * 60_000);

/**
 * Serialises one customer's order placements (the account's row lock), so two tabs cannot both
 * pass the limits below.
 */
export async function lockCustomer(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The customer's holding orders, each with its lines of the given products (`productIds`, an
 * array placeholder): read by placing an order, in the statement that writes it, after the
 * customer's lock.
 */
export const heldOrderLines = (db: Db) =>
  db
    .select({ orderId: orders.id, productId: orderItems.productId, qty: orderItems.qty })
    .from(orders)
    .leftJoin(
      orderItems,
      and(
        eq(orderItems.orderId, orders.id),
        sql`${orderItems.productId} = any(${sql.placeholder('productIds')})`,
      ),
    )
    .where(and(eq(orders.userId, sql.placeholder('userId')), holdingStock(sql.placeholder('now'))));

export type HeldOrderLine = { orderId: string; productId: string | null; qty: number | null };

/**
 * One customer's unpaid orders may hold at most MAX_UNPAID_ORDERS orders and MAX_LINE_QUANTITY
 * units of any one product at once: nobody can empty a shelf for others with orders they never
 * pay. Paid orders, and orders an administrator has taken on, do not count. `held` is what
 * `heldOrderLines` read before the new order was written.
 */
export function assertWithinHoldLimits(
  held: HeldOrderLine[],
  lines: { productId: string; qty: number; name: string }[],
) {
  if (new Set(held.map((h) => h.orderId)).size >= MAX_UNPAID_ORDERS) {
    throw new DomainError(
      'CONFLICT',
      `You already have ${MAX_UNPAID_ORDERS} orders waiting for payment. Please pay for one of them in My Orders, or wait until they expire, before placing another.`,
    );
  }
  const heldUnits = new Map<string, number>();
  for (const { productId, qty } of held) {
    if (productId && qty) heldUnits.set(productId, (heldUnits.get(productId) ?? 0) + qty);
  }
  for (const [productId, qty] of heldUnits) {
    const line = lines.find((l) => l.productId === productId);
    if (line && qty + line.qty > MAX_LINE_QUANTITY) {
      throw new DomainError(
        'CONFLICT',
        `Unpaid orders can hold at most ${MAX_LINE_QUANTITY} of "${line.name}" at once, and ${qty} are already waiting for your payment. Please pay for your earlier order first.`,
      );
    }
  }
}

/**
 * The payment marked as being captured, taking over the order's hold: one statement. The order's
 * update is conditional on the hold it had when read under its lock.
 */
const claimForCapture = preparedStatement('claim_payment_for_capture', (db) => {
  const endHold = db.$with('end_hold').as(
    db
      .update(orders)
      .set({ expiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, sql.placeholder('orderId')),
          sql`${sql.placeholder('heldUntil')}::timestamptz is not null`,
        ),
      )
      .returning({ id: orders.id }),
  );
  const claim = db.$with('claim').as(
    db
      .update(payments)
      .set({
        status: PaymentStatus.Capturing,
        orderHeldUntil: sql`coalesce(${sql.placeholder('heldUntil')}::timestamptz, ${payments.orderHeldUntil})`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, sql.placeholder('paymentId')))
      .returning(),
  );
  return db.with(endHold, claim).select().from(claim);
});

/**
 * A capture in flight takes the order's hold over (the expiry sweep then leaves the order alone,
 * and sees it has changed if it was waiting for the row); `giveHoldBack` returns it. `order` is
 * as read under its row lock; the payment is marked as being captured in the same write.
 */
export async function moveHoldToPayment(
  tx: Db,
  order: { id: string; expiresAt: Date | null },
  paymentId: string,
) {
  const [payment] = await claimForCapture(tx, {
    paymentId,
    orderId: order.id,
    heldUntil: order.expiresAt,
  });
  return payment!;
}

/**
 * A capture that did not take (declined, or never made) gives the order its hold back, at least
 * long enough to try another card, if nobody has touched the order meanwhile: still unpaid, in
 * its first state and without a hold.
 */
export async function giveHoldBack(tx: Db, paymentId: string) {
  const [payment] = await tx
    .select({ orderId: payments.orderId, heldUntil: payments.orderHeldUntil })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment?.heldUntil) return;
  await tx.update(payments).set({ orderHeldUntil: null }).where(eq(payments.id, paymentId));
  await tx
    .update(orders)
    .set({
      expiresAt: new Date(Math.max(payment.heldUntil.getTime(), retryDeadline().getTime())),
    })
    .where(
      and(
        eq(orders.id, payment.orderId),
        eq(orders.isPaid, false),
        eq(orders.status, OrderStatus.Confirmed),
        isNull(orders.expiresAt),
      ),
    );
}

/**
 * Money that did not pay the order has been refunded, maybe long after the capture gave the hold
 * back: an order still waiting for payment, untouched, gets at least the retry grace again, so
 * the buyer told to try again in a few minutes finds it still there.
 */
export async function renewHoldForRetry(tx: Db, orderId: string) {
  await tx
    .update(orders)
    .set({
      expiresAt: sql`greatest(${orders.expiresAt}, ${retryDeadline().toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.isPaid, false),
        eq(orders.status, OrderStatus.Confirmed),
        isNotNull(orders.expiresAt),
      ),
    );
}
