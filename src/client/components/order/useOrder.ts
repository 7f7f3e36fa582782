import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { errorCode, retryUnlessClientError } from '../catalog/retry';

/** One of the signed-in customer's orders (the confirmation, the detail page, the checkout). */
export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(
    trpc.orders.byId.queryOptions({ id }, { retry: retryUnlessClientError, ...options }),
  );
}

/**
 * Someone else's order answers NOT_FOUND like a missing one, and a malformed id can name no
 * order either: all of them read 'Order not found'.
 */
export function isMissingOrder(error: { data?: { code: string } | null } | null) {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
