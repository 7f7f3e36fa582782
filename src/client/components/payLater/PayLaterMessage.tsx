import { PayPalMessages, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { Component, type ReactNode } from 'react';
import type { PayLaterOffer, PayLaterPlacement } from '../../../shared/payLater';
import { payLaterMessageStyle, paypalScriptOptions } from '../checkout/paypalScriptOptions';

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
      <WithoutMessageOnFailure>
        <PayPalMessages
          amount={amount.toFixed(2)}
          currency={offer.currency}
          placement={placement}
          style={payLaterMessageStyle}
          // PayPal renders once; a new amount (another option, a changed cart) renders again.
          forceReRender={[amount]}
        />
      </WithoutMessageOnFailure>
    </PayPalScriptProvider>
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
