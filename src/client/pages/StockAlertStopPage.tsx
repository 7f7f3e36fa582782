import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth/AuthCard';
import { ErrorBanner } from '../components/ui/ErrorBanner';
import { ButtonSpinner } from '../components/ui/Spinner';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { serverMessageOr } from '../lib/errorMessage';
import { useTRPC } from '../lib/trpc';

/**
 * /stock-alerts/stop?token=…: the back-in-stock mail's "Stop this alert" (decision 060), signed in
 * or not. Nothing happens until the button is pressed, so a mail scanner that opens the link
 * stops nothing.
 */
export function StockAlertStopPage() {
  const trpc = useTRPC();
  const token = useSearchParams()[0].get('token') ?? '';
  const stop = useMutation(trpc.stockAlerts.stop.mutationOptions());
  return (
    <AuthCard
      title="Stop a Back-in-Stock Alert"
      intro={stop.isSuccess ? undefined : 'We will not write to you about this piece.'}
      footer={
        <Link
          to="/products"
          className="font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          Continue shopping
        </Link>
      }
    >
      {!token ? (
        <ErrorBanner message="This link is incomplete. Please open the link from the e-mail again." />
      ) : stop.isSuccess ? (
        <SuccessNotice
          message={
            stop.data.stopped
              ? 'Your alert is stopped: we will not write to you about it.'
              : 'This alert was already stopped or sent: there is nothing more to stop.'
          }
        />
      ) : (
        <div className="space-y-5">
          {stop.isError && (
            <ErrorBanner message={serverMessageOr(stop.error, 'Could not stop the alert.')} />
          )}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={stop.isPending}
            onClick={() => stop.mutate({ token })}
          >
            {stop.isPending && <ButtonSpinner />}
            {stop.isPending ? 'Stopping…' : 'Stop this alert'}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
