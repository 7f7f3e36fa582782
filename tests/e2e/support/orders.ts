import type { APIRequestContext } from '@playwright/test';
import type { SignInAnswer } from './accounts';
import { expect } from './test';
import { anyChoice } from './variations';

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
  variations?: Record<string, string[]>;
}

/** Products with stock to spare, cheapest first (other tests buy from the same shop). */
export async function wellStockedProducts(request: APIRequestContext) {
  const listing = await request.get('/api/products/getAll?sort=price&order=asc&limit=50');
  const { products } = (await listing.json()) as { products: ApiProduct[] };
  return products.filter((p) => p.countInStock >= 20);
}

/** One order placed over spec §7's REST API and, when asked, paid in the test payment mode. */
export async function placeOrderByApi(
  request: APIRequestContext,
  customer: SignInAnswer,
  {
    product,
    qty = 1,
    pay = false,
    choose = true,
  }: {
    product: ApiProduct;
    qty?: number;
    pay?: boolean;
    /** Left out, the order is a spec §7 script's: its options are to be confirmed. */
    choose?: boolean;
  },
) {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      orderItems: [
        {
          product: product._id,
          qty,
          name: product.name,
          ...(choose ? { variation: anyChoice(product.variations) } : {}),
        },
      ],
      shippingAddress: {
        address: `${customer.name}, 1 High Street`,
        city: 'London',
        postalCode: 'N1 1AA',
        country: 'United Kingdom',
      },
    },
  });
  expect(placed.status()).toBe(201);
  // Its total as the shop priced it: the lines and the delivery the first method offered costs.
  const { _id, totalPrice } = (await placed.json()) as { _id: string; totalPrice: number };
  if (pay) {
    const created = await request.post('/api/paypal/create-order', {
      headers,
      data: { orderId: _id },
    });
    const { id } = (await created.json()) as { id: string };
    const captured = await request.post('/api/paypal/capture-order', {
      headers,
      data: { orderID: id },
    });
    expect(captured.ok()).toBe(true);
  }
  return { id: _id, total: totalPrice };
}
