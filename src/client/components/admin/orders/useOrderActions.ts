import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import type { RunAction } from '../useActionFeedback';

export type AdminOrder = RouterOutputs['admin']['orders']['byId'];

/**
 * The order page's changes. Each answers the order as it now stands, which replaces the
 * cached one; the list and the dashboard are refreshed when next shown. `busy` is true while any
 * of them runs: spec §4 disables every button meanwhile.
 */
export function useOrderActions(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = async ({ order }: { order: AdminOrder }) => {
    queryClient.setQueryData(trpc.admin.orders.byId.queryKey({ id }), order);
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.orders.list.queryFilter()),
      queryClient.invalidateQueries(trpc.admin.orders.dashboard.queryFilter()),
    ]);
  };
  const actions = {
    updateStatus: useMutation(trpc.admin.orders.updateStatus.mutationOptions({ onSuccess })),
    saveTracking: useMutation(trpc.admin.orders.saveTracking.mutationOptions({ onSuccess })),
    saveNotes: useMutation(trpc.admin.orders.saveNotes.mutationOptions({ onSuccess })),
    confirmOptions: useMutation(trpc.admin.orders.confirmOptions.mutationOptions({ onSuccess })),
    cancel: useMutation(trpc.admin.orders.cancel.mutationOptions({ onSuccess })),
    recordPayment: useMutation(trpc.admin.orders.recordPayment.mutationOptions({ onSuccess })),
    markReturnReceived: useMutation(
      trpc.admin.orders.markReturnReceived.mutationOptions({ onSuccess }),
    ),
    refundReturn: useMutation(trpc.admin.orders.refundReturn.mutationOptions({ onSuccess })),
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
