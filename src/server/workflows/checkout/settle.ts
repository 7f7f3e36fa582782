import { eq, inArray, sql } from 'drizzle-orm';
import { formatGBP, toPounds } from '../../../shared/money';
import { OrderStatus, statusAfterPayment } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { newId, orders, orderStatusHistory, payments } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import type { CaptureOutcome } from '../../integrations/payments/provider';
import {
  addHistory,
  giveHoldBack,
  lockOrder,
  mismatchNote,
  paidOrderSet,
  enqueueOrderConfirmation,
  recordSales,
  refundPayment,
  type OrderDto,
} from '../../modules/orders';

export type Payment = typeof payments.$inferSelect;
type SettleContext = Pick<
  RequestContext,
  'db' | 'payments' | 'mailer' | 'log' | 'settings' | 'catalogue'
>;

/** What a settlement leaves to do once its transaction has committed. */
export interface Settlement {
  result:
    | 'PAID'
    /** Nothing changed: this news was applied before, or the order is paid already. */
    | 'ALREADY_SETTLED'
    | 'DECLINED'
    | 'PENDING'
    /** Captured for another amount or currency than the order's: refunded in full. */
    | 'MISMATCH'
    | 'PAID_AFTER_CANCEL'
    /** A second charge for an order already paid: it is refunded. */
    | 'DUPLICATE';
  orderId: string;
  /** PAID: the order as its confirmation shows it (its owner's view), read inside the settlement. */
  order?: OrderDto;
}

/** Outcomes already applied to a payment: the same news again changes nothing. */
const settledStatuses: PaymentStatus[] = [
  PaymentStatus.Completed,
  PaymentStatus.Mismatch,
  PaymentStatus.Duplicate,
  PaymentStatus.RefundPending,
  PaymentStatus.Refunded,
  PaymentStatus.Reversed,
];

// The statements every paid order runs, built once (db/prepared.ts).
const paymentById = preparedStatement('payment_by_id', (db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('paymentId'))),
);
/** The payment's capture completed (`paymentId`, `captureId`); the order's hold ends with it. */
const completePayment = (db: Db) =>
  db
    .update(payments)
    .set({
      status: PaymentStatus.Completed,
      captureId: sql`${sql.placeholder('captureId')}`,
      orderHeldUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, sql.placeholder('paymentId')));
const markCompleted = preparedStatement('payment_completed', completePayment);

/**
 * A completed capture pays the order: the payment completed, the order paid and its history
 * entry, in one statement (one round trip for what every paid order writes).
 */
const payOrder = preparedStatement('pay_order', (db) => {
  const payment = db.$with('payment').as(completePayment(db).returning({ id: payments.id }));
  const order = db.$with('paid_order').as(
    db
      .update(orders)
      .set(
        paidOrderSet({
          status: sql`${sql.placeholder('status')}`,
          paymentMethod: sql`${sql.placeholder('paymentMethod')}`,
          cardLast4: sql`${sql.placeholder('cardLast4')}`,
        }),
      )
      .where(eq(orders.id, sql.placeholder('orderId')))
      .returning({ id: orders.id }),
  );
  const history = db.$with('history').as(
    db
      .insert(orderStatusHistory)
      .values({
        id: sql.placeholder('historyId'),
        orderId: sql.placeholder('orderId'),
        status: sql.placeholder('status'),
        note: sql.placeholder('note'),
      })
      .returning({ id: orderStatusHistory.id }),
  );
  return db.with(payment, order, history).select({ id: history.id }).from(history);
});

/**
 * Applies what the provider said about a payment, once: the order becomes paid only for a
 * completed capture of exactly the stored amount and currency, and only by the first payment
 * that completes. A repeated capture, a parallel one or a webhook finds it done; money arriving
 * for an order already paid (a second tab's provider order, an admin-recorded payment) is marked
 * DUPLICATE and refunded after commit. Runs inside the caller's transaction, under the order's
 * row lock, and reads the payment again under it.
 */
