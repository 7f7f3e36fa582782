import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY } from '../../../shared/constants';
import { formatGBP, toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import type { RefundOutcome } from '../../integrations/payments/provider';
import { renewHoldForRetry } from './holds';
import { addHistory } from './orderHistory';

type RefundContext = Pick<RequestContext, 'db' | 'payments' | 'log'>;
type Payment = typeof payments.$inferSelect;
type Order = typeof orders.$inferSelect;

/**
 * Money the shop gives back whatever becomes of the order: a capture that did not match it, a
 * second charge, and a refund the provider has not confirmed. (The order's own payment is given
 * back only when the order is cancelled.)
 */
export const refundOwedStatuses: PaymentStatus[] = [
  PaymentStatus.Mismatch,
  PaymentStatus.Duplicate,
  PaymentStatus.RefundPending,
];

/** Captured money that may be given back. */
const refundableStatuses: PaymentStatus[] = [PaymentStatus.Completed, ...refundOwedStatuses];

/** `£1.00`, `US$165.00`: money a capture took, in the currency it took it in. */
function formatTaken({ amountPence, currency }: Pick<Payment, 'amountPence' | 'currency'>) {
  const pounds = toPounds(amountPence);
  if (!/^[A-Z]{3}$/.test(currency)) return `${pounds.toFixed(2)} ${currency}`;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pounds);
}

/**
 * A new attempt waits until money taken by an earlier one that did not match the order is back:
 * otherwise the provider would hold both (decision 025).
 */
export async function assertNoMoneyToGiveBack(db: Db, orderId: string) {
  const owed = await db
    .select({
      status: payments.status,
      amountPence: payments.amountPence,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, refundOwedStatuses)))
    .limit(1);
  assertNoneOwedAmong(owed);
}

/** The same rule over the order's payments already read (all of them, or the owed ones). */
export function assertNoneOwedAmong(
  attempts: Pick<Payment, 'status' | 'amountPence' | 'currency'>[],
) {
  const owed = attempts.find((p) => refundOwedStatuses.includes(p.status));
  if (owed) {
    throw new DomainError(
      'CONFLICT',
      `Your earlier payment of ${formatTaken(owed)} did not match this order and is being refunded. Please try again in a few minutes.`,
    );
  }
}

/** Whether a payment's money is the order's total, in the shop's currency. */
const paysTheOrder = (payment: Pick<Payment, 'amountPence' | 'currency'>, order: Order) =>
  payment.amountPence === order.totalPence && payment.currency === CURRENCY;

/** The history's words for a capture that did not match its order. */
export const mismatchNote = (
  taken: Pick<Payment, 'amountPence' | 'currency'>,
  orderTotalPence: number,
) =>
  `A payment of ${formatTaken(taken)} ${taken.currency} did not match the order total (${formatGBP(toPounds(orderTotalPence))})`;

function refundedNote(payment: Payment, order: Order, refundId: string) {
  if (!paysTheOrder(payment, order)) {
    return `${mismatchNote(payment, order.totalPence)}; refunded in full (${refundId})`;
  }
  const second = order.isPaid && order.status !== OrderStatus.Cancelled;
  return `${second ? 'Second payment' : 'Payment'} of ${formatGBP(toPounds(payment.amountPence))} refunded (${refundId})`;
}

/**
 * Refunds a capture in full (all that is left of it, whatever it took), once: the request id is
 * the payment's, so a retry, a second instance or the background round asking again is answered
 * the same refund. The payment is REFUNDED only when the provider says the refund COMPLETED; a
 * PENDING one stays REFUND_PENDING, and the round asks again until it has.
 */
export async function refundPayment(ctx: RefundContext, paymentId: string) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.captureId || !refundableStatuses.includes(payment.status)) return null;
  const refund = await ctx.payments.refundCapture({
    captureId: payment.captureId,
    requestId: `refund-${payment.id}`,
  });
  await ctx.db.transaction((tx) => recordRefund(tx, payment, refund));
  return refund;
}

async function recordRefund(tx: Db, payment: Payment, refund: RefundOutcome) {
  // The order's row first, as settlement takes it: the two never wait for each other in a circle.
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) return;
  if (refund.status === 'PENDING') {
    await tx
      .update(payments)
      .set({ status: PaymentStatus.RefundPending, refundId: refund.refundId })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(
            payments.status,
            refundableStatuses.filter((s) => s !== PaymentStatus.RefundPending),
          ),
        ),
      );
    return;
  }
  const [refunded] = await tx
    .update(payments)
    .set({ status: PaymentStatus.Refunded, refundId: refund.refundId, refundedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, refundableStatuses)))
    .returning();
  if (!refunded) return; // a parallel refund of the same capture recorded it
  await addHistory(tx, order.id, order.status, refundedNote(refunded, order, refund.refundId));
  // Money that did not pay the order is back: if it still waits for payment, the buyer may pay.
  await renewHoldForRetry(tx, order.id);
}
