import { useId, useState, type FormEvent } from 'react';
import { ButtonSpinner } from '../../ui/Spinner';
import type { OrderActionProps } from './useOrderActions';

/** The shop's private notes on an order (customers never see them). */
export function AdminNotesForm({ order, actions, run }: OrderActionProps) {
  const id = useId();
  const [notes, setNotes] = useState(order.adminNotes ?? '');
  const unchanged = notes === (order.adminNotes ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(
      () => actions.saveNotes.mutateAsync({ id: order._id, adminNotes: notes }),
      'Failed to save admin notes. Please try again.',
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium">
        Admin notes
      </label>
      <textarea
        id={id}
        name="adminNotes"
        rows={4}
        // Opened by Add Notes: the admin came here to write.
        autoFocus
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="input"
        placeholder="Notes for the shop: a gift message to add, a call with the customer…"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-stone">
          Private to the shop: the customer does not see these notes.
        </p>
        <button type="submit" className="btn-primary" disabled={actions.busy || unchanged}>
          {actions.saveNotes.isPending && <ButtonSpinner />}
          Save Notes
        </button>
      </div>
    </form>
  );
}
