import type { ReactNode } from 'react';
import { checkoutCountries, type FieldErrors } from '../../lib/schemas';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { ShippingDraft } from './useCheckoutForm';

const countryOptions = checkoutCountries.map((country) => ({ value: country, label: country }));

const autoCompleteOf: Record<keyof ShippingDraft, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  country: 'country-name',
};

/**
 * The address fields of the billing and shipping forms (spec §3), all required (spec §5). The
 * billing form adds its phone and e-mail as `children`.
 */
export function AddressFields({
  section,
  values,
  errors,
  onChange,
  children,
}: {
  section: 'billing' | 'shipping';
  values: ShippingDraft;
  errors: FieldErrors;
  onChange: (field: keyof ShippingDraft, value: string) => void;
  children?: ReactNode;
}) {
  const field = (name: keyof ShippingDraft) => ({
    name: `${section}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name],
    autoComplete: `${section} ${autoCompleteOf[name]}`,
    required: true,
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First Name" {...field('firstName')} />
      <TextField label="Last Name" {...field('lastName')} />
      <SelectField
        label="Country"
        options={countryOptions}
        className="sm:col-span-2"
        {...field('country')}
      />
      <TextField
        label="Street Address"
        placeholder="House number and street name"
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField label="Town / City" {...field('city')} />
      <TextField label="State / County" {...field('state')} />
      <TextField label="Postcode" {...field('postcode')} />
      {children}
    </div>
  );
}
