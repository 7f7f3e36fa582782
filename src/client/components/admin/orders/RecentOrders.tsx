import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../../../shared/money';
import { formatAdminDate } from '../../../../shared/londonTime';
import type { RouterOutputs } from '../../../lib/trpc';
import { StatusBadge } from '../../order/StatusBadge';
import { customerLabel } from './customerLabel';
import { OrderRefs } from './OrderRefs';

type RecentOrder = RouterOutputs['admin']['orders']['dashboard']['recentOrders'][number];

/** The dashboard's latest orders, each a link to its page. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  if (orders.length === 0) return <p className="text-sm text-stone">No orders yet.</p>;
  return (
    <ul className="-mx-2 divide-y divide-ink/10">
      {orders.map((order) => {
        return (
          <li key={order._id}>
            <Link
              to={`/admin/orders/${order._id}`}
              className="flex items-center gap-4 rounded-md px-2 py-3 text-sm hover:bg-pearl"
            >
              <span className="min-w-0 flex-1">
                <span className="block">
                  <span className="font-medium tabular-nums">
                    <span className="sr-only">Order </span>
                    <OrderRefs id={order._id} />
                  </span>
                  <span className="text-stone">
                    {' · '}
                    <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
                  </span>
                </span>
                <span className="block truncate text-stone">{customerLabel(order.user)}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium tabular-nums">{formatGBP(order.totalPrice)}</span>
                <StatusBadge status={order.status} />
              </span>
              <ChevronRight className="hidden size-4 shrink-0 text-stone sm:block" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
