import { serverMessageOr } from '../../lib/errorMessage';
import { ErrorBanner } from '../ui/ErrorBanner';

/** Spec §8 for the customer's orders list (page, account tabs): the server's message or ours. */
export function OrdersFetchError({
  error,
  onRetry,
}: {
  error: { message: string; data?: { code: string } | null };
  onRetry: () => void;
}) {
  return (
    <ErrorBanner message={serverMessageOr(error, 'Failed to fetch orders')} onRetry={onRetry} />
  );
}
