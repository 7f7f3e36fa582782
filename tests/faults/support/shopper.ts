import { registerCustomer } from '../../support/accounts';
import { restClient } from '../../support/http';

export const SHIPPING = {
  address: 'Ada Lovelace, 12 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8AN',
  country: 'United Kingdom',
};

export interface CaptureAnswer {
  status?: string;
  message?: string;
  order?: { isPaid: boolean };
}

/** A new customer with one placed order and its provider order, ready to capture. */
export async function shopperWithOrder(baseUrl: string, productId: string) {
  const customer = await registerCustomer(baseUrl);
  const { token } = customer;
  const rest = restClient(baseUrl);
  const placed = await rest.post<{ _id: string }>(
    '/api/orders',
    { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING },
    { token },
  );
  if (placed.status !== 201) throw new Error(`placing an order answered ${placed.status}`);
  const started = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: placed.body._id },
    { token },
  );
  if (started.status !== 200) throw new Error(`starting a payment answered ${started.status}`);
  return {
    email: customer.email,
    orderId: placed.body._id,
    providerOrderId: started.body.id,
    capture: () =>
      rest.post<CaptureAnswer>(
        '/api/paypal/capture-order',
        { orderID: started.body.id },
        { token },
      ),
  };
}
