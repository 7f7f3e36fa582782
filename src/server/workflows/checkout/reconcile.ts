import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { PaymentProviderUnavailable } from '../../integrations/payments/provider';
import { giveHoldBack, refundOwedStatuses, refundPayment } from '../../modules/orders';
import { afterSettlement, settlePayment, unsettled, type Payment } from './settle';

type ReconcileContext = Pick<
  RequestContext,
  'db' | 'payments' | 'mailer' | 'log' | 'settings' | 'catalogue'
>;

/** A capture younger than this may still be running; reconciliation leaves it alone. */
const SETTLE_GRACE_MS = 60_000;

/**
 * Asks the provider what became of a payment whose outcome we do not know (a capture whose
 * answer was lost, or one still pending) and applies it. Not captured: the payment may be tried
 * again. The provider being down leaves it for the next round.
 */
export async function reconcilePayment(ctx: ReconcileContext, payment: Payment) {
  let state;
  try {
    state = await ctx.payments.getOrder(payment.providerOrderId);
  } catch (err) {
    if (err instanceof PaymentProviderUnavailable) return;
    throw err;
  }
  if (state.status === 'NOT_CAPTURED') {
    if (payment.status === PaymentStatus.Pending) return;
    await ctx.db.transaction(async (tx) => {
      const [reopened] = await tx
        .update(payments)
        .set({ status: PaymentStatus.Created })
        .where(and(eq(payments.id, payment.id), unsettled))
        .returning({ id: payments.id });
      if (reopened) await giveHoldBack(tx, payment.id);
    });
    return;
  }
  const settlement = await ctx.db.transaction((tx) => settlePayment(ctx, tx, payment, state));
  await afterSettlement(ctx, payment, settlement);
}

/**
 * The background round: settles stale unknown payments, and refunds money the shop must not keep
 * (a capture that did not match its order, a second charge, a cancelled order's payment) when the
 * first refund failed, asking again about refunds the provider has left pending.
 * Each payment is claimed by moving its `updated_at` out of the stale range, so two instances
 * never work on the same one at once.
 */
export async function reconcileUnsettledPayments(ctx: ReconcileContext) {
  const staleBefore = new Date(Date.now() - SETTLE_GRACE_MS);
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(and(unsettled, lt(payments.updatedAt, staleBefore)))
    .limit(50);
  for (const payment of stale) {
    // Claimed only while still stale: a second instance's claim waits for this one's and then
    // finds the payment fresh. (Matching the old time stamp instead failed for stamps the
    // database wrote: their microseconds do not survive a JavaScript Date.)
    const [claimed] = await ctx.db
      .update(payments)
      .set({ updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), unsettled, lt(payments.updatedAt, staleBefore)))
      .returning();
    if (claimed)
      await reconcilePayment(ctx, claimed).catch((err: unknown) =>
        ctx.log.error({ err, paymentId: payment.id }, 'reconciliation failed'),
      );
  }

  const owed = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      or(
        inArray(payments.status, refundOwedStatuses),
        and(eq(payments.status, PaymentStatus.Completed), eq(orders.status, OrderStatus.Cancelled)),
      ),
    )
    .limit(20);
  for (const { id } of owed) {
    await refundPayment(ctx, id).catch((err: unknown) =>
      ctx.log.error({ err, paymentId: id }, 'refund failed'),
    );
  }
}
