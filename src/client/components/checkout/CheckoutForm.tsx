import type { FormEvent } from 'react';
import { Form } from '../form/Form';
import { TextField } from '../form/TextField';
import { AddressFields } from './AddressFields';
import type { useCheckoutForm } from './useCheckoutForm';

export const CHECKOUT_FORM_ID = 'checkout-form';

const legendClass = 'font-display text-2xl tracking-tight';

/**
 * Billing details and, when ticked, a different shipping address. The Place Order button sits in
 * the order summary beside it and submits this form by its id.
 */
export function CheckoutForm({
  form,
  onSubmit,
}: {
  form: ReturnType<typeof useCheckoutForm>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { billing, shipping, errors } = form;
  // Phone and e-mail: the billing form's own fields beside the address fields they share.
  const contactField = (name: 'phone' | 'email', autoComplete: string) => ({
    name: `billing-${name}`,
    autoComplete: `billing ${autoComplete}`,
    value: billing[name],
    onChange: (event: { target: { value: string } }) =>
      form.setBillingField(name, event.target.value),
    error: errors.billing[name],
    required: true,
  });
  return (
    <Form
      id={CHECKOUT_FORM_ID}
      onSubmit={onSubmit}
      aria-label="Checkout"
      className="space-y-8 rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8"
    >
      <fieldset className="space-y-5">
        <legend className={legendClass}>Billing details</legend>
        <AddressFields
          section="billing"
          values={billing}
          errors={errors.billing}
          onChange={form.setBillingField}
        >
          <TextField label="Phone" type="tel" {...contactField('phone', 'tel')} />
          <TextField
            label="Email Address"
            type="email"
            className="sm:col-span-2"
            {...contactField('email', 'email')}
          />
        </AddressFields>
      </fieldset>

      <label className="flex cursor-pointer items-center gap-3 border-t border-ink/10 pt-6 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-gold"
          checked={form.separateShipping}
          onChange={(event) => form.setSeparateShipping(event.target.checked)}
        />
        Ship to a different address
      </label>

      {form.separateShipping && (
        <fieldset className="space-y-5">
          <legend className={legendClass}>Shipping address</legend>
          <AddressFields
            section="shipping"
            values={shipping}
            errors={errors.shipping}
            onChange={form.setShippingField}
          />
        </fieldset>
      )}
    </Form>
  );
}
