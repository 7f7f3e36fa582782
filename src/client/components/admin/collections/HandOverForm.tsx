import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { COLLECTION_CODE_LENGTH } from '../../../../shared/collection';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import type { RunAction } from '../useActionFeedback';

type HandedOver = RouterOutputs['admin']['orders']['handOver'];

/**
 * The hand-over at the counter: the code the customer shows is typed here and checked by the
 * server (a wrong one is refused, and guesses are limited), which then marks the order
 * Collected. On Admin → Collections and on a waiting order's page.
 */
export function HandOverForm({
  orderId,
  run,
  onCollected,
}: {
  orderId: string;
  run: RunAction;
  onCollected?: (answer: HandedOver) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const handOver = useMutation(
    trpc.admin.orders.handOver.mutationOptions({
      onSuccess: async (answer) => {
        queryClient.setQueryData(trpc.admin.orders.byId.queryKey({ id: orderId }), answer.order);
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.orders.collections.queryFilter()),
          queryClient.invalidateQueries(trpc.admin.orders.list.queryFilter()),
          queryClient.invalidateQueries(trpc.admin.orders.dashboard.queryFilter()),
        ]);
        onCollected?.(answer);
      },
    }),
  );
  const [code, setCode] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(
      () => handOver.mutateAsync({ id: orderId, code }),
      'Failed to mark the order collected. Please try again.',
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Hand over"
    >
      <TextField
        label="Collection code"
        name="code"
        required
        className="min-w-40 flex-1"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Room for the dash and spaces the mail shows the code with.
        maxLength={COLLECTION_CODE_LENGTH + 4}
        placeholder="e.g. K7M-Q3P"
      />
      <button type="submit" className="btn-gold" disabled={handOver.isPending || !code.trim()}>
        {handOver.isPending ? <ButtonSpinner /> : <PackageCheck className="size-4" aria-hidden />}
        Mark as Collected
      </button>
    </form>
  );
}
