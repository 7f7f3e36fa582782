import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatGBP, toPounds } from '../../../shared/money';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import type { CaptureOutcome } from '../../integrations/payments/provider';
import { orderConfirmationMail } from '../orders/mails';
import { loadOrder } from '../orders/orderQueries';
import { toOrderDto } from '../orders/orderDto';
import { recordSales } from '../orders/stock';
import { findShopInfo } from '../shop/service';

export type Payment = typeof payments.$inferSelect;
type SettleContext = Pick<RequestContext, 'db' | 'payments' | 'mailer' | 'log' | 'settings'>;

/** What a settlement leaves to do once its transaction has committed. */
export interface Settlement {
  result: 'PAID' | 'ALREADY_PAID' | 'DECLINED' | 'PENDING' | 'MISMATCH' | 'PAID_AFTER_CANCEL';
  orderId: string;
}

const addHistory = (tx: Db, orderId: string, status: string, note: string) =>
  tx.insert(orderStatusHistory).values({ orderId, status, note });

/**
 * Applies what the provider said about a payment, once: the order becomes paid only for a
 * completed capture of exactly the stored amount and currency, and only the first settlement
 * of an order records it (a repeated capture, a parallel one or a webhook finds it done).
 * Runs inside the caller's transaction.
 */
export async function settlePayment(
  ctx: SettleContext,
  tx: Db,
  payment: Payment,
  outcome: CaptureOutcome,
): Promise<Settlement> {
  const { methodName } = ctx.payments;
  const orderId = payment.orderId;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`payment ${payment.id} has no order`);

  if (outcome.status === 'DECLINED') {
    await tx
      .update(payments)
      .set({ status: 'DECLINED', captureAttempt: sql`${payments.captureAttempt} + 1` })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'COMPLETED')));
    return { result: order.isPaid ? 'ALREADY_PAID' : 'DECLINED', orderId };
  }

  if (outcome.status === 'PENDING') {
    await tx
      .update(payments)
      .set({ status: 'PENDING', captureId: outcome.captureId })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'COMPLETED')));
    if (!order.isPaid && order.status === 'Order Confirmed') {
      await tx.update(orders).set({ status: 'Payment Processing' }).where(eq(orders.id, orderId));
      await addHistory(
        tx,
        orderId,
        'Payment Processing',
        'Payment is being processed by the provider',
      );
    }
    return { result: order.isPaid ? 'ALREADY_PAID' : 'PENDING', orderId };
  }

  const matches =
    outcome.amountPence === payment.amountPence &&
    outcome.amountPence === order.totalPence &&
    outcome.currency === payment.currency;
  if (!matches) {
    await tx
      .update(payments)
      .set({ status: 'MISMATCH', captureId: outcome.captureId })
      .where(eq(payments.id, payment.id));
    await addHistory(
      tx,
      orderId,
      order.status,
      `A payment of ${formatGBP(toPounds(outcome.amountPence))} ${outcome.currency} did not match the order total and needs review`,
    );
    return { result: 'MISMATCH', orderId };
  }

  await tx
    .update(payments)
    .set({ status: 'COMPLETED', captureId: outcome.captureId })
    .where(eq(payments.id, payment.id));
  if (order.isPaid) return { result: 'ALREADY_PAID', orderId };
  if (order.status === 'Cancelled') {
    await addHistory(
      tx,
      orderId,
      'Cancelled',
      'Payment arrived after the order was cancelled; refunding it',
    );
    return { result: 'PAID_AFTER_CANCEL', orderId };
  }
  const status = ['Order Confirmed', 'Payment Processing'].includes(order.status)
    ? 'Order Processing'
    : order.status;
  await tx
    .update(orders)
    .set({
      isPaid: true,
      paidAt: new Date(),
      status,
      paymentMethod: methodName,
      cardLast4: outcome.cardLast4,
      expiresAt: null,
    })
    .where(eq(orders.id, orderId));
  await addHistory(tx, orderId, status, `Payment received (${methodName})`);
  await recordSales(tx, orderId);
  await enqueueConfirmation(ctx, tx, orderId);
  return { result: 'PAID', orderId };
}

/** The order confirmation, written with the payment: it goes out exactly when the order is paid. */
async function enqueueConfirmation(ctx: SettleContext, tx: Db, orderId: string) {
  const parts = await loadOrder(tx, orderId);
  const email = parts?.order.billingAddress.email ?? parts?.user?.email;
  if (!parts || !email) return;
  const shop = await findShopInfo(tx);
  const order = toOrderDto(parts, false);
  await ctx.mailer.enqueue(tx, {
    to: email,
    ...orderConfirmationMail(shop, order, ctx.settings.publicUrl),
  });
}

/**
 * After the settlement committed: money that arrived after the order was cancelled goes back.
 * A refund the provider refuses now is retried by the reconciliation round.
 */
export async function afterSettlement(
  ctx: SettleContext,
  payment: Payment,
  settlement: Settlement,
) {
  if (settlement.result !== 'PAID_AFTER_CANCEL') return;
  try {
    await refundPayment(ctx, payment.id);
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'refund failed; reconciliation will retry it');
  }
}

/** Refunds a completed capture in full, once (the request id makes a retry safe). */
export async function refundPayment(
  ctx: Pick<SettleContext, 'db' | 'payments' | 'log'>,
  paymentId: string,
) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.captureId || payment.status !== 'COMPLETED') return null;
  const refund = await ctx.payments.refundCapture({
    captureId: payment.captureId,
    amountPence: payment.amountPence,
    currency: payment.currency,
    requestId: `refund-${payment.id}`,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'REFUNDED', refundId: refund.refundId })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'COMPLETED')));
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    await addHistory(
      tx,
      payment.orderId,
      order?.status ?? 'Cancelled',
      `Payment of ${formatGBP(toPounds(payment.amountPence))} refunded (${refund.refundId})`,
    );
  });
  return refund;
}

/** Payments whose outcome is not known yet: capture in flight, answer lost, or pending. */
export const unsettledStatuses = ['CAPTURING', 'UNKNOWN', 'PENDING'] as const;
export const isUnsettled = (status: string) =>
  (unsettledStatuses as readonly string[]).includes(status);
export const unsettled = inArray(payments.status, [...unsettledStatuses]);
