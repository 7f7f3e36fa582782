/**
 * What became of one provider order (a payment attempt). CREATED → CAPTURING → COMPLETED is the
 * happy path; the others are how it can end or stall.
 */
export const PaymentStatus = {
  /** Created at the provider, waiting for the buyer's approval and our capture. */
  Created: 'CREATED',
  /** Our capture call is running. */
  Capturing: 'CAPTURING',
  /** The capture's answer was lost: reconciliation asks the provider. */
  Unknown: 'UNKNOWN',
  /** Charged but not settled yet (e.g. an eCheck); a webhook completes it. */
  Pending: 'PENDING',
  /** Captured for the order's total: this payment paid the order. */
  Completed: 'COMPLETED',
  /** The buyer's instrument was refused; nothing was charged. */
  Declined: 'DECLINED',
  /** Captured for another amount or currency than the order's: refunded at once, never kept. */
  Mismatch: 'MISMATCH',
  /** Captured although the order was already paid: refunded automatically. */
  Duplicate: 'DUPLICATE',
  /** Replaced by a newer provider order for the same shop order: never captured by us. */
  Voided: 'VOIDED',
  /**
   * A refund was asked for and the provider has not confirmed it yet: the money may still be
   * held, so the background round asks again (same request id) until it is confirmed.
   */
  RefundPending: 'REFUND_PENDING',
  Refunded: 'REFUNDED',
  Reversed: 'REVERSED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses = Object.values(PaymentStatus);

/**
 * The statuses in which the provider may hold money for the order (decision 025): a capture
 * running or unanswered, pending, taken, or taken wrongly and not refunded yet. While one of an
 * order's payments is in one of them, the order is not expired and no other payment of it is
 * captured.
 */
export const moneyHeldStatuses: readonly PaymentStatus[] = [
  PaymentStatus.Capturing,
  PaymentStatus.Unknown,
  PaymentStatus.Pending,
  PaymentStatus.Completed,
  PaymentStatus.Mismatch,
  PaymentStatus.Duplicate,
  PaymentStatus.RefundPending,
];

/** Who takes the money: PayPal or the built-in test mode (a payment's and a webhook event's). */
export const paymentProviders = ['paypal', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Whether an order is paid, in spec §4's words for the account's orders table. */
export const paymentWording = (isPaid: boolean) => (isPaid ? 'Paid' : 'Processing');
