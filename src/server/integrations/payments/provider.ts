/**
 * The payment provider behind checkout: PayPal Orders v2, or the built-in test mode. The shop
 * creates a provider order for a stored total, the buyer approves it in the provider's buttons,
 * and the server captures it; nothing here touches the database.
 */

import type { PaymentProviderName } from '../../../shared/paymentStatus';

/** What a capture (or a later look at the provider order) says happened to the money. */
export type CaptureOutcome =
  | {
      status: 'COMPLETED';
      captureId: string;
      amountPence: number;
      currency: string;
      cardLast4: string | null;
      payerEmail: string | null;
    }
  /** The buyer's instrument was refused; nothing was charged and the buyer may try again. */
  | { status: 'DECLINED'; reason: string }
  /** Charged but not settled yet (e.g. an eCheck); a webhook completes it later. */
  | { status: 'PENDING'; captureId: string | null };

/** A provider order seen later: not yet captured, or what its capture became. */
export type ProviderOrderState = CaptureOutcome | { status: 'NOT_CAPTURED' };

export interface RefundOutcome {
  refundId: string;
  /** PENDING: asked for, not done yet; the money may still be held. */
  status: 'COMPLETED' | 'PENDING';
}

/** A verified provider event (PAYMENT.CAPTURE.COMPLETED and friends), reduced to what we apply. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The provider order the capture belongs to. */
  providerOrderId: string | null;
  captureId: string | null;
  amountPence: number | null;
  currency: string | null;
}

/** The provider could not be reached or did not answer in time: the outcome is unknown. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stored as the order's payment method and shown to the shopper. */
  readonly methodName: string;
  /** For the browser: PayPal's client id for its buttons (null in test mode). */
  readonly clientId: string | null;

  createOrder(input: {
    orderId: string;
    amountPence: number;
    currency: string;
    description: string;
  }): Promise<{ providerOrderId: string }>;

  /**
   * Captures an approved provider order. `requestId` makes a repeated call (a retry, a parallel
   * request) return the first result instead of charging again.
   */
  captureOrder(input: {
    providerOrderId: string;
    requestId: string;
    /** Test mode only: the shopper chose "simulate a declined payment". */
    simulateDecline?: boolean;
  }): Promise<CaptureOutcome>;

  /** Reconciliation: what became of a provider order whose capture answer was lost. */
  getOrder(providerOrderId: string): Promise<ProviderOrderState>;

  /**
   * Refunds a capture, once per `requestId`: a repeat answers the same refund as it stands now (a
   * PENDING one may have COMPLETED since). Without `amount`, all that is left of the capture.
   */
  refundCapture(input: {
    captureId: string;
    requestId: string;
    amount?: { pence: number; currency: string };
  }): Promise<RefundOutcome>;

  /** Checks a webhook's signature with the provider; null when it is not genuine. */
  verifyWebhook(input: {
    headers: Record<string, string | undefined>;
    body: unknown;
  }): Promise<PaymentEvent | null>;
}
