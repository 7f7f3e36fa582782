import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_RECENT_ORDERS } from '../../../shared/constants';
import { useTRPC } from '../../lib/trpc';
import { Pagination } from '../catalog/Pagination';
import { OrdersFetchError } from '../order/OrdersFetchError';
import { Spinner } from '../ui/Spinner';
import { AccountOrdersTable } from './AccountOrdersTable';

/** Orders per page on the account's Orders tab. */
const ACCOUNT_ORDERS_PAGE_SIZE = 10;

/**
 * The account's orders: all of them on the Orders tab, a page at a time; on the Dashboard the 3
 * most recent, with 'View All Orders' when there are more (spec §2).
 */
export function AccountOrders({ recentOnly = false }: { recentOnly?: boolean }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.orders.mine.queryOptions({
      page: recentOnly ? 1 : page,
      limit: recentOnly ? ACCOUNT_RECENT_ORDERS : ACCOUNT_ORDERS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  if (orders.isPending) return <Spinner label="Loading your orders…" className="py-6" />;
  if (orders.isError) {
    return <OrdersFetchError error={orders.error} onRetry={() => void orders.refetch()} />;
  }
  const { pagination } = orders.data;
  if (pagination.total === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone">You have not placed any orders yet.</p>
        <Link to="/products" className="btn-primary py-2">
          Start Shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <AccountOrdersTable
        orders={orders.data.orders}
        caption={recentOnly ? 'Your most recent orders' : 'Your orders'}
      />
      {recentOnly ? (
        pagination.total > ACCOUNT_RECENT_ORDERS && (
          <Link to="/orders" className="btn-outline py-2">
            View All Orders
          </Link>
        )
      ) : (
        <Pagination page={pagination.page} pages={pagination.pages} onChange={setPage} />
      )}
    </div>
  );
}
