import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { formatGBP } from '../../../shared/money';
import { formatTimeGB } from '../../../shared/londonTime';
import { orderNumber } from '../../lib/schemas';
import { useTRPC, type Order } from '../../lib/trpc';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Spinner } from '../ui/Spinner';
import { SuccessNotice } from '../ui/SuccessNotice';
import { TestPayment } from './TestPayment';
import { usePayment } from './usePayment';

const PayPalPayment = lazy(async () => ({
  default: (await import('./PayPalPayment')).PayPalPayment,
}));

/** The checkout's second step: the placed order waits for payment with the configured provider. */
export function PaymentStep({
  order,
  justPlaced,
  onPaid,
}: {
  order: Order;
  /** Placed a moment ago (not resumed after a reload): say so, and bring focus here. */
  justPlaced: boolean;
  onPaid: (order: Order) => void;
}) {
  const trpc = useTRPC();
  const config = useQuery(trpc.payments.config.queryOptions(undefined, { staleTime: Infinity }));
  const payment = usePayment(order._id, onPaid);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the shopper was in has gone; keyboard and screen reader users continue from here.
  useEffect(() => {
    if (justPlaced) heading.current?.focus();
  }, [justPlaced]);

  return (
    <section
      aria-labelledby="payment-title"
      className="space-y-5 rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8"
    >
      {justPlaced && <SuccessNotice message="Order created. Please complete payment." />}
      <div>
        <h2 id="payment-title" ref={heading} tabIndex={-1} className="text-3xl focus:outline-none">
          Payment
        </h2>
        <p className="mt-2 text-sm text-stone">
          Order #{orderNumber(order._id)} for {formatGBP(order.totalPrice)}.
          {order.expiresAt && ` We hold your items until ${formatTimeGB(order.expiresAt)}.`}
        </p>
      </div>
      {payment.error && <ErrorBanner message={payment.error} />}
      {config.isPending ? (
        <Spinner label="Loading payment options…" className="py-6" />
      ) : config.isError ? (
        <ErrorBanner
          message="The payment options could not be loaded."
          onRetry={() => void config.refetch()}
        />
      ) : config.data.provider === 'test' ? (
        <TestPayment total={order.totalPrice} payment={payment} />
      ) : (
        <Suspense fallback={<Spinner label="Loading PayPal…" className="py-6" />}>
          <PayPalPayment
            // Always set in PayPal mode; without it PayPal's script fails to load and says so.
            clientId={config.data.clientId ?? ''}
            currency={config.data.currency}
            total={order.totalPrice}
            payLater={config.data.payLater !== null}
            payment={payment}
          />
        </Suspense>
      )}
    </section>
  );
}
