import { Ban, Check } from 'lucide-react';
import { useState } from 'react';
import { ButtonSpinner } from '../../ui/Spinner';
import { MoveBackDialog } from './MoveBackDialog';
import {
  CANCEL_REASON,
  cancelConfirmation,
  isStatusActionDisabled,
  statusActionsFor,
  type StatusAction,
} from './statusActionRules';
import type { OrderActionProps } from './useOrderActions';
import { OrderStatus } from '../../../../shared/orderStatus';
import { deliveryKindOf, isBackwardMove } from '../../../../shared/orderTransitions';

/**
 * Spec §4's status buttons (a collection's own for a collection order), enabled as the
 * transition table allows. Cancelling asks first (and
 * says what becomes of a paid order's money); a move back asks why (MoveBackDialog).
 */
export function StatusActions({ order, actions, run }: OrderActionProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [movingBack, setMovingBack] = useState<StatusAction | null>(null);
  const kind = deliveryKindOf(order);

  async function change(action: StatusAction, reason?: string) {
    const cancelling = action.status === OrderStatus.Cancelled;
    if (cancelling && !window.confirm(cancelConfirmation(order))) return;
    setPending(action.status);
    await (cancelling
      ? run(
          () => actions.cancel.mutateAsync({ id: order._id, reason: CANCEL_REASON }),
          'Failed to cancel order. Please try again.',
        )
      : run(
          () => actions.updateStatus.mutateAsync({ id: order._id, status: action.status, reason }),
          'Failed to update order status. Please try again.',
        ));
    setPending(null);
  }

  function choose(action: StatusAction) {
    if (isBackwardMove(order.status, action.status)) setMovingBack(action);
    else void change(action);
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
      {statusActionsFor(kind).map((action) => {
        const cancelling = action.status === OrderStatus.Cancelled;
        const current = order.status === action.status;
        return (
          <button
            key={action.status}
            type="button"
            onClick={() => choose(action)}
            disabled={isStatusActionDisabled(action, order.status, kind, actions.busy)}
            className={`btn justify-start rounded-md border px-3.5 text-left ${
              cancelling
                ? 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100 sm:col-span-2 xl:col-span-1'
                : 'border-ink/15 bg-white hover:border-gold hover:text-gold-dark'
            }`}
          >
            {pending === action.status ? (
              <ButtonSpinner />
            ) : cancelling ? (
              <Ban className="size-4 shrink-0" aria-hidden />
            ) : (
              <Check
                className={`size-4 shrink-0 ${current ? 'text-emerald-600' : 'text-stone/40'}`}
                aria-hidden
              />
            )}
            {action.label}
          </button>
        );
      })}
      {movingBack && (
        <MoveBackDialog
          from={order.status}
          to={movingBack.status}
          onClose={() => setMovingBack(null)}
          onConfirm={(reason) => {
            setMovingBack(null);
            void change(movingBack, reason);
          }}
        />
      )}
    </div>
  );
}
