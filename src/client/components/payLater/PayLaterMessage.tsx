import { PayPalMessages, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { Component, type ReactNode } from 'react';
import type { PayLaterOffer, PayLaterPlacement } from '../../../shared/payLater';
import { paypalScriptOptions } from '../checkout/paypalScriptOptions';

/** PayPal's own Pay Later message (its wording is the lender's), in the shop's text style. */
const payLaterMessageStyle = {
  layout: 'text',
  logo: { type: 'inline' },
  text: { color: 'black', size: 12 },
} as const;

/**
 * PayPal's message for `amount`, loading PayPal's script for it (this module is its own chunk:
 * only a page showing an eligible amount in PayPal mode fetches it).
 */
export function PayLaterMessage({
  offer,
  amount,
  placement,
}: {
  offer: PayLaterOffer;
  amount: number;
  placement: PayLaterPlacement;
}) {
  return (
    <PayPalScriptProvider options={paypalScriptOptions(offer.clientId, offer.currency)}>
      <PayPalPayLaterMessage amount={amount} placement={placement} />
    </PayPalScriptProvider>
  );
}

/** The message inside a page's PayPal script (the payment step's, beside its buttons). */
export function PayPalPayLaterMessage({
  amount,
  placement,
  className,
}: {
  amount: number;
  placement: PayLaterPlacement;
  className?: string;
}) {
  return (
    <WithoutMessageOnFailure>
      <PayPalMessages
        amount={amount.toFixed(2)}
        currency="GBP"
        placement={placement}
        style={payLaterMessageStyle}
        className={className}
        // PayPal renders once; a new amount (another option, a changed cart) renders again.
        forceReRender={[amount]}
      />
    </WithoutMessageOnFailure>
  );
}

/** A message PayPal could not render is left out: the page around it carries on. */
class WithoutMessageOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
