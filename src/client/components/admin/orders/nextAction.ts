import { OrderStatus } from '../../../../shared/orderStatus';
import { ReturnStatus } from '../../../../shared/returns';

/** What the owner does next with an order, when one thing obviously comes next. */
export type NextAction = 'ship' | 'collect' | 'return' | null;

/**
 * A return to receive or refund comes first; then a paid order not yet on its way: shipped with
 * tracking, or handed over when it is collected from the shop.
 */
export function nextAction(order: {
  isPaid: boolean;
  status: string;
  delivery: { kind: string } | null;
  returns: { status: string }[];
}): NextAction {
  if (
    order.returns.some(
      (r) => r.status === ReturnStatus.Requested || r.status === ReturnStatus.Received,
    )
  ) {
    return 'return';
  }
  const done: string[] = [OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled];
  if (!order.isPaid || done.includes(order.status)) return null;
  return order.delivery?.kind === 'collection' ? 'collect' : 'ship';
}

export const nextActionTitle: Record<Exclude<NextAction, null>, string> = {
  ship: 'Next: ship with tracking',
  collect: 'Next: ready to collect',
  return: 'Next: the return',
};
