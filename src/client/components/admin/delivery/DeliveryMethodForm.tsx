import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { weekdays } from '../../../../shared/constants';
import { deliveryKinds, type DeliveryKind } from '../../../../shared/delivery';
import { checkoutCountries } from '../../../../shared/orders';
import { useTRPC } from '../../../lib/trpc';
import { Form } from '../../form/Form';
import { SelectField } from '../../form/SelectField';
import { CheckboxField } from '../products/CheckboxField';
import { useAdminForm } from '../useAdminForm';
import { CheckboxGroup, CoverTierRows, SurchargeRows } from './DeliveryFieldGroups';
import {
  deliveryFormFrom,
  emptyDeliveryForm,
  toDeliveryInput,
  type DeliveryMethod,
} from './deliveryForm';
import { SaveOrCancel } from '../SaveOrCancel';

export const kindLabels: Record<DeliveryKind, string> = {
  post: 'Post',
  courier: 'Courier',
  collection: 'Collection from the shop',
};
const kindOptions = deliveryKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }));
const dayChoices = weekdays.map((day, index) => ({ value: index, label: day.slice(0, 3) }));
const countryChoices = checkoutCountries.map((c) => ({ value: c, label: c }));

/** Admin → Delivery's form, to add a method or (with `method`) to change one. */
export function DeliveryMethodForm({
  method,
  onSaved,
  onCancel,
}: {
  method?: DeliveryMethod;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.delivery.create.mutationOptions());
  const update = useMutation(trpc.admin.delivery.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const { values, errors, failure, set, text, submit } = useAdminForm({
    initial: () => (method ? deliveryFormFrom(method) : emptyDeliveryForm()),
    check: toDeliveryInput,
    save: (input) =>
      method ? update.mutateAsync({ id: method._id, method: input }) : create.mutateAsync(input),
    failure: 'Failed to save the delivery method. Please try again.',
  });
  const amount = (field: Parameters<typeof text>[0], label: string, hint?: string) =>
    text(field, label, { inputMode: 'decimal', placeholder: hint ?? '0.00' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const saved = await submit(event);
    if (!saved) return;
    // The list, and every quote the shop holds (product page, cart, checkout), are read again.
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.delivery.pathFilter()),
      queryClient.invalidateQueries(trpc.delivery.pathFilter()),
    ]);
    onSaved(method ? `${saved.name} updated` : `${saved.name} added`);
  };

  const { kind } = values;
  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={method ? `Edit delivery method ${method.name}` : 'Add a delivery method'}
      error={failure}
      className="space-y-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name', {
          required: true,
          maxLength: 80,
          placeholder: 'Tracked 48',
          className: 'sm:col-span-2',
        })}
        {text('service', 'Carrier service', {
          maxLength: 120,
          placeholder: 'Royal Mail Tracked 48',
        })}
        {text('carrier', 'Carrier', { maxLength: 60, placeholder: 'Royal Mail' })}
        <SelectField
          label="Kind"
          name="kind"
          options={kindOptions}
          value={kind}
          error={errors.kind}
          onChange={(event) => set('kind', event.target.value as DeliveryKind, '')}
        />
        {amount('price', 'Price (£)')}
        {amount('freeOver', 'Free over (£)', 'Never')}
        {amount('minOrder', 'Minimum order value (£)', 'None')}
        {amount('maxOrder', 'Maximum order value (£)', kind === 'courier' ? 'Its cover' : 'None')}
        {text('cutOffTime', 'Cut-off time (London)', { type: 'time', required: true })}
        {kind !== 'collection' &&
          text('transitDays', 'Days in transit', { inputMode: 'numeric', maxLength: 2 })}
      </div>
      {kind === 'post' && (
        <CoverTierRows
          rows={values.coverTiers}
          errors={errors}
          onChange={(rows) => set('coverTiers', rows)}
        />
      )}
      <CheckboxGroup
        legend={kind === 'collection' ? 'Ready for collection on' : 'Dispatch days'}
        name="dispatchDays"
        choices={dayChoices}
        chosen={values.dispatchDays}
        error={errors.dispatchDays}
        onChange={(days) => set('dispatchDays', days)}
      />
      {kind !== 'collection' && (
        <>
          <CheckboxGroup
            legend="Countries"
            name="countries"
            choices={countryChoices}
            chosen={values.countries}
            error={errors.countries}
            onChange={(countries) => set('countries', countries)}
          />
          <SurchargeRows
            rows={values.surcharges}
            errors={errors}
            onChange={(rows) => set('surcharges', rows)}
          />
        </>
      )}
      <CheckboxField
        label="Active (offered at checkout)"
        name="isActive"
        checked={values.isActive}
        onChange={(event) => set('isActive', event.target.checked)}
      />
      <SaveOrCancel
        label={method ? 'Save method' : 'Add method'}
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}
