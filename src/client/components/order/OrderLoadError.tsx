import { Link } from 'react-router';
import { serverMessageOr } from '../../lib/errorMessage';
import { ErrorBanner } from '../ui/ErrorBanner';
import { isMissingOrder } from './useOrder';

/** Spec §8 for a page of one order: 'Order not found', else the server's message or ours. */
export function OrderLoadError({
  error,
  onRetry,
}: {
  error: { message: string; data?: { code: string } | null };
  onRetry: () => void;
}) {
  const missing = isMissingOrder(error);
  return (
    <div className="container-page max-w-3xl py-16">
      <ErrorBanner
        message={
          missing ? 'Order not found' : serverMessageOr(error, 'Failed to fetch order details')
        }
        onRetry={missing ? undefined : onRetry}
      >
        {missing && (
          <Link to="/orders" className="btn-outline shrink-0 py-2">
            My Orders
          </Link>
        )}
      </ErrorBanner>
    </div>
  );
}
