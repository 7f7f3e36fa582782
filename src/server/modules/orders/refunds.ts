import { sql } from 'drizzle-orm';
import { CURRENCY } from '../../../shared/constants';
import { toPounds } from '../../../shared/money';
import { OrderStatus } from '../../../shared/orderStatus';
import { PaymentStatus } from '../../../shared/paymentStatus';
import { refundStateOf } from '../../../shared/refunds';
import { ReturnStatus } from '../../../shared/returns';
import { orders } from '../../db/schema';

/**
 * The money that has gone back on an order, written once in SQL so the order pages, the admin
 * list, the CSV and the dashboard all count it alike. Two ways give money back: a return's
 * refund, and a cancellation of a paid order, which refunds its whole payment. A refund the
 * provider has not confirmed yet (a return `refunding`, a payment still COMPLETED after the
 * cancellation or REFUND_PENDING) is pending: the provider may still hold the money, so the shop
 * has not given it back yet.
 */

const paidPence = sql`(case when ${orders.isPaid} then ${orders.totalPence} else 0 end)`;

const returnsPence = (status: ReturnStatus) =>
  sql`coalesce((select sum(r.amount_pence) from order_returns r
    where r.order_id = ${orders.id} and r.status = ${status}), 0)`;

const cancelledAfterPayment = sql`(${orders.status} = ${OrderStatus.Cancelled} and ${orders.isPaid})`;

const paymentIn = (...statuses: PaymentStatus[]) =>
  sql`exists (select 1 from payments p where p.order_id = ${orders.id}
    and p.status in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

/** The cancelled order's payment still with the shop: its refund failed or is unconfirmed. */
const paymentHeld = paymentIn(PaymentStatus.Completed, PaymentStatus.RefundPending);

/**
 * The payment that paid the order, refunded: of the order's total in pounds. (A capture that did
 * not match the order, refunded too, was never the order's money: decision 025.)
 */
const orderPaymentRefunded = sql`exists (select 1 from payments p where p.order_id = ${orders.id}
  and p.status = ${PaymentStatus.Refunded} and p.amount_pence = ${orders.totalPence}
  and p.currency = ${CURRENCY})`;

/** Confirmed refunds; never more than was paid, so what was kept is never negative. */
export const refundedPence = sql<number>`least(${paidPence}, ${returnsPence(ReturnStatus.Refunded)}
  + case when ${cancelledAfterPayment} and ${orderPaymentRefunded} and not ${paymentHeld}
    then ${orders.totalPence} else 0 end)`.mapWith(Number);

export const refundPendingPence = sql<number>`(${returnsPence(ReturnStatus.Refunding)}
  + case when ${cancelledAfterPayment} and ${paymentHeld} then ${orders.totalPence} else 0 end)`.mapWith(
  Number,
);

export interface OrderRefunds {
  refundedPence: number;
  pendingPence: number;
}

/** An order's money as every order answer carries it: refunded, pending and what the shop kept. */
export function refundFigures(order: { isPaid: boolean; totalPence: number }, r: OrderRefunds) {
  const paid = order.isPaid ? order.totalPence : 0;
  return {
    /** Confirmed by the provider (or refunded by hand for a payment taken outside the site). */
    refundedPrice: toPounds(r.refundedPence),
    /** Asked of the provider, not confirmed yet: the money may still be with the shop. */
    refundPendingPrice: toPounds(r.pendingPence),
    /** What the shop kept of what was paid. */
    keptPrice: toPounds(paid - r.refundedPence),
    refundState: refundStateOf(paid, r.refundedPence),
  };
}
