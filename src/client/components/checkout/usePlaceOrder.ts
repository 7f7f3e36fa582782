import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Order } from '../../lib/trpc';
import { checkoutAttempt } from '../../state/checkout';
import type { PlaceOrderRequest } from './placeOrderRequest';

/**
 * Place Order with the attempt's idempotency key: a retry after a lost answer gets the order the
 * first try made, not a second one. The key is dropped once an order is made.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const place = useMutation(
    trpc.orders.place.mutationOptions({
      onSuccess: async (order) => {
        checkoutAttempt.forget();
        queryClient.setQueryData(trpc.orders.byId.queryKey({ id: order._id }), order);
        onPlaced(order);
        // The order took stock: listings and product pages show it on their next visit.
        await Promise.all([
          queryClient.invalidateQueries(trpc.orders.mine.queryFilter()),
          queryClient.invalidateQueries(trpc.catalog.products.queryFilter()),
          queryClient.invalidateQueries(trpc.catalog.product.queryFilter()),
          queryClient.invalidateQueries(trpc.catalog.related.queryFilter()),
          queryClient.invalidateQueries(trpc.catalog.home.queryFilter()),
        ]);
      },
    }),
  );
  return {
    place,
    placeOrder: (request: PlaceOrderRequest) =>
      place.mutate({ ...request, idempotencyKey: checkoutAttempt.keyFor(JSON.stringify(request)) }),
  };
}
