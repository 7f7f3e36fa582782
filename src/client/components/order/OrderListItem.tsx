import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { formatDateGB } from '../../../shared/londonTime';
import { itemsSummary } from '../../lib/orderList';
import { orderNumber } from '../../lib/schemas';
import type { Order } from '../../lib/trpc';
import { CartItemThumbnail } from '../cart/CartItemThumbnail';
import { isAwaitingPayment } from '../../../shared/orderStatus';
import { completePaymentHref } from './awaitingPayment';
import { OrderStandingBadges } from './StatusBadge';

const THUMBNAILS = 3;

/** One order in the customer's list: what, when, how much, where it stands, and the ways in. */
export function OrderListItem({ order }: { order: Order }) {
  const number = orderNumber(order._id);
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl lining-nums">Order #{number}</h2>
          <p className="text-sm text-stone">
            <time dateTime={order.createdAt}>{formatDateGB(order.createdAt)}</time>
          </p>
        </div>
        <OrderStandingBadges order={order} />
      </div>
      <div className="mt-4 flex items-center gap-4">
        <div className="flex shrink-0 -space-x-3">
          {order.orderItems.slice(0, THUMBNAILS).map((item) => (
            <CartItemThumbnail
              key={item.product}
              item={item}
              size={48}
              className="size-12 ring-2 ring-white"
            />
          ))}
        </div>
        <p className="min-w-0 text-sm">{itemsSummary(order.orderItems)}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 pt-4">
        <p className="text-sm text-stone">
          Total{' '}
          <span className="text-lg font-semibold text-ink tabular-nums">
            {formatGBP(order.totalPrice)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {isAwaitingPayment(order) && (
            <Link to={completePaymentHref(order._id)} className="btn-gold py-2">
              Complete payment<span className="sr-only"> for order {number}</span>
            </Link>
          )}
          <Link to={`/order-confirmation/${order._id}`} className="btn-outline py-2">
            Receipt<span className="sr-only"> for order {number}</span>
          </Link>
          <Link to={`/order/${order._id}`} className="btn-primary py-2">
            View Details<span className="sr-only"> of order {number}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
