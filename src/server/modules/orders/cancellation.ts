import { and, eq } from 'drizzle-orm';
import {
  CANCELLED_BY_CUSTOMER_NOTE,
  canCustomerCancel,
  SENT_ORDER_CANCEL_MESSAGE,
  sentStatuses,
} from '../../../shared/cancellation';
import { OrderStatus } from '../../../shared/orderStatus';
import { canMoveOrder } from '../../../shared/orderTransitions';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { orderReturns, orders, payments } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enqueueCancellationMail, type RefundWay } from './cancellationMail';
import { addHistory } from './orderHistory';
import { lockOrder } from './orderQueries';
import { refundPayment } from './refundPayment';
import { putUnitsBack } from './stock';

/** `user`: who acts, for the stock history (absent in scripts and tests: the shop itself). */
export type CancelContext = Pick<
  RequestContext,
  'db' | 'payments' | 'log' | 'mailer' | 'settings' | 'catalogue'
> &
  Partial<Pick<RequestContext, 'user'>>;

type Order = typeof orders.$inferSelect;

/** Who cancels: the shop (any step the transition table allows) or the customer (before dispatch). */
export type Canceller =
  | { by: 'admin'; reason?: string }
  | { by: 'customer'; userId: string; reason?: string; receivedAt?: Date };

function refusedCancel(current: Order, who: Canceller) {
  if (current.status === OrderStatus.Cancelled) {
    return new DomainError('CONFLICT', 'This order is already cancelled.');
  }
  if (who.by === 'customer') {
    if (sentStatuses.includes(current.status)) {
      return new DomainError('CONFLICT', SENT_ORDER_CANCEL_MESSAGE);
    }
    if (!canCustomerCancel(current)) {
      return new DomainError('CONFLICT', 'This order can no longer be cancelled here.');
    }
  }
  if (!canMoveOrder(current.status, OrderStatus.Cancelled, current.deliveryKind)) {
    return new DomainError(
      'CONFLICT',
      `A ${current.status.toLowerCase()} order cannot be cancelled.`,
    );
  }
  return null;
}

/** How the money comes back: the capture refunded online, by hand, or nothing was paid. */
async function refundWayOf(tx: Db, order: Order): Promise<RefundWay> {
  if (!order.isPaid || order.totalPence === 0) return 'none';
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Completed)));
  return payment ? 'online' : 'by-hand';
}

/**
 * Cancels an order, once: under its row lock the status is checked, its stock goes back, the
 * history and the customer's "cancelled and refunded" mail are written together. A paid order's
 * payment is refunded through the provider after the cancellation commits (decision 025's
 * refund-once path); a refund the provider refuses now is retried by the reconciliation round.
 * A customer may cancel only their own order (someone else's answers 404) before it is sent.
 */
export async function cancelOrderAs(ctx: CancelContext, id: string, who: Canceller) {
  let refund = 'none' as RefundWay;
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (!current || (who.by === 'customer' && current.userId !== who.userId)) {
      throw notFound('Order');
    }
    const refused = refusedCancel(current, who);
    if (refused) throw refused;
    // A cancellation refunds the whole capture: with part of it returned, that is too much.
    const [returned] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, id))
      .limit(1);
    if (returned) {
      throw new DomainError(
        'CONFLICT',
        who.by === 'admin'
          ? 'This order has return requests: refund them in its Returns section instead.'
          : 'This order has return requests, so it cannot be cancelled. Your returns are shown on the order page.',
      );
    }
    refund = await refundWayOf(tx, current);
    // A paid order's units were counted as sales when it was paid.
    await putUnitsBack(
      tx,
      { orderId: id },
      { unsell: current.isPaid, reason: 'cancel', actorId: ctx.user?.id ?? null },
    );
    const note = who.by === 'admin' ? 'Order cancelled by admin' : CANCELLED_BY_CUSTOMER_NOTE;
    const cancelledAt = new Date();
    await tx
      .update(orders)
      .set({
        status: OrderStatus.Cancelled,
        cancelReason: who.reason || note,
        cancelledAt,
        expiresAt: null,
        collectionCode: null,
      })
      .where(eq(orders.id, id));
    // Spec §4's note; the reason, when one was given, is the order's cancel reason.
    await addHistory(tx, id, OrderStatus.Cancelled, note);
    await enqueueCancellationMail(ctx, tx, id, {
      refund,
      receivedAt: who.by === 'customer' ? (who.receivedAt ?? cancelledAt) : null,
    });
  });
  if (refund === 'online') await refundCompletedPayment(ctx, id);
}

async function refundCompletedPayment(ctx: CancelContext, orderId: string) {
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, PaymentStatus.Completed)));
  if (!payment) return;
  try {
    await refundPayment(ctx, payment.id);
  } catch (err) {
    ctx.log.error({ err, orderId }, 'refund failed; the reconciliation round will retry it');
  }
}
