import { XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatGBP } from '../../../../shared/money';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { orderNumber } from '../../../lib/schemas';
import type { Order } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Modal } from '../../ui/Modal';
import { ButtonSpinner } from '../../ui/Spinner';
import { cancelledMessage, useCancellation } from './useCancellation';

/** What a cancellation does to the customer's money, said before they confirm it. */
function refundPromise(order: Order) {
  if (!order.isPaid || order.totalPrice === 0) {
    return 'Nothing has been paid for this order, so there is nothing to refund.';
  }
  return order.paymentDetails.captureId
    ? `We will refund ${formatGBP(order.totalPrice)} in full to the way you paid.`
    : `You paid outside our website: we will refund ${formatGBP(order.totalPrice)} to you the same way within 14 days.`;
}

/**
 * "Cancel order" on an order not yet sent, with a confirmation dialog (a native modal: focus
 * stays inside, Escape closes it). The server checks again under the order's lock.
 */
export function CancelOrderButton({
  order,
  onCancelled,
}: {
  order: Order;
  onCancelled: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const { cancel } = useCancellation(order);

  async function confirm() {
    setError(null);
    try {
      const updated = await cancel.mutateAsync({ id: order._id });
      setOpen(false);
      onCancelled(cancelledMessage(updated));
    } catch (rejection) {
      setError(rejectionMessageOr(rejection, 'Failed to cancel the order. Please try again.'));
    }
  }

  return (
    <>
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        <XCircle className="size-4" aria-hidden />
        Cancel order
      </button>
      {open && (
        <Modal
          title="Cancel this order?"
          size="narrow"
          onClose={() => setOpen(false)}
          initialFocus={keep}
        >
          <div className="space-y-4">
            <h2 className="pr-8 text-2xl">Cancel order #{orderNumber(order._id)}?</h2>
            {error && <ErrorBanner message={error} />}
            <p>
              The whole order will be cancelled and its items go back on sale.{' '}
              {refundPromise(order)}
            </p>
            <p className="text-sm text-stone">This cannot be undone.</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={cancel.isPending}
                onClick={() => void confirm()}
              >
                {cancel.isPending && <ButtonSpinner />}
                Yes, cancel order
              </button>
              <button
                ref={keep}
                type="button"
                className="btn-outline"
                onClick={() => setOpen(false)}
              >
                Keep my order
              </button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
