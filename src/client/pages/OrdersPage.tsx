import { useQuery } from '@tanstack/react-query';
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
  orderListParams,
  readOrderListQuery,
  selectOrders,
  type OrderListQuery,
} from '../lib/orderList';
import { useTRPC, type Order } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';

/** /orders and /MyOrders (behind RequireSignIn): spec §2's customer orders list. */
export function OrdersPage() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.orders.mine.queryOptions());
  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page="My Orders" />
      <h1 className="text-4xl sm:text-5xl">My Orders</h1>
      <div className="mt-8">
        {orders.isPending ? (
          <Spinner label="Loading your orders…" />
        ) : orders.isError ? (
          <OrdersFetchError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.length === 0 ? (
          <EmptyState icon={Package} title="You have not placed any orders yet.">
            <Link to="/products" className="btn-primary">
              Continue Shopping
            </Link>
          </EmptyState>
        ) : (
          <FilteredOrders orders={orders.data} />
        )}
      </div>
    </div>
  );
}

function FilteredOrders({ orders }: { orders: Order[] }) {
  const [params, setParams] = useSearchParams();
  const query = readOrderListQuery(params);
  const shown = selectOrders(orders, query);
  const { from, to } = showingRange(shown.page, CUSTOMER_ORDERS_PAGE_SIZE, shown.total);

  // Choices replace the history entry (they are not pages to go back through); any change but
  // paging starts again at page 1.
  const update = (changes: Partial<OrderListQuery>) =>
    setParams(orderListParams({ ...query, page: 1, ...changes }), {
      replace: true,
      preventScrollReset: true,
    });
  const reset = () => update({ search: '', status: 'all' });

  return (
    <div className="space-y-6">
      <OrdersToolbar query={query} onChange={update} onReset={reset} />
      {shown.total === 0 ? (
        <EmptyState icon={SearchX} title="No orders match your filters.">
          <button type="button" className="btn-primary" onClick={reset}>
            Reset filters
          </button>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone" aria-live="polite">
            Showing {from}-{to} of {shown.total} {shown.total === 1 ? 'order' : 'orders'}
          </p>
          <ul className="space-y-4">
            {shown.orders.map((order) => (
              <OrderListItem key={order._id} order={order} />
            ))}
          </ul>
          <Pagination
            page={shown.page}
            pages={shown.pages}
            onChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </div>
  );
}
