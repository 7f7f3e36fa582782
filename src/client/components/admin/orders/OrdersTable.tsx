import { Link, useLocation } from 'react-router';
import { formatGBP } from '../../../../shared/money';
import { formatAdminDate } from '../../../../shared/londonTime';
import { adminOrderRef } from '../../../lib/schemas';
import type { RouterOutputs } from '../../../lib/trpc';
import { StatusBadge } from '../../order/StatusBadge';
import { Pill } from '../../ui/Pill';
import { customerLabel } from './customerLabel';
import { OrderRefs } from './OrderRefs';
import { adminCell as cell, adminHeadCell as head } from '../adminTableLook';

type OrderRow = RouterOutputs['admin']['orders']['list']['orders'][number];

/** Spec §2's orders table: Order ID, Date, Customer, Total, Status and a View link. */
export function OrdersTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  const { search } = useLocation();
  return (
    // Relative, so the links' screen-reader text (absolutely placed) stays inside the scroll box.
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-ink/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/10 bg-pearl/60">
          <tr>
            <th scope="col" className={head}>
              Order ID
            </th>
            <th scope="col" className={`${head} hidden sm:table-cell`}>
              Date
            </th>
            <th scope="col" className={head}>
              Customer
            </th>
            <th scope="col" className={`${head} text-right`}>
              Total
            </th>
            <th scope="col" className={`${head} hidden md:table-cell`}>
              Status
            </th>
            <th scope="col" className={`${head} hidden sm:table-cell`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {orders.map((order) => {
            const ref = adminOrderRef(order._id);
            const date = formatAdminDate(order.createdAt);
            return (
              <tr key={order._id} className="hover:bg-ivory">
                <th scope="row" className={`${cell} font-medium whitespace-nowrap tabular-nums`}>
                  <OrderRefs id={order._id} stacked />
                  <span className="block text-xs font-normal text-stone sm:hidden">{date}</span>
                </th>
                <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>
                  <time dateTime={order.createdAt}>{date}</time>
                </td>
                <td className={`${cell} max-w-36 sm:max-w-56`}>
                  <span className="block truncate">{customerLabel(order.user)}</span>
                  {order.user?.name && order.user.email && (
                    <span className="hidden truncate text-xs text-stone sm:block">
                      {order.user.email}
                    </span>
                  )}
                  <span className="mt-1 flex flex-wrap gap-1.5 md:hidden">
                    <OrderPills order={order} />
                  </span>
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatGBP(order.totalPrice)}
                  <span className="mt-1 block sm:hidden">
                    <ViewLink id={order._id} orderRef={ref} listSearch={search} />
                  </span>
                </td>
                <td className={`${cell} hidden md:table-cell`}>
                  <span className="flex flex-wrap gap-1.5">
                    <OrderPills order={order} />
                  </span>
                </td>
                <td className={`${cell} hidden text-right sm:table-cell`}>
                  <ViewLink id={order._id} orderRef={ref} listSearch={search} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The status, and what waits for the owner: a return, options to confirm with the customer. */
function OrderPills({ order }: { order: OrderRow }) {
  return (
    <>
      <StatusBadge status={order.status} />
      {order.openReturns > 0 && <Pill tone="violet">Return</Pill>}
      {order.orderItems.some((item) => item.optionsToConfirm.length > 0) && (
        <Pill tone="amber">Choice to confirm</Pill>
      )}
    </>
  );
}

/** The order's page; its Back to Orders returns to this page of the list, filters and all. */
function ViewLink({
  id,
  orderRef,
  listSearch,
}: {
  id: string;
  orderRef: string;
  listSearch: string;
}) {
  return (
    <Link
      to={`/admin/orders/${id}`}
      state={{ listSearch }}
      className="font-medium text-gold-dark underline-offset-4 hover:underline"
    >
      View<span className="sr-only"> order {orderRef}</span>
    </Link>
  );
}
