import { trpc, type Order } from '../../lib/trpc';
import { checkoutAttempt } from '../../state/checkout';
import type { PlaceOrderRequest } from './placeOrderRequest';

/**
 * Place Order with the attempt's idempotency key: a retry after a lost answer gets the order the
 * first try made, not a second one. The key is dropped once an order is made.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const utils = trpc.useUtils();
  const place = trpc.orders.place.useMutation({
    onSuccess: async (order) => {
      checkoutAttempt.forget();
      utils.orders.byId.setData({ id: order._id }, order);
      onPlaced(order);
      // The order took stock: listings and product pages show it on their next visit.
      await Promise.all([
        utils.orders.mine.invalidate(),
        utils.catalog.products.invalidate(),
        utils.catalog.product.invalidate(),
        utils.catalog.related.invalidate(),
        utils.catalog.home.invalidate(),
      ]);
    },
  });
  return {
    place,
    placeOrder: (request: PlaceOrderRequest) =>
      place.mutate({ ...request, idempotencyKey: checkoutAttempt.keyFor(JSON.stringify(request)) }),
  };
}
