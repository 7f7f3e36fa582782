import { Ban, Check } from 'lucide-react';
import { useState } from 'react';
import { ButtonSpinner } from '../../ui/Spinner';
import {
  CANCEL_CONFIRMATION,
  CANCEL_REASON,
  isStatusActionDisabled,
  statusActions,
  statusChangeNote,
  type StatusAction,
} from './statusActionRules';
import type { OrderActionProps } from './useOrderActions';
import { OrderStatus } from '../../../../shared/orderStatus';

/** Spec §4's status buttons, with exactly its disabling rules and the cancel confirmation. */
export function StatusActions({ order, actions, run }: OrderActionProps) {
  const [pending, setPending] = useState<string | null>(null);

  async function change(action: StatusAction) {
    const cancelling = action.status === OrderStatus.Cancelled;
    if (cancelling && !window.confirm(CANCEL_CONFIRMATION)) return;
    setPending(action.status);
    await (cancelling
      ? run(
          () => actions.cancel.mutateAsync({ id: order._id, reason: CANCEL_REASON }),
          'Failed to cancel order. Please try again.',
        )
      : run(
          () =>
            actions.updateStatus.mutateAsync({
              id: order._id,
              status: action.status,
              note: statusChangeNote(action.status),
            }),
          'Failed to update order status. Please try again.',
        ));
    setPending(null);
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
      {statusActions.map((action) => {
        const cancelling = action.status === OrderStatus.Cancelled;
        const current = order.status === action.status;
        return (
          <button
            key={action.status}
            type="button"
            onClick={() => void change(action)}
            disabled={isStatusActionDisabled(action, order.status, actions.busy)}
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
    </div>
  );
}
