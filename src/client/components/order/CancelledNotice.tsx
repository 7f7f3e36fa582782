import type { Order } from '../../lib/trpc';

/** Why a cancelled order will not arrive (the shop's reason, or expiry of an unpaid order). */
export function CancelledNotice({ order }: { order: Pick<Order, 'cancelReason'> }) {
  return (
    <p className="mt-6 rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      This order was cancelled{order.cancelReason ? `: ${order.cancelReason}` : '.'}
    </p>
  );
}
