import { trpc, type RouterOutputs } from '../../../lib/trpc';
import type { RunAction } from '../useActionFeedback';

export type AdminOrder = RouterOutputs['admin']['orders']['byId'];

/**
 * The order page's changes. Each answers the order as it now stands, which replaces the
 * cached one; the list and the dashboard are refreshed when next shown. `busy` is true while any
 * of them runs: spec §4 disables every button meanwhile.
 */
export function useOrderActions(id: string) {
  const utils = trpc.useUtils();
  const onSuccess = async ({ order }: { order: AdminOrder }) => {
    utils.admin.orders.byId.setData({ id }, order);
    await Promise.all([
      utils.admin.orders.list.invalidate(),
      utils.admin.orders.dashboard.invalidate(),
    ]);
  };
  const actions = {
    updateStatus: trpc.admin.orders.updateStatus.useMutation({ onSuccess }),
    saveTracking: trpc.admin.orders.saveTracking.useMutation({ onSuccess }),
    saveNotes: trpc.admin.orders.saveNotes.useMutation({ onSuccess }),
    confirmOptions: trpc.admin.orders.confirmOptions.useMutation({ onSuccess }),
    cancel: trpc.admin.orders.cancel.useMutation({ onSuccess }),
    recordPayment: trpc.admin.orders.recordPayment.useMutation({ onSuccess }),
    markReturnReceived: trpc.admin.orders.markReturnReceived.useMutation({ onSuccess }),
    refundReturn: trpc.admin.orders.refundReturn.useMutation({ onSuccess }),
  };
  const busy = Object.values(actions).some((mutation) => mutation.isPending);
  return { ...actions, busy };
}

export type OrderActions = ReturnType<typeof useOrderActions>;

/** What each of the order page's action panels works with. */
export interface OrderActionProps {
  order: AdminOrder;
  actions: OrderActions;
  /** Runs a change and answers it on the page (see useActionFeedback). */
  run: RunAction;
}
