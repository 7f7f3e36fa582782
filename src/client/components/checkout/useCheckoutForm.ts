import { useState } from 'react';
import {
  billingFormSchema,
  checkFields,
  checkoutCountries,
  shippingFormSchema,
  splitName,
  type BillingForm,
  type FieldErrors,
  type ShippingForm,
} from '../../lib/schemas';
import type { SessionUser } from '../../state/session';

export type BillingDraft = Record<keyof BillingForm, string>;
export type ShippingDraft = Record<keyof ShippingForm, string>;

const blankAddress: ShippingDraft = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  postcode: '',
  country: checkoutCountries[0],
};

/** Spec §3: the e-mail comes from the account (and the name, which the shopper may change). */
const startingBilling = (user: SessionUser): BillingDraft => ({
  ...blankAddress,
  ...splitName(user.name),
  email: user.email,
  phone: '',
});

/** The order the fields appear in, so the first message the shopper meets is the first to fix. */
const fieldOrder: (keyof BillingDraft)[] = [
  'firstName',
  'lastName',
  'country',
  'address',
  'city',
  'state',
  'postcode',
  'phone',
  'email',
];
const firstOf = (errors: FieldErrors) => fieldOrder.find((field) => errors[field]) ?? 'firstName';

export interface CheckedAddresses {
  billing: BillingForm;
  /** Null when the order ships to the billing address. */
  shipping: ShippingForm | null;
}

/**
 * The checkout's billing and shipping forms, checked with the server's schemas. Messages show
 * under the fields once Place Order has been tried, and follow each change after that.
 */
export function useCheckoutForm(user: SessionUser) {
  const [billing, setBilling] = useState(() => startingBilling(user));
  const [shipping, setShipping] = useState(blankAddress);
  const [separateShipping, setSeparateShipping] = useState(false);
  const [tried, setTried] = useState(false);

  const billingCheck = checkFields(billingFormSchema, billing);
  const shippingCheck = separateShipping ? checkFields(shippingFormSchema, shipping) : null;
  const errorsOf = (check: typeof billingCheck | typeof shippingCheck): FieldErrors =>
    tried && check && !check.ok ? check.errors : {};

  return {
    billing,
    shipping,
    separateShipping,
    errors: { billing: errorsOf(billingCheck), shipping: errorsOf(shippingCheck) },
    setBillingField: (field: keyof BillingDraft, value: string) =>
      setBilling((draft) => ({ ...draft, [field]: value })),
    setShippingField: (field: keyof ShippingDraft, value: string) =>
      setShipping((draft) => ({ ...draft, [field]: value })),
    setSeparateShipping,

    /** The checked addresses, or the name of the first field to fix. */
    submit(): { ok: true; addresses: CheckedAddresses } | { ok: false; firstInvalid: string } {
      setTried(true);
      if (!billingCheck.ok)
        return { ok: false, firstInvalid: `billing-${firstOf(billingCheck.errors)}` };
      if (shippingCheck && !shippingCheck.ok) {
        return { ok: false, firstInvalid: `shipping-${firstOf(shippingCheck.errors)}` };
      }
      return {
        ok: true,
        addresses: { billing: billingCheck.data, shipping: shippingCheck?.data ?? null },
      };
    },

    /** Spec §4: after payment the shipping form is cleared (and the billing form with it). */
    reset() {
      setBilling(startingBilling(user));
      setShipping(blankAddress);
      setSeparateShipping(false);
      setTried(false);
    },
  };
}
