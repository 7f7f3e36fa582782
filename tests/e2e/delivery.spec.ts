import { registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import { deliveryOptions } from './support/delivery';
import { wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { anyChoice } from './support/variations';

const gbp = (n: number) =>
  `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a shopper on a phone sees delivery prices, chooses Special Delivery and finds it on the receipt', async ({
  page,
}) => {
  test.slow(); // product page, cart, checkout, payment and receipt at phone width
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerByApi(page.request, 'Rosalind Franklin');
  // A piece under £250: Special Delivery is charged there, and insured.
  const product = (await wellStockedProducts(page.request)).find((p) => p.price < 250)!;
  const special = (await deliveryOptions(page.request, product.price)).find(
    (o) => o.name === 'Special Delivery',
  )!;
  expect(special.price).toBe(7.95);

  await restoreSession(page, account, `/product/${product._id}`);
  await page.getByText('Delivery and collection: prices and dates').click();
  const productOptions = page.getByRole('listitem').filter({ hasText: 'Special Delivery' });
  await expect(productOptions).toContainText('£7.95');
  await expect(productOptions).toContainText(/Arrives by \w{3} \d{1,2} \w{3}/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Collect in store' })).toContainText(
    /Ready to collect from/,
  );
  expect(await axeFindings(page, 'details')).toEqual([]);
  await snap(page, 'product-delivery');

  await page.evaluate(
    (p) => {
      const line = { product: p._id, name: p.name, image: '', price: p.price, qty: 1 };
      localStorage.setItem('cart', JSON.stringify([{ ...line, variation: p.variation }]));
    },
    { ...product, variation: anyChoice(product.variations ?? {}) },
  );
  await page.goto('/cart');
  await page.getByRole('radio', { name: /Special Delivery/ }).check();
  await expect(page.getByTestId('cart-shipping')).toHaveText('£7.95');
  await expect(page.getByTestId('cart-total')).toHaveText(gbp(product.price + 7.95));
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'cart-delivery');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillBilling(page);
  // The cart's choice carries over.
  await expect(page.getByRole('radio', { name: /Special Delivery/ })).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText(gbp(product.price + 7.95));
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'checkout-delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText(gbp(product.price + 7.95));
  await expect(page.getByTestId('order-shipping')).toHaveText('£7.95');
  await expect(page.getByTestId('delivery-method')).toContainText('Special Delivery');
  await expect(page.getByTestId('delivery-method')).toContainText('Insured to £750.00');
  const arrival = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeZone: 'Europe/London',
  }).format(new Date(`${special.estimatedDate}T12:00:00Z`));
  await expect(page.getByTestId('delivery-promise')).toHaveText(
    `We guarantee delivery by ${arrival}`,
  );
  await snap(page, 'receipt-delivery');
});
