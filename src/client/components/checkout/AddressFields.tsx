import type { ReactNode } from 'react';
import { shipsTo, type VatByDestination } from '../../../shared/destinations';
import { checkoutCountries, type FieldErrors } from '../../lib/schemas';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { useShopInfo } from '../layout/useShopInfo';
import type { ShippingDraft } from './useCheckoutForm';

/** Spec §5's countries; a "UK only" shop shows the others as not shipped to yet (decision 060). */
const countryOptions = (setting: VatByDestination) =>
  checkoutCountries.map((country) =>
    shipsTo(setting, country)
      ? { value: country, label: country }
      : { value: country, label: `${country} (we don't ship there yet)`, disabled: true },
  );

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
  const setting = useShopInfo().info.vatByDestination;
  const ukOnly = setting === 'uk-only';
  const noteId = `${section}-country-note`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First Name" {...field('firstName')} />
      <TextField label="Last Name" {...field('lastName')} />
      <div className="sm:col-span-2">
        <SelectField
          label="Country"
          options={countryOptions(setting)}
          {...field('country')}
          {...(ukOnly ? { 'aria-describedby': noteId } : {})}
        />
        {ukOnly && (
          <p id={noteId} className="mt-1.5 text-xs text-stone" data-testid="uk-only-note">
            We only send orders within the United Kingdom for now: we don&apos;t ship to other
            countries yet.
          </p>
        )}
      </div>
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
