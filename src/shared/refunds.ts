import { AWAITING_PAYMENT, isAwaitingPayment } from './orderStatus';

/** How much of what was paid for an order has gone back: none, part of it, or all of it. */
export type RefundState = 'none' | 'partial' | 'full';

export function refundStateOf(paidPence: number, refundedPence: number): RefundState {
  if (refundedPence <= 0) return 'none';
  return refundedPence >= paidPence ? 'full' : 'partial';
}

/** The badge that stands instead of plain "Paid" once money has gone back. */
export const refundStateLabel = {
  partial: 'Partially refunded',
  full: 'Refunded',
} as const satisfies Record<Exclude<RefundState, 'none'>, string>;

/**
 * An order's payment in a word or two: Paid, Partially refunded or Refunded once paid. Before
 * that, its customer reads "Awaiting payment" while it can still be paid (the shop reads
 * "Unpaid", beside the real status); a cancelled unpaid order is "Unpaid" to both.
 */
export function paymentLabel(
  order: { isPaid: boolean; status: string; refundState: RefundState },
  audience: 'customer' | 'shop',
) {
  if (order.isPaid)
    return order.refundState === 'none' ? 'Paid' : refundStateLabel[order.refundState];
  return audience === 'customer' && isAwaitingPayment(order) ? AWAITING_PAYMENT : 'Unpaid';
}
export type PaymentLabel = ReturnType<typeof paymentLabel>;
