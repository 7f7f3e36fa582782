import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Order } from '../../lib/trpc';
import { Spinner } from '../ui/Spinner';
import { OrderLoadError } from './OrderLoadError';
import { useOrder } from './useOrder';

/** The order named by the route's `:id`, with the loading and error states of its pages. */
export function OrderFromRoute({ children }: { children: (order: Order) => ReactNode }) {
  const { id = '' } = useParams();
  const query = useOrder(id);
  if (query.isPending) return <Spinner label="Loading your order…" className="min-h-[50vh]" />;
  if (query.isError) {
    return <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
