import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Package, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { showingRange } from '../../shared/pagination';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '../../shared/constants';
import { Pagination } from '../components/catalog/Pagination';
import { OrderListItem } from '../components/order/OrderListItem';
import { OrdersFetchError } from '../components/order/OrdersFetchError';
import { OrdersToolbar } from '../components/order/OrdersToolbar';
import { EmptyState } from '../components/ui/EmptyState';
import { Spinner } from '../components/ui/Spinner';
import {
  hasOrderFilters,
  orderListParams,
  readOrderListQuery,
  type OrderListQuery,
} from '../lib/orderList';
import { useTRPC, type Order } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';

/**
 * /orders and /MyOrders (behind RequireSignIn): spec §2's customer orders list, a page at a time
 * from the server, so a customer with thousands of orders gets five of them, quickly, on a phone.
 */
export function OrdersPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const query = readOrderListQuery(params);
  const orders = useQuery({
    ...trpc.orders.mine.queryOptions({ ...query, limit: CUSTOMER_ORDERS_PAGE_SIZE }),
    // The page on screen stays while the next one loads: no spinner flashing between pages.
    placeholderData: keepPreviousData,
  });

  // Choices replace the history entry (they are not pages to go back through); any change but
  // paging starts again at page 1.
  const update = (changes: Partial<OrderListQuery>) =>
    setParams(orderListParams({ ...query, page: 1, ...changes }), {
      replace: true,
      preventScrollReset: true,
    });

  const pagination = orders.data?.pagination;
  // A page past the end (fewer orders since the link was made) shows the last page.
  const pastTheEnd = pagination && pagination.total > 0 && query.page > pagination.pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pagination.pages });
  });

  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="My Orders" />
      <h1 className="text-4xl sm:text-5xl">My Orders</h1>
      <div className="mt-8">
        {orders.isPending || pastTheEnd ? (
          <Spinner label="Loading your orders…" />
        ) : orders.isError ? (
          <OrdersFetchError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.pagination.total === 0 && !hasOrderFilters(query) ? (
          <EmptyState icon={Package} title="You have not placed any orders yet.">
            <Link to="/products" className="btn-primary">
              Continue Shopping
            </Link>
          </EmptyState>
        ) : (
          <OrdersPageBody
            orders={orders.data.orders}
            pagination={orders.data.pagination}
            query={query}
            update={update}
          />
        )}
      </div>
    </div>
  );
}

function OrdersPageBody({
  orders,
  pagination: { total, page, pages },
  query,
  update,
}: {
  orders: Order[];
  pagination: { total: number; page: number; pages: number };
  query: OrderListQuery;
  update: (changes: Partial<OrderListQuery>) => void;
}) {
  const reset = () => update({ search: '', status: 'all' });
  const { from, to } = showingRange(page, CUSTOMER_ORDERS_PAGE_SIZE, total);
  return (
    <div className="space-y-6">
      <OrdersToolbar query={query} onChange={update} onReset={reset} />
      {total === 0 ? (
        <EmptyState icon={SearchX} title="No orders match your filters.">
          <button type="button" className="btn-primary" onClick={reset}>
            Reset filters
          </button>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone" aria-live="polite">
            Showing {from}-{to} of {total} {total === 1 ? 'order' : 'orders'}
          </p>
          <ul className="space-y-4">
            {orders.map((order) => (
              <OrderListItem key={order._id} order={order} />
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            onChange={(next) => {
              update({ page: next });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </div>
  );
}
