import { trpc } from '../../lib/trpc';
import { errorCode, retryUnlessClientError } from '../catalog/retry';

/** One of the signed-in customer's orders (the confirmation, the detail page, the checkout). */
export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  return trpc.orders.byId.useQuery({ id }, { retry: retryUnlessClientError, ...options });
}

/**
 * Someone else's order answers NOT_FOUND like a missing one, and a malformed id can name no
 * order either: all of them read 'Order not found'.
 */
export function isMissingOrder(error: { data?: { code: string } | null } | null) {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
