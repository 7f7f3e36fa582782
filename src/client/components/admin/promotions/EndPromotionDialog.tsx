import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { serverMessageOr } from '../../../lib/errorMessage';
import { useTRPC } from '../../../lib/trpc';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Modal } from '../../ui/Modal';
import { ButtonSpinner } from '../../ui/Spinner';
import type { Promotion } from './promotionFormState';

/**
 * Asked before a promotion is ended. Orders keep the discount they were placed with and the
 * figures stay; shoppers who type the code are told it has ended. Keep it has the focus.
 */
export function EndPromotionDialog({
  promotion,
  onEnded,
  onClose,
}: {
  promotion: Promotion;
  onEnded: (message: string) => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keep = useRef<HTMLButtonElement>(null);
  const end = useMutation(
    trpc.admin.promotions.end.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.promotions.pathFilter()),
          queryClient.invalidateQueries(trpc.promotions.pathFilter()),
        ]);
        onEnded(`${promotion.name} ended`);
      },
    }),
  );
  const title = `End ${promotion.name} now?`;
  return (
    <Modal title={title} onClose={onClose} size="narrow" initialFocus={keep}>
      <h2 className="pr-8 text-2xl">{title}</h2>
      <p className="mt-2 text-sm text-stone">
        It stops applying at once. Orders already placed keep their discount, and its figures stay
        here. To run it again, edit it and set a new end.
      </p>
      {end.error && (
        <div className="mt-3">
          <ErrorBanner
            message={serverMessageOr(end.error, 'Failed to end the promotion. Please try again.')}
          />
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-sale text-white hover:bg-red-800"
          disabled={end.isPending}
          onClick={() => end.mutate({ id: promotion._id })}
        >
          {end.isPending && <ButtonSpinner />}
          End promotion
        </button>
        <button ref={keep} type="button" className="btn-outline" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Modal>
  );
}
