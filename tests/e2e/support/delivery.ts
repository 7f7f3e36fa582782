import type { APIRequestContext } from '@playwright/test';

export interface ApiDeliveryOption {
  method: string;
  name: string;
  price: number;
  kind: string;
  estimatedDate: string | null;
}

/** The delivery options the shop quotes for lines worth `subtotal` going to `country`. */
export async function deliveryOptions(
  request: APIRequestContext,
  subtotal: number,
  country = 'United Kingdom',
) {
  const query = new URLSearchParams({ subtotal: subtotal.toFixed(2), country });
  const response = await request.get(`/api/delivery/options?${query}`);
  return ((await response.json()) as { options: ApiDeliveryOption[] }).options;
}

/** What the first option offered (the one a cart and a checkout start with) costs. */
export const firstDeliveryPrice = async (
  request: APIRequestContext,
  subtotal: number,
  country?: string,
) => (await deliveryOptions(request, subtotal, country))[0]!.price;

/** 'Free', or '£3.95', as the totals show a delivery price. */
export const shippingText = (price: number) =>
  price === 0 ? 'Free' : `£${price.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
