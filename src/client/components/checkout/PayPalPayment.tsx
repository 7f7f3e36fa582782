import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { payInThreeCovers } from '../../../shared/payLater';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { PayPalPayLaterMessage } from '../payLater/PayLaterMessage';
import { paypalScriptOptions } from './paypalScriptOptions';
import type { Payment } from './usePayment';

const CHECKOUT_ERROR = 'An error occurred during PayPal Checkout.';

/**
 * PayPal's own buttons (loaded lazily: only a shop configured for PayPal downloads this and
 * PayPal's script), Pay Later among them, with PayPal's Pay Later message for the order's total
 * when `payLater` says the shop offers it. The buyer approves in PayPal's window; the capture
 * runs on our server.
 */
export function PayPalPayment({
  clientId,
  currency,
  total,
  payLater,
  payment,
}: {
  clientId: string;
  currency: string;
  /** Pounds: what the order asks. */
  total: number;
  payLater: boolean;
  payment: Payment;
}) {
  return (
    <PayPalScriptProvider options={paypalScriptOptions(clientId, currency)}>
      <PayPalScriptStatus />
      {payLater && payInThreeCovers(total) && (
        <PayPalPayLaterMessage amount={total} placement="payment" className="min-h-5" />
      )}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        disabled={payment.busy}
        createOrder={() => payment.createProviderOrder()}
        onApprove={(data) => payment.captureProviderOrder(data.orderID)}
        onError={() => payment.fail(CHECKOUT_ERROR)}
      />
    </PayPalScriptProvider>
  );
}

/** While PayPal's script loads, and if it cannot (blocked, offline), say so. */
function PayPalScriptStatus() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <Spinner label="Loading PayPal…" className="py-6" />;
  if (isRejected) return <ErrorBanner message={CHECKOUT_ERROR} />;
  return null;
}
