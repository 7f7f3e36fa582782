import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Order } from '../../../lib/trpc';

/** The customer's cancellations of `order`: each puts the answered order in the page's cache. */
export function useCancellation(order: Pick<Order, '_id'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = async (updated: Order) => {
    queryClient.setQueryData(trpc.orders.byId.queryKey({ id: order._id }), updated);
    await queryClient.invalidateQueries(trpc.orders.mine.queryFilter());
  };
  return {
    cancel: useMutation(trpc.orders.cancel.mutationOptions({ onSuccess })),
    notice: useMutation(trpc.orders.giveCancellationNotice.mutationOptions({ onSuccess })),
  };
}

/** What the customer is told once the order is cancelled: the money, in their words. */
export function cancelledMessage(order: Pick<Order, 'isPaid' | 'totalPrice' | 'paymentDetails'>) {
  if (!order.isPaid || order.totalPrice === 0) {
    return 'Your order has been cancelled. Nothing was paid, so there is nothing to refund. We have e-mailed you a confirmation.';
  }
  return order.paymentDetails.captureId
    ? 'Your order has been cancelled and your payment is being refunded in full. We have e-mailed you a confirmation.'
    : 'Your order has been cancelled. You paid outside our website, so we will refund you the same way within 14 days. We have e-mailed you a confirmation.';
}
