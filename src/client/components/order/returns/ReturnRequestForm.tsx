import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatGBP, toPence } from '../../../../shared/money';
import { paidForUnits } from '../../../../shared/promotions';
import {
  engravedReturnMessage,
  isFaultReason,
  returnReasons,
  type ReturnReason,
} from '../../../../shared/returns';
import { rejectionMessageOr } from '../../../lib/errorMessage';
import { useTRPC, type Order } from '../../../lib/trpc';
import { SelectField } from '../../form/SelectField';
import { TextAreaField } from '../../admin/products/TextAreaField';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ButtonSpinner } from '../../ui/Spinner';
import { LineQuantities } from './LineQuantities';

interface Line {
  _id: string;
  name: string;
  price: number;
  qty: number;
  /** The line's share of the order's discount. */
  discount: number;
  returnRequestedQty: number;
  left: number;
  engraving?: string | null;
}

const reasonOptions = [{ value: '', label: 'Choose a reason' }, ...returnReasons];

/** The customer picks how many of each line to send back and why; the server checks it all. */
export function ReturnRequestForm({
  order,
  lines,
  onDone,
  onCancel,
}: {
  order: Order;
  lines: Line[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const request = useMutation(
    trpc.orders.requestReturn.mutationOptions({
      onSuccess: async (updated) => {
        queryClient.setQueryData(trpc.orders.byId.queryKey({ id: order._id }), updated);
        await queryClient.invalidateQueries(trpc.orders.mine.queryFilter());
      },
    }),
  );
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const chosen = lines
    .map((line) => ({ line, qty: quantities[line._id] ?? 0 }))
    .filter(({ qty }) => qty > 0);
  // What these units were paid, after the line's share of any discount (as the server works it).
  const refund =
    chosen.reduce(
      (sum, { line, qty }) =>
        sum +
        paidForUnits(
          {
            pricePence: toPence(line.price),
            qty: line.qty,
            discountPence: toPence(line.discount),
          },
          qty,
          line.returnRequestedQty,
        ),
      0,
    ) / 100;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (chosen.length === 0) return setError('Choose at least one item to return.');
    if (!reason) return setError('Please choose a reason for the return.');
    // Engraved pieces come back only when faulty (decision 056); the server says so too.
    const engraved = chosen.find(({ line }) => line.engraving);
    if (engraved && !isFaultReason(reason))
      return setError(engravedReturnMessage(engraved.line.name));
    try {
      await request.mutateAsync({
        id: order._id,
        items: chosen.map(({ line, qty }) => ({ orderItem: line._id, qty })),
        reason,
        note: note.trim(),
      });
      onDone('Your return request has been sent. We have e-mailed you where to send the items.');
    } catch (rejection) {
      setError(rejectionMessageOr(rejection, 'Failed to request the return. Please try again.'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Return items" className="space-y-4">
      {error && <ErrorBanner message={error} />}
      <LineQuantities
        legend="Items to return"
        lines={lines}
        quantities={quantities}
        onChange={setQuantities}
        detail={(line) =>
          `${formatGBP(line.price)} each · up to ${line.left}${
            line.engraving ? ' · engraved: returnable only if faulty' : ''
          }`
        }
      />
      <SelectField
        label="Reason"
        name="reason"
        required
        options={reasonOptions}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReturnReason | '')}
      />
      <TextAreaField
        label="Anything we should know? (optional)"
        name="note"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className="tabular-nums" aria-live="polite">
        Refund for the chosen items: <strong>{formatGBP(refund)}</strong>
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={request.isPending}>
          {request.isPending ? <ButtonSpinner /> : <RotateCcw className="size-4" aria-hidden />}
          Request return
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
