import type { PlaceOrderInput, ShippingForm } from '../../lib/schemas';
import type { CartItem } from '../../state/cart';
import type { CheckedAddresses } from './useCheckoutForm';

export type PlaceOrderRequest = Omit<PlaceOrderInput, 'idempotencyKey'>;

const toOrderAddress = (form: ShippingForm): PlaceOrderInput['shippingAddress'] => ({
  firstName: form.firstName,
  lastName: form.lastName,
  address: form.address,
  city: form.city,
  state: form.state,
  postalCode: form.postcode,
  country: form.country,
});

/**
 * What Place Order sends: the lines by product id, choice and quantity (the server prices them), the
 * address to ship to (the billing address unless another was given), the billing details and the
 * delivery method chosen (none while the owner has set none up).
 */
export function placeOrderRequest(
  items: CartItem[],
  addresses: CheckedAddresses,
  deliveryMethod?: string,
  gift?: { message: string } | null,
  discountCode?: string,
): PlaceOrderRequest {
  return {
    ...(deliveryMethod ? { deliveryMethod } : {}),
    ...(gift ? { gift: { message: gift.message.trim() } } : {}),
    ...(discountCode ? { discountCode } : {}),
    orderItems: items.map((item) => ({
      product: item.product,
      qty: item.qty,
      name: item.name,
      ...(item.variation ? { variation: item.variation } : {}),
      // Only lines whose notice was ticked on the product page carry an engraving.
      ...(item.engraving ? { engraving: { text: item.engraving, acceptsNoReturns: true } } : {}),
    })),
    shippingAddress: toOrderAddress(addresses.shipping ?? addresses.billing),
    billingAddress: addresses.billing,
  };
}
