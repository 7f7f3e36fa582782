import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { payInThreeCovers, type PayLaterPlacement } from '../../../shared/payLater';
import { useHydrated } from '../../hooks/useHydrated';
import { useTRPC } from '../../lib/trpc';

// PayPal's script and its React wrapper load only where a message is shown.
const PayLaterMessage = lazy(async () => ({
  default: (await import('./PayLaterMessage')).PayLaterMessage,
}));

/**
 * PayPal's Pay Later message for `amount` where PayPal offers it (PayPal mode, pounds, an amount
 * in Pay in 3's range); nothing at all elsewhere, so no request goes to PayPal.
 */
export function PayLater({
  amount,
  placement,
  className = '',
}: {
  /** Pounds. */
  amount: number;
  placement: PayLaterPlacement;
  className?: string;
}) {
  const trpc = useTRPC();
  const config = useQuery(trpc.payments.config.queryOptions(undefined, { staleTime: Infinity }));
  // The server cannot wait for a lazy part: the message joins once the browser has taken over.
  const hydrated = useHydrated();
  const offer = config.data?.payLater;
  if (!offer || !payInThreeCovers(amount)) return null;
  return (
    // The line's height is kept while PayPal's script loads, so nothing below it jumps.
    <div className={`min-h-5 ${className}`}>
      {hydrated && (
        <Suspense fallback={null}>
          <PayLaterMessage offer={offer} amount={amount} placement={placement} />
        </Suspense>
      )}
    </div>
  );
}
