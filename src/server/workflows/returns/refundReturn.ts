import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatGBP, toPounds } from '../../../shared/money';
import { PaymentStatus } from '../../../shared/paymentStatus';
import { ReturnStatus } from '../../../shared/returns';
import type { Db } from '../../db/client';
import { orderItems, orderReturnItems, orderReturns, orders, payments } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import { addHistory, adminOrderView, lockOrder, putUnitsBack } from '../../modules/orders';
import { enqueueReturnMail, returnRefundedMail } from '../../modules/returns';

type AdminReturnContext = Pick<RequestContext, 'db' | 'payments' | 'mailer' | 'log' | 'settings'> &
  Partial<Pick<RequestContext, 'user'>>;
type Order = typeof orders.$inferSelect;
type OrderReturn = typeof orderReturns.$inferSelect;

/** A claim older than this was left by a process that stopped mid-refund: it may be taken again. */
export const STALE_REFUND_CLAIM_MS = 5 * 60_000;

/** The PayPal-Request-Id of a return's refund: a retry, a double click, a restart all reuse it. */
export const returnRefundRequestId = (returnId: string) => `return-refund-${returnId}`;

/**
 * Runs `change` with the order's row and then the return's row locked (always in that order, as
 * the customer's request locks the order first), and answers the admin's view of the order.
 */
async function withLockedReturn<T>(
  db: Db,
  orderId: string,
  returnId: string,
  change: (tx: Db, order: Order, request: OrderReturn) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const [request] = await tx
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)))
      .for('update');
    if (!request) throw notFound('Return');
    return change(tx, order, request);
  });
}

const itemsSummary = async (tx: Db, returnId: string) => {
  const rows = await tx
    .select({ name: orderItems.name, qty: orderReturnItems.qty })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(eq(orderReturnItems.returnId, returnId));
  return rows.map((r) => `${r.qty} × ${r.name}`).join(', ');
};

/** The owner has the parcel back. Marking it again changes nothing. */
export async function markReturnReceived(
  ctx: AdminReturnContext,
  orderId: string,
  returnId: string,
) {
  await withLockedReturn(ctx.db, orderId, returnId, async (tx, order, request) => {
    if (request.status !== ReturnStatus.Requested) return;
    await tx
      .update(orderReturns)
      .set({ status: ReturnStatus.Received, receivedAt: new Date() })
      .where(eq(orderReturns.id, returnId));
    await addHistory(
      tx,
      orderId,
      order.status,
      `Returned items received: ${await itemsSummary(tx, returnId)}`,
    );
  });
  return { order: await adminOrderView(ctx.db, orderId), message: 'Return marked as received' };
}

/**
 * Claims the refund: under the row locks, checks it may run and that the shop's refunds stay
 * within what was paid, then marks it `refunding`. Whoever holds the claim is the only caller of
 * the provider; a second click finds it refunding (or refunded) and calls nothing.
 */
async function claimRefund(db: Db, orderId: string, returnId: string) {
  return withLockedReturn(db, orderId, returnId, async (tx, order, request) => {
    if (request.status === ReturnStatus.Refunded) return null;
    if (request.status === ReturnStatus.Requested) {
      throw new DomainError('CONFLICT', 'Mark the return as received before refunding it.');
    }
    const claimedAt = request.refundingSince?.getTime() ?? 0;
    if (
      request.status === ReturnStatus.Refunding &&
      Date.now() - claimedAt < STALE_REFUND_CLAIM_MS
    ) {
      throw new DomainError('CONFLICT', 'The refund for this return is already in progress.');
    }
    const [others] = await tx
      .select({ pence: sql<number>`coalesce(sum(${orderReturns.amountPence}), 0)`.mapWith(Number) })
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.orderId, orderId),
          ne(orderReturns.id, returnId),
          inArray(orderReturns.status, [ReturnStatus.Refunding, ReturnStatus.Refunded]),
        ),
      );
    const paidPence = order.isPaid ? order.totalPence : 0;
    if ((others?.pence ?? 0) + request.amountPence > paidPence) {
      throw new DomainError('CONFLICT', 'This refund would be more than was paid for the order.');
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, PaymentStatus.Completed)));
    await tx
      .update(orderReturns)
      .set({ status: ReturnStatus.Refunding, refundingSince: new Date() })
      .where(eq(orderReturns.id, returnId));
    return { request, payment: payment ?? null };
  });
}

/**
 * Refunds a received return: the amount of its lines, through the payment provider (a partial
 * refund of the capture), once. The claim commits before the provider is called, with an
 * idempotency key derived from the return, exactly as captures are made safe (decision 012).
 * The stock goes back, the history and the customer's mail are written when the refund is
 * recorded, in the one transaction that moves the return from refunding to refunded.
 */
export async function refundReturn(ctx: AdminReturnContext, orderId: string, returnId: string) {
  const claim = await claimRefund(ctx.db, orderId, returnId);
  if (!claim) {
    return {
      order: await adminOrderView(ctx.db, orderId),
      message: 'This return has already been refunded',
    };
  }
  const { request, payment } = claim;
  let refundId: string | null = null;
  if (payment?.captureId) {
    try {
      ({ refundId } = await ctx.payments.refundCapture({
        captureId: payment.captureId,
        requestId: returnRefundRequestId(returnId),
        amount: { pence: request.amountPence, currency: payment.currency },
      }));
    } catch (err) {
      // Safe to give the claim back: a retry sends the same request id, so the provider answers
      // a refund it made but whose answer was lost instead of making a second.
      ctx.log.error({ err, orderId, returnId }, 'return refund failed');
      await ctx.db
        .update(orderReturns)
        .set({ status: ReturnStatus.Received, refundingSince: null })
        .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, ReturnStatus.Refunding)));
      throw new DomainError(
        'PAYMENT_FAILED',
        'The payment provider did not make the refund. Please try again in a moment.',
      );
    }
  }
  await recordRefund(ctx, orderId, returnId, refundId);
  return { order: await adminOrderView(ctx.db, orderId), message: 'Refund made successfully' };
}

/** Refunding → refunded, once: stock back, history, the customer's mail. */
async function recordRefund(
  ctx: AdminReturnContext,
  orderId: string,
  returnId: string,
  refundId: string | null,
) {
  await withLockedReturn(ctx.db, orderId, returnId, async (tx, order, request) => {
    if (request.status !== ReturnStatus.Refunding) return;
    await tx
      .update(orderReturns)
      .set({
        status: ReturnStatus.Refunded,
        refundId,
        refundedAt: new Date(),
        refundingSince: null,
      })
      .where(eq(orderReturns.id, returnId));
    // The returned units go back on sale and no longer count as sold.
    await putUnitsBack(
      tx,
      { returnId },
      { unsell: true, reason: 'return', actorId: ctx.user?.id ?? null },
    );
    const amount = formatGBP(toPounds(request.amountPence));
    await addHistory(
      tx,
      orderId,
      order.status,
      refundId
        ? `Refund of ${amount} for returned items made (${refundId}); stock put back`
        : `Refund of ${amount} for returned items recorded (paid outside the site: refund it by hand); stock put back`,
    );
    await enqueueReturnMail(ctx, tx, { orderId, returnId }, returnRefundedMail);
  });
}
