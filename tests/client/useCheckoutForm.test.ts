// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckoutForm } from '../../src/client/components/checkout/useCheckoutForm';

const user = { _id: 'a'.repeat(24), name: 'Ada King Lovelace', email: 'ada@example.com' };

function fillBilling(form: ReturnType<typeof useCheckoutForm>) {
  form.setBillingField('phone', '020 7946 0000');
  form.setBillingField('address', '12 Hatton Garden');
  form.setBillingField('city', 'London');
  form.setBillingField('state', 'Greater London');
  form.setBillingField('postcode', 'EC1N 8AA');
}

describe('useCheckoutForm', () => {
  it('starts from the account: e-mail and name filled in, United Kingdom chosen', () => {
    const { result } = renderHook(() => useCheckoutForm(user));
    expect(result.current.billing).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      country: 'United Kingdom',
      phone: '',
    });
    expect(result.current.errors.billing).toEqual({});
  });

  it('shows a message under each field once Place Order is tried, and points at the first', () => {
    const { result } = renderHook(() => useCheckoutForm(user));
    let outcome: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: false, firstInvalid: 'billing-address' });
    expect(result.current.errors.billing).toMatchObject({
      address: 'Street address is required',
      city: 'Town / City is required',
      state: 'State / County is required',
      postcode: 'Postcode is required',
      phone: 'Phone is required',
    });
    act(() => result.current.setBillingField('address', '12 Hatton Garden'));
    expect(result.current.errors.billing.address).toBeUndefined();
  });

  it('checks the shipping form only when the order ships elsewhere', () => {
    const { result } = renderHook(() => useCheckoutForm(user));
    act(() => fillBilling(result.current));
    act(() => result.current.setSeparateShipping(true));
    let outcome: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: false, firstInvalid: 'shipping-firstName' });
    act(() => result.current.setSeparateShipping(false));
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toMatchObject({ ok: true, addresses: { shipping: null } });
  });

  it('starts again after reset', () => {
    const { result } = renderHook(() => useCheckoutForm(user));
    act(() => fillBilling(result.current));
    act(() => result.current.setSeparateShipping(true));
    act(() => result.current.reset());
    expect(result.current.billing.address).toBe('');
    expect(result.current.separateShipping).toBe(false);
  });
});
