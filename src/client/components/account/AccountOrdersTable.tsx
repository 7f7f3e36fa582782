import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { formatDateGB } from '../../../shared/londonTime';
import { orderNumber } from '../../lib/schemas';
import type { Order } from '../../lib/trpc';
import { isAwaitingPayment } from '../../../shared/orderStatus';
import { completePaymentHref } from '../order/awaitingPayment';
import { OrderStandingBadges } from '../order/StatusBadge';

const cell = 'py-3 pr-3 last:pr-0';
const actionLink = 'font-medium text-gold-dark underline-offset-4 hover:underline';

/**
 * Spec §2's account orders table: number, date, total, where the order stands (its status and
 * spec §4's Paid or Processing, in the same words as My Orders), a View link, and Pay while
 * the order waits for its payment.
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
          <th scope="col" className={`${cell} hidden font-medium sm:table-cell`}>
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
          const total = formatGBP(order.totalPrice);
          return (
            <tr key={order._id}>
              <th scope="row" className={`${cell} font-medium`}>
                #{number}
                {/* Phones have no room for the date and total columns: they go under the number. */}
                <span className="block text-xs font-normal text-stone sm:hidden">
                  {date} · {total}
                </span>
              </th>
              <td className={`${cell} hidden sm:table-cell`}>{date}</td>
              <td className={`${cell} hidden tabular-nums sm:table-cell`}>{total}</td>
              <td className={cell}>
                <OrderStandingBadges order={order} specPaymentWord />
              </td>
              <td className={`${cell} text-right`}>
                <span className="inline-flex flex-wrap justify-end gap-x-3">
                  {isAwaitingPayment(order) && (
                    <Link to={completePaymentHref(order._id)} className={actionLink}>
                      Pay<span className="sr-only"> for order {number}</span>
                    </Link>
                  )}
                  <Link to={`/order/${order._id}`} className={actionLink}>
                    View<span className="sr-only"> order {number}</span>
                  </Link>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
