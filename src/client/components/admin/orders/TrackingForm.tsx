import { Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from '../../form/Form';
import { TextField } from '../../form/TextField';
import { ButtonSpinner } from '../../ui/Spinner';
import { formValues } from '../../../lib/formValues';
import { check } from '../../../lib/schemas';
import { trackingInput } from '../adminSchemas';
import { canEditTracking } from './statusActionRules';
import type { OrderActionProps } from './useOrderActions';

/**
 * Spec §5's tracking form: carrier and number as free text, an optional URL. Saving ships an
 * order not yet shipped, hence the button's name; a cancelled order's form is closed.
 */
export function TrackingForm({ order, actions, run }: OrderActionProps) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const open = canEditTracking(order.status);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(trackingInput, formValues(event.currentTarget));
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(null);
    await run(
      () => actions.saveTracking.mutateAsync({ id: order._id, ...checked.data }),
      'Failed to update tracking information. Please try again.',
    );
  }

  return (
    <Form error={invalid} onSubmit={(event) => void submit(event)} aria-label="Tracking">
      <fieldset
        disabled={!open}
        className="space-y-4 disabled:[&_input]:bg-pearl disabled:[&_input]:text-stone"
      >
        <legend className="sr-only">Tracking details</legend>
        {!open && <p className="text-stone">A cancelled order cannot be shipped.</p>}
        <TextField
          label="Carrier"
          name="carrier"
          required
          maxLength={100}
          placeholder="e.g. Royal Mail"
          defaultValue={order.tracking?.carrier ?? ''}
        />
        <TextField
          label="Tracking number"
          name="trackingNumber"
          required
          maxLength={100}
          defaultValue={order.tracking?.trackingNumber ?? ''}
        />
        <TextField
          label="Tracking URL"
          name="trackingUrl"
          type="url"
          maxLength={500}
          placeholder="https://"
          defaultValue={order.tracking?.trackingUrl ?? ''}
        />
        <button type="submit" className="btn-primary w-full" disabled={!open || actions.busy}>
          {actions.saveTracking.isPending ? (
            <ButtonSpinner />
          ) : (
            <Truck className="size-4" aria-hidden />
          )}
          Save &amp; Ship Order
        </button>
      </fieldset>
    </Form>
  );
}
