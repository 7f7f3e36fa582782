import { PackageCheck, Undo2 } from 'lucide-react';
import { formatGBP } from '../../../../shared/money';
import { ReturnStatus } from '../../../../shared/returns';
import { ReturnList, type ReturnView } from '../../order/returns/ReturnList';
import { ButtonSpinner } from '../../ui/Spinner';
import { RefundDue } from './RefundDue';
import type { OrderActionProps } from './useOrderActions';

export const refundConfirmation = (amount: number, method: string) =>
  `Refund ${formatGBP(amount)} to the customer (${method})? The money goes back at once and cannot be taken again.`;

/**
 * The order's return requests for the owner: mark the parcel received, then refund exactly the
 * returned lines (after a confirmation). The server makes a repeated refund a no-op.
 */
export function AdminReturns({ order, actions, run }: OrderActionProps) {
  const returns = order.returns as ReturnView[];
  const pendingId =
    actions.refundReturn.variables?.returnId ?? actions.markReturnReceived.variables?.returnId;

  async function markReceived(request: ReturnView) {
    await run(
      () => actions.markReturnReceived.mutateAsync({ id: order._id, returnId: request._id }),
      'Failed to mark the return as received. Please try again.',
    );
  }

  async function refund(request: ReturnView) {
    if (!window.confirm(refundConfirmation(request.amount, order.paymentMethod))) return;
    await run(
      () => actions.refundReturn.mutateAsync({ id: order._id, returnId: request._id }),
      'Failed to refund the return. Please try again.',
    );
  }

  return (
    <ReturnList
      returns={returns}
      actions={(request) => {
        const working = actions.busy && pendingId === request._id;
        if (request.status === ReturnStatus.Refunded) return null;
        const due = <RefundDue dueBy={request.refundDueBy} />;
        if (request.status === ReturnStatus.Requested) {
          return (
            <>
              {due}
              <button
                type="button"
                className="btn-outline print:hidden"
                disabled={actions.busy}
                onClick={() => void markReceived(request)}
              >
                {working ? <ButtonSpinner /> : <PackageCheck className="size-4" aria-hidden />}
                Mark as received
              </button>
            </>
          );
        }
        if (request.status === ReturnStatus.Received) {
          return (
            <>
              {due}
              <button
                type="button"
                className="btn-gold print:hidden"
                disabled={actions.busy}
                onClick={() => void refund(request)}
              >
                {working ? <ButtonSpinner /> : <Undo2 className="size-4" aria-hidden />}
                Refund {formatGBP(request.amount)}
              </button>
            </>
          );
        }
        return due;
      }}
    />
  );
}
