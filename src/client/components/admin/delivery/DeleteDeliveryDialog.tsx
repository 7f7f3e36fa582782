import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { serverMessageOr } from '../../../lib/errorMessage';
import { useTRPC } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Modal } from '../../ui/Modal';
import { ButtonSpinner } from '../../ui/Spinner';
import type { DeliveryMethod } from './deliveryForm';

/**
 * Asked before a method is deleted. Orders keep the method, price and date they were placed with;
 * the shop only stops offering it. Cancel has the focus: the safe answer is the one under Enter.
 */
export function DeleteDeliveryDialog({
  method,
  onDeleted,
  onClose,
}: {
  method: DeliveryMethod;
  onDeleted: (message: string) => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useMutation(
    trpc.admin.delivery.delete.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.delivery.pathFilter()),
          queryClient.invalidateQueries(trpc.delivery.pathFilter()),
        ]);
        onDeleted(`${method.name} deleted`);
      },
    }),
  );
  const title = `Delete ${method.name}?`;
  return (
    <Modal title={title} onClose={onClose} size="narrow" initialFocus={cancel}>
      <h2 className="pr-8 text-2xl">{title}</h2>
      <p className="mt-2 text-sm text-stone">
        Checkout stops offering it at once. Orders already placed keep the delivery method, price
        and date they were sent with. To offer it again later, untick Active instead of deleting.
      </p>
      {remove.error && (
        <div className="mt-3">
          <ErrorBanner
            message={serverMessageOr(
              remove.error,
              'Failed to delete the delivery method. Please try again.',
            )}
          />
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-sale text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: method._id })}
        >
          {remove.isPending && <ButtonSpinner />}
          Delete method
        </button>
        <button ref={cancel} type="button" className="btn-outline" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Modal>
  );
}
