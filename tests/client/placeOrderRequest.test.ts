import { describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../src/client/components/checkout/placeOrderRequest';
import { placeOrderInput, type BillingForm } from '../../src/client/lib/schemas';

const billing: BillingForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0000',
  address: '12 Hatton Garden',
  city: 'London',
  state: 'Greater London',
  postcode: 'EC1N 8AA',
  country: 'United Kingdom',
};
const items = [{ product: 'a'.repeat(24), name: 'Halo Ring', image: '/r.svg', price: 120, qty: 2 }];

describe('placeOrderRequest', () => {
  it('sends lines by id and quantity, and ships to the billing address by default', () => {
    const request = placeOrderRequest(items, { billing, shipping: null });
    expect(request.orderItems).toEqual([{ product: 'a'.repeat(24), qty: 2, name: 'Halo Ring' }]);
    expect(request.shippingAddress).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Hatton Garden',
      city: 'London',
      state: 'Greater London',
      postalCode: 'EC1N 8AA',
      country: 'United Kingdom',
    });
    expect(request.billingAddress).toEqual(billing);
    expect(placeOrderInput.safeParse(request).success).toBe(true);
  });

  it('sends the size chosen with its line', () => {
    const sized = [{ ...items[0]!, variation: { Size: 'N' } }];
    const request = placeOrderRequest(sized, { billing, shipping: null });
    expect(request.orderItems).toEqual([
      { product: 'a'.repeat(24), qty: 2, name: 'Halo Ring', variation: { Size: 'N' } },
    ]);
    expect(placeOrderInput.safeParse(request).success).toBe(true);
  });

  it('sends an engraving with the tick given on the product page, and the gift with its message', () => {
    const engraved = [{ ...items[0]!, engraving: 'A & J' }];
    const request = placeOrderRequest(engraved, { billing, shipping: null }, undefined, {
      message: '  Happy birthday ',
    });
    expect(request.orderItems[0]).toMatchObject({
      engraving: { text: 'A & J', acceptsNoReturns: true },
    });
    expect(request.gift).toEqual({ message: 'Happy birthday' });
    expect(placeOrderInput.safeParse(request).success).toBe(true);
    expect(
      placeOrderRequest(items, { billing, shipping: null }, undefined, null),
    ).not.toHaveProperty('gift');
  });

  it('ships to the other address when one was given', () => {
    const shipping = { ...billing, firstName: 'Charles', city: 'Leeds', postcode: 'LS1 1AA' };
    const request = placeOrderRequest(items, { billing, shipping });
    expect(request.shippingAddress).toMatchObject({
      firstName: 'Charles',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    expect(request.billingAddress?.city).toBe('London');
  });
});