export async function settlePayment(
  ctx: SettleContext,
  tx: Db,
  attempt: Payment,
  outcome: CaptureOutcome,
): Promise<Settlement> {
  const { methodName } = ctx.payments;
  const orderId = attempt.orderId;
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`payment ${attempt.id} has no order`);
  // Read after the order's lock, in a statement of its own: it sees what the lock's holder wrote.
  const [payment] = await paymentById(tx, { paymentId: attempt.id });
  if (!payment) throw new Error(`payment ${attempt.id} vanished`);
  if (settledStatuses.includes(payment.status)) return { result: 'ALREADY_SETTLED', orderId };

  if (outcome.status === 'DECLINED') {
    await tx
      .update(payments)
      .set({
        status: PaymentStatus.Declined,
        captureAttempt: sql`${payments.captureAttempt} + 1`,
      })
      .where(eq(payments.id, payment.id));
    await giveHoldBack(tx, payment.id);
    return { result: order.isPaid ? 'ALREADY_SETTLED' : 'DECLINED', orderId };
  }

  if (outcome.status === 'PENDING') {
    await tx
      .update(payments)
      .set({ status: PaymentStatus.Pending, captureId: outcome.captureId })
      .where(eq(payments.id, payment.id));
    if (!order.isPaid && order.status === OrderStatus.Confirmed) {
      await tx
        .update(orders)
        .set({ status: OrderStatus.PaymentProcessing })
        .where(eq(orders.id, orderId));
      await addHistory(
        tx,
        orderId,
        OrderStatus.PaymentProcessing,
        'Payment is being processed by the provider',
      );
    }
    return { result: order.isPaid ? 'ALREADY_SETTLED' : 'PENDING', orderId };
  }

  const matches =
    outcome.amountPence === payment.amountPence &&
    outcome.amountPence === order.totalPence &&
    outcome.currency === payment.currency;
  if (!matches) {
    await tx
      .update(payments)
      // From here on the payment's amount is what the provider took, which the refund gives back.
      .set({
        status: PaymentStatus.Mismatch,
        captureId: outcome.captureId,
        amountPence: outcome.amountPence,
        currency: outcome.currency,
      })
      .where(eq(payments.id, payment.id));
    await giveHoldBack(tx, payment.id);
    await addHistory(
      tx,
      orderId,
      order.status,
      `${mismatchNote(outcome, order.totalPence)}; refunding it in full`,
    );
    return { result: 'MISMATCH', orderId };
  }

  if (order.isPaid) {
    await tx
      .update(payments)
      .set({ status: PaymentStatus.Duplicate, captureId: outcome.captureId })
      .where(eq(payments.id, payment.id));
    await addHistory(
      tx,
      orderId,
      order.status,
      `A second payment of ${formatGBP(toPounds(outcome.amountPence))} arrived for this order, which was already paid; refunding it`,
    );
    return { result: 'DUPLICATE', orderId };
  }
  if (order.status === OrderStatus.Cancelled) {
    await markCompleted(tx, { paymentId: payment.id, captureId: outcome.captureId });
    await addHistory(
      tx,
      orderId,
      OrderStatus.Cancelled,
      'Payment arrived after the order was cancelled; refunding it',
    );
    return { result: 'PAID_AFTER_CANCEL', orderId };
  }
  const status = statusAfterPayment(order.status);
  await payOrder(tx, {
    paymentId: payment.id,
    captureId: outcome.captureId,
    orderId,
    status,
    paymentMethod: methodName,
    cardLast4: outcome.cardLast4,
    historyId: newId(),
    note: `Payment received (${methodName})`,
  });
  const paid = await enqueueOrderConfirmation(ctx, tx, orderId);
  // Last: the products' rows stay locked until the commit, and other sales wait for them.
  await recordSales(tx, orderId);
  return { result: 'PAID', orderId, order: paid ?? undefined };
}

/**
 * After the settlement committed: money the shop must not keep (a capture that did not match the
 * order, money that arrived after the order was cancelled, a second charge for a paid order) goes
 * back. A refund the provider refuses or leaves pending now is retried by the reconciliation round.
 */
export async function afterSettlement(
  ctx: SettleContext,
  payment: Payment,
  settlement: Settlement,
) {
  const refundNow: Settlement['result'][] = ['MISMATCH', 'PAID_AFTER_CANCEL', 'DUPLICATE'];
  if (!refundNow.includes(settlement.result)) return;
  try {
    await refundPayment(ctx, payment.id);
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'refund failed; reconciliation will retry it');
  }
}

/** Payments whose outcome is not known yet: capture in flight, answer lost, or pending. */
export const unsettledStatuses: PaymentStatus[] = [
  PaymentStatus.Capturing,
  PaymentStatus.Unknown,
  PaymentStatus.Pending,
];
export const isUnsettled = (status: PaymentStatus) => unsettledStatuses.includes(status);
export const unsettled = inArray(payments.status, [...unsettledStatuses]);
