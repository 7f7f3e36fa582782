/** How much of what was paid for an order has gone back: none, part of it, or all of it. */
export type RefundState = 'none' | 'partial' | 'full';

export function refundStateOf(paidPence: number, refundedPence: number): RefundState {
  if (refundedPence <= 0) return 'none';
  return refundedPence >= paidPence ? 'full' : 'partial';
}

/** The badge that stands instead of plain "Paid" once money has gone back. */
export const refundStateLabel: Record<Exclude<RefundState, 'none'>, string> = {
  partial: 'Partially refunded',
  full: 'Refunded',
};
