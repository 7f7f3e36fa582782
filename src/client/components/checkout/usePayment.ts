import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rejectionMessageOr } from '../../lib/errorMessage';
import { useTRPC, type Order } from '../../lib/trpc';

/**
 * Paying for one order, whichever buttons the shopper uses: the provider order is created for our
 * order id, approved by the buyer, then captured on the server. Spec §8's texts, with the server's
 * own message when it gives one (a decline says so, and the shopper may try again).
 */
export function usePayment(orderId: string, onPaid: (order: Order) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(trpc.payments.createOrder.mutationOptions());
  const capture = useMutation(trpc.payments.captureOrder.mutationOptions());
  // A refusal may mean the order changed meanwhile (paid in another tab, expired): reload it.
  const reloadOrder = () =>
    void queryClient.invalidateQueries(trpc.orders.byId.queryFilter({ id: orderId }));

  return {
    error,
    busy: create.isPending || capture.isPending,

    /** The provider's order id; on failure the message is shown and the promise rejects. */
    async createProviderOrder(): Promise<string> {
      setError(null);
      try {
        return (await create.mutateAsync({ orderId })).id;
      } catch (rejection) {
        setError(rejectionMessageOr(rejection, 'Failed to create PayPal order.'));
        reloadOrder();
        throw rejection;
      }
    },

    async captureProviderOrder(providerOrderId: string, simulateDecline?: boolean) {
      try {
        const result = await capture.mutateAsync({ orderID: providerOrderId, simulateDecline });
        if (result.status === 'COMPLETED') {
          onPaid(result.order);
        } else {
          setError('Your payment is being confirmed. Please check My Orders in a minute.');
        }
      } catch (rejection) {
        setError(rejectionMessageOr(rejection, 'Payment capture failed.'));
        reloadOrder();
      }
    },

    /** The provider's buttons failed on their own; a more precise message already shown stays. */
    fail(message: string) {
      setError((shown) => shown ?? message);
    },
  };
}

export type Payment = ReturnType<typeof usePayment>;
