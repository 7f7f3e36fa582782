import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { formatDateGB } from '../../lib/dates';
import { orderNumber } from '../../lib/schemas';
import type { Order } from '../../lib/trpc';
import { OrderStandingBadges } from '../order/StatusBadge';

const cell = 'py-3 pr-3 last:pr-0';

/**
 * Spec §2's account orders table: number, date, total, where the order stands (its status and
 * spec §4's Paid or Processing, in the same words as My Orders), and a View link.
 */
export function AccountOrdersTable({ orders, caption }: { orders: Order[]; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/15 text-xs tracking-[0.15em] text-stone uppercase">
          <th scope="col" className={`${cell} font-medium`}>
            Order
          </th>
          <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
            Date
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Total
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Status
          </th>
          <th scope="col" className={cell}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/10">
        {orders.map((order) => {
          const number = orderNumber(order._id);
          const date = formatDateGB(order.createdAt);
          return (
            <tr key={order._id}>
              <th scope="row" className={`${cell} font-medium`}>
                #{number}
                <span className="block text-xs font-normal text-stone sm:hidden">{date}</span>
              </th>
              <td className={`${cell} hidden sm:table-cell`}>{date}</td>
              <td className={`${cell} tabular-nums`}>{formatGBP(order.totalPrice)}</td>
              <td className={cell}>
                <OrderStandingBadges order={order} />
              </td>
              <td className={`${cell} text-right`}>
                <Link
                  to={`/order/${order._id}`}
                  className="font-medium text-gold-dark underline-offset-4 hover:underline"
                >
                  View<span className="sr-only"> order {number}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
