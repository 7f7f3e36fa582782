import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatGBP } from '../../../../shared/money';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import type { OrderActionProps } from './useOrderActions';

/** How a payment taken outside the site may have been made. */
const paymentMethods = [
  { value: 'In store (card)', label: 'Card, in the shop' },
  { value: 'In store (cash)', label: 'Cash, in the shop' },
  { value: 'Bank transfer', label: 'Bank transfer' },
] as const;

export const paymentConfirmation = (total: number) =>
  `Record a payment of ${formatGBP(total)} for this order? Only record money the shop has received.`;

/**
 * For an unpaid order whose customer paid the shop directly: marks it paid (it then moves on to
 * Processing), after a confirmation, since the customer's own payment is not involved.
 */
export function RecordPaymentForm({ order, actions, run }: OrderActionProps) {
  const [method, setMethod] = useState<string>(paymentMethods[0].value);
  const [reference, setReference] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!window.confirm(paymentConfirmation(order.totalPrice))) return;
    await run(
      () =>
        actions.recordPayment.mutateAsync({
          id: order._id,
          method,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        }),
      'Failed to record payment. Please try again.',
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Record payment"
    >
      <p className="text-stone">
        This order is unpaid. If the customer paid the shop directly, record it here.
      </p>
      <SelectField
        label="Paid by"
        name="method"
        options={paymentMethods}
        value={method}
        onChange={(event) => setMethod(event.target.value)}
      />
      <TextField
        label="Reference (optional)"
        name="reference"
        maxLength={100}
        placeholder="Receipt or transfer reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <button type="submit" className="btn-gold w-full" disabled={actions.busy}>
        {actions.recordPayment.isPending ? (
          <ButtonSpinner />
        ) : (
          <Banknote className="size-4" aria-hidden />
        )}
        Record payment
      </button>
    </form>
  );
}
