import { CaptureStatus, type Order, type OrdersCapture } from '@paypal/paypal-server-sdk';
import { penceFromValue } from './paypalMoney';
import type { CaptureOutcome } from './provider';

/**
 * The 422 issues PayPal answers when the buyer's instrument is refused: nothing was charged and
 * the buyer may choose another way to pay. The reasons are shown to the shopper.
 */
export const DECLINE_REASONS: Readonly<Record<string, string>> = {
  INSTRUMENT_DECLINED: 'Your payment method was declined. Please choose another one.',
  PAYER_ACTION_REQUIRED: 'PayPal needs you to complete another step. Please try again.',
  TRANSACTION_REFUSED: 'PayPal refused this payment. Please choose another payment method.',
};

const CAPTURE_DECLINED = 'The payment was declined. Please choose another payment method.';

/** What the order's capture says happened to the money, or null when it has no capture yet. */
export function captureOutcomeOf(order: Order): CaptureOutcome | null {
  const captures = order.purchaseUnits?.flatMap((unit) => unit.payments?.captures ?? []) ?? [];
  const capture =
    captures.find((c) => moneyWasTaken(c.status)) ??
    captures.find((c) => c.status === CaptureStatus.Pending) ??
    captures.at(-1);
  if (!capture) return null;

  if (moneyWasTaken(capture.status)) {
    if (!capture.id || !capture.amount)
      throw new Error('PayPal reported a capture without id or amount');
    return {
      status: 'COMPLETED',
      captureId: capture.id,
      amountPence: penceFromValue(capture.amount.value),
      currency: capture.amount.currencyCode,
      cardLast4: order.paymentSource?.card?.lastDigits ?? null,
      payerEmail: order.payer?.emailAddress ?? order.paymentSource?.paypal?.emailAddress ?? null,
    };
  }
  if (capture.status === CaptureStatus.Pending) {
    return { status: 'PENDING', captureId: capture.id ?? null };
  }
  if (capture.status === CaptureStatus.Declined || capture.status === CaptureStatus.Failed) {
    return { status: 'DECLINED', reason: CAPTURE_DECLINED };
  }
  throw new Error(`PayPal reported a capture in an unknown state: ${capture.status}`);
}

/**
 * A capture refunded later still took the money first; refunds are the shop's own later
 * actions, tracked apart from the capture.
 */
function moneyWasTaken(status: OrdersCapture['status']): boolean {
  return (
    status === CaptureStatus.Completed ||
    status === CaptureStatus.PartiallyRefunded ||
    status === CaptureStatus.Refunded
  );
}
