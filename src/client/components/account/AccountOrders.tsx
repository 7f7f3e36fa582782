import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ACCOUNT_RECENT_ORDERS } from '../../../shared/constants';
import { useTRPC } from '../../lib/trpc';
import { OrdersFetchError } from '../order/OrdersFetchError';
import { Spinner } from '../ui/Spinner';
import { AccountOrdersTable } from './AccountOrdersTable';

/**
 * The account's orders: all of them on the Orders tab; on the Dashboard the 3 most recent, with
 * 'View All Orders' when there are more (spec §2).
 */
export function AccountOrders({ recentOnly = false }: { recentOnly?: boolean }) {
  const trpc = useTRPC();
  const orders = useQuery(trpc.orders.mine.queryOptions());
  if (orders.isPending) return <Spinner label="Loading your orders…" className="py-6" />;
  if (orders.isError) {
    return <OrdersFetchError error={orders.error} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-stone">You have not placed any orders yet.</p>
        <Link to="/products" className="btn-primary py-2">
          Start Shopping
        </Link>
      </div>
    );
  }
  const shown = recentOnly ? orders.data.slice(0, ACCOUNT_RECENT_ORDERS) : orders.data;
  return (
    <div className="space-y-5">
      <AccountOrdersTable
        orders={shown}
        caption={recentOnly ? 'Your most recent orders' : 'Your orders'}
      />
      {recentOnly && orders.data.length > ACCOUNT_RECENT_ORDERS && (
        <Link to="/orders" className="btn-outline py-2">
          View All Orders
        </Link>
      )}
    </div>
  );
}
