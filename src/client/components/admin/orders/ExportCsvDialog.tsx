import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { londonMonth } from '../../../../shared/londonTime';
import { Form } from '../../form/Form';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import { Modal } from '../../ui/Modal';
import { orderExportInput, type OrderExportInput } from '../adminSchemas';
import { downloadCsv, ExportError } from '../../../lib/downloadCsv';

type Payment = NonNullable<OrderExportInput['payment']>;
const paymentOptions: { value: Payment; label: string }[] = [
  { value: 'paid', label: 'Paid orders' },
  { value: 'unpaid', label: 'Unpaid and declined orders' },
  { value: 'all', label: 'All orders' },
];
const toPayment = (value: string) =>
  paymentOptions.find((option) => option.value === value)?.value ?? 'paid';

const shortcuts = [
  { label: 'This month', monthsBack: 0 },
  { label: 'Last month', monthsBack: 1 },
];

/**
 * The accountant's export: a range of days as the shop in London counts them (this month unless
 * changed), paid orders unless asked, and the list's own search and filters. The file streams in
 * with a count of the orders so far; a failure is said here, with the choices kept.
 */
export function ExportCsvDialog({
  filters,
  onClose,
}: {
  filters: URLSearchParams;
  onClose: () => void;
}) {
  const [range, setRange] = useState(() => londonMonth(new Date()));
  const [payment, setPayment] = useState<Payment>('paid');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exporting = progress !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = orderExportInput.safeParse({ ...range, payment });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please check the dates');
      return;
    }
    setError(null);
    setProgress(0);
    const params = new URLSearchParams(filters);
    for (const [key, value] of Object.entries({ ...range, payment })) params.set(key, value);
    try {
      await downloadCsv('orders', params, setProgress);
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ExportError
          ? failure.message
          : 'Failed to export orders. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <Modal title="Export orders to CSV" onClose={onClose} size="narrow">
      <h2 className="pr-8 text-3xl">Export orders to CSV</h2>
      <p className="mt-2 text-sm text-stone">
        Orders placed between these days (London time), with VAT, refunds and what the shop kept.
        {filters.size > 0 && ' The list’s search and filters apply too.'}
      </p>
      <Form
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Export orders"
        className="mt-5 space-y-5"
        error={error}
      >
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
          {shortcuts.map(({ label, monthsBack }) => {
            const month = londonMonth(new Date(), monthsBack);
            const chosen = month.from === range.from && month.to === range.to;
            return (
              <button
                key={label}
                type="button"
                className={chosen ? 'btn-primary py-2' : 'btn-outline py-2'}
                aria-pressed={chosen}
                onClick={() => setRange(month)}
              >
                {label}
              </button>
            );
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            name="from"
            type="date"
            required
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            required
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </div>
        <SelectField
          label="Orders"
          name="payment"
          options={paymentOptions}
          value={payment}
          onChange={(event) => setPayment(toPayment(event.target.value))}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={exporting} aria-busy={exporting}>
            {exporting ? <ButtonSpinner /> : <Download className="size-4" aria-hidden />}
            {exporting ? `Exporting… ${progress.toLocaleString('en-GB')} orders` : 'Download CSV'}
          </button>
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </Form>
    </Modal>
  );
}
