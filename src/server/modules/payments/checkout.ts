import { and, desc, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../shared/constants';
import { orderNumber } from '../../../shared/orders';
import { orders, payments } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import {
  PaymentProviderUnavailable,
  type CaptureOutcome,
} from '../../integrations/payments/provider';
import type { SessionUser } from '../auth/users';
import { findOrderForViewer } from '../orders/orderQueries';
import { findShopInfo } from '../shop/service';
import { reconcilePayment } from './reconcile';
import { afterSettlement, isUnsettled, settlePayment, type Payment } from './settle';

type PaymentContext = Pick<RequestContext, 'db' | 'payments' | 'mailer' | 'log' | 'settings'>;

const providerDown = () =>
  new DomainError(
    'UNAVAILABLE',
    'The payment service is not answering. Please try again in a moment; you have not been charged twice.',
  );

async function findOwnOrder(ctx: PaymentContext, user: SessionUser, orderId: string) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)));
  if (!order) throw notFound('Order');
  return order;
}

function assertPayable(order: { isPaid: boolean; status: string }) {
  if (order.isPaid) throw new DomainError('CONFLICT', 'This order is already paid.');
  if (order.status === 'Cancelled') {
    throw new DomainError('CONFLICT', 'This order was cancelled. Please place a new order.');
  }
}

/**
 * Creates the provider order for one of the caller's unpaid orders, for its stored total in GBP.
 * An earlier attempt whose outcome is unknown is settled first, so no order is charged twice.
 */
export async function startPayment(ctx: PaymentContext, user: SessionUser, orderId: string) {
  let order = await findOwnOrder(ctx, user, orderId);
  assertPayable(order);
  const earlier = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt));
  const unsettledAttempt = earlier.find((p) => isUnsettled(p.status));
  if (unsettledAttempt) {
    await reconcilePayment(ctx, unsettledAttempt);
    order = await findOwnOrder(ctx, user, orderId);
    assertPayable(order);
    const [again] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, unsettledAttempt.id));
    if (again && isUnsettled(again.status)) {
      throw new DomainError(
        'CONFLICT',
        'Your previous payment for this order is still being confirmed. Please check My Orders in a minute.',
      );
    }
  }

  const shop = await findShopInfo(ctx.db);
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await ctx.payments.createOrder({
      orderId,
      amountPence: order.totalPence,
      currency: CURRENCY,
      description: `Order ${orderNumber(orderId)} at ${shop.shopName}`,
    }));
  } catch (err) {
    ctx.log.error({ err, orderId }, 'provider order not created');
    if (err instanceof PaymentProviderUnavailable) throw providerDown();
    throw new DomainError('PAYMENT_FAILED', 'Failed to create PayPal order.');
  }
  await ctx.db.insert(payments).values({
    orderId,
    provider: ctx.payments.name,
    providerOrderId,
    status: 'CREATED',
    amountPence: order.totalPence,
    currency: CURRENCY,
  });
  return { id: providerOrderId };
}

/**
 * Marks the payment as being captured (the expiry sweep leaves such orders alone). For a settled
 * order the payment is null: nothing is left to capture.
 */
async function claimCapture(ctx: PaymentContext, user: SessionUser, providerOrderId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.provider, ctx.payments.name),
          eq(payments.providerOrderId, providerOrderId),
        ),
      )
      .for('update', { of: orders });
    if (!row || row.order.userId !== user.id) throw notFound('Order');
    const orderId = row.order.id;
    if (row.order.isPaid || row.payment.status === 'COMPLETED') return { orderId, payment: null };
    assertPayable(row.order);
    const [payment] = await tx
      .update(payments)
      .set({ status: 'CAPTURING' })
      .where(eq(payments.id, row.payment.id))
      .returning();
    return { orderId, payment: payment! };
  });
}

/**
 * Captures an approved provider order of the caller's. A repeated or parallel capture reuses
 * the provider's idempotency key, so the buyer is charged once and every caller gets the same
 * answer: the paid order. A decline leaves the order unpaid and the buyer may try again.
 */
export async function capturePayment(
  ctx: PaymentContext,
  user: SessionUser,
  input: { providerOrderId: string; simulateDecline?: boolean },
) {
  const { orderId, payment } = await claimCapture(ctx, user, input.providerOrderId);
  if (payment) {
    const outcome = await captureWithProvider(ctx, payment, input.simulateDecline);
    const settlement = await ctx.db.transaction((tx) => settlePayment(ctx, tx, payment, outcome));
    await afterSettlement(ctx, payment, settlement);
    if (settlement.result === 'DECLINED') {
      throw new DomainError(
        'PAYMENT_FAILED',
        'Your payment was declined. Please try again or choose another way to pay.',
      );
    }
    if (settlement.result === 'MISMATCH' || settlement.result === 'PAID_AFTER_CANCEL') {
      throw new DomainError('PAYMENT_FAILED', 'Payment capture failed.');
    }
  }
  const order = await findOrderForViewer(ctx.db, user, orderId);
  return { id: input.providerOrderId, status: order.isPaid ? 'COMPLETED' : 'PENDING', order };
}

async function captureWithProvider(
  ctx: PaymentContext,
  payment: Payment,
  simulateDecline: boolean | undefined,
): Promise<CaptureOutcome> {
  try {
    return await ctx.payments.captureOrder({
      providerOrderId: payment.providerOrderId,
      requestId: `capture-${payment.id}-${payment.captureAttempt}`,
      simulateDecline,
    });
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'capture outcome unknown');
    const lost = err instanceof PaymentProviderUnavailable;
    // A lost answer may hide a charge: UNKNOWN until reconciliation asks the provider.
    await ctx.db
      .update(payments)
      .set({ status: lost ? 'UNKNOWN' : 'CREATED' })
      .where(eq(payments.id, payment.id));
    if (lost) {
      throw new DomainError(
        'UNAVAILABLE',
        'We could not confirm your payment yet. Please check My Orders in a minute before trying again.',
      );
    }
    throw new DomainError('PAYMENT_FAILED', 'Payment capture failed.');
  }
}
