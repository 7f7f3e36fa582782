import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { retryUnlessClientError } from '../../catalog/retry';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import type { AdminOrder, OrderActionProps } from './useOrderActions';

type Line = AdminOrder['orderItems'][number];

/**
 * A spec §7 order can leave a line's options (its Size) to be confirmed with the customer: once
 * asked, the owner records the answer here, one line at a time.
 */
export function ConfirmOptionsForms({ order, actions, run }: OrderActionProps) {
  const waiting = order.orderItems.filter((line) => line.optionsToConfirm.length > 0);
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="confirm-options-title"
      className="mt-4 space-y-4 rounded-md bg-amber-50 p-4 ring-1 ring-amber-200 print:hidden"
    >
      <div>
        <h3 id="confirm-options-title" className="font-sans text-sm font-semibold">
          To confirm with the customer
        </h3>
        <p className="text-xs text-stone">
          This order was placed without choosing these. Ask the customer, then record the answer.
        </p>
      </div>
      {waiting.map((line) => (
        <LineOptionsForm
          key={line._id}
          orderId={order._id}
          line={line}
          actions={actions}
          run={run}
        />
      ))}
    </section>
  );
}

function LineOptionsForm({
  orderId,
  line,
  actions,
  run,
}: Omit<OrderActionProps, 'order'> & { orderId: string; line: Line }) {
  const trpc = useTRPC();
  // What the piece comes in now; a product deleted since leaves the owner to type the answer.
  const product = useQuery(
    trpc.admin.products.byId.queryOptions(
      { id: line.product ?? '' },
      { enabled: !!line.product, retry: retryUnlessClientError },
    ),
  );
  const offered = (option: string) => product.data?.variations[option] ?? [];
  const [choice, setChoice] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(
      () =>
        actions.confirmOptions.mutateAsync({ id: orderId, itemId: line._id, variation: choice }),
      'Failed to save the choice. Please try again.',
    );
  }

  const complete = line.optionsToConfirm.every((option) => choice[option]?.trim());
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Confirm ${line.optionsToConfirm.join(' and ')} of ${line.name}`}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="space-y-3">
        <p className="text-sm font-medium">
          {line.name} <span className="text-stone">× {line.qty}</span>
        </p>
        {line.optionsToConfirm.map((option) =>
          offered(option).length > 0 ? (
            <SelectField
              key={option}
              label={option}
              name={option}
              required
              value={choice[option] ?? ''}
              onChange={(event) => setChoice({ ...choice, [option]: event.target.value })}
              options={[
                { value: '', label: `Choose a ${option}` },
                ...offered(option).map((value) => ({ value, label: value })),
              ]}
            />
          ) : (
            <TextField
              key={option}
              label={option}
              name={option}
              required
              maxLength={50}
              value={choice[option] ?? ''}
              onChange={(event) => setChoice({ ...choice, [option]: event.target.value })}
            />
          ),
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={actions.busy || !complete}>
        {actions.confirmOptions.isPending && <ButtonSpinner />}
        Save {line.optionsToConfirm.join(' and ')}
      </button>
    </form>
  );
}
