import type { Page, Request } from '@playwright/test';
import { registerByApi } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { fillBilling } from './support/checkout';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

/**
 * Pay in 3 (issue 30): PayPal's Pay Later message where PayPal offers it. PayPal's script is
 * answered by a stub that draws the message PayPal's `Messages` component was asked for, so the
 * test sees what the page asked PayPal for, offline.
 */

const PAYPAL_SDK = /^https:\/\/www\.paypal\.com\/sdk\/js\?/;

/** PayPal's script as far as the shop uses it: messages drawn as text, buttons that do nothing. */
const stubSdk = `
window.paypal = {
  version: 'stub',
  Messages: (options) => ({
    render: async (container) => {
      const message = document.createElement('p');
      message.textContent = 'PayPal stub: Pay in 3 on £' + options.amount + ' (' + options.placement + ')';
      container.replaceChildren(message); // as PayPal's: a render again replaces the message
    },
  }),
  Buttons: () => ({ isEligible: () => true, render: async () => {}, close: async () => {} }),
};`;

/** Every request for PayPal's script; nothing goes to PayPal itself. */
async function routePaypal(page: Page) {
  const asked: URL[] = [];
  await page.route(PAYPAL_SDK, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/javascript', body: stubSdk });
  });
  const elsewhere: string[] = [];
  page.on('request', (request: Request) => {
    if (
      /paypal(objects)?\.com/.test(new URL(request.url()).hostname) &&
      !PAYPAL_SDK.test(request.url())
    )
      elsewhere.push(request.url());
  });
  return { asked, elsewhere };
}

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
}

async function demoProduct(page: Page, name: string) {
  const answer = await page.request.get(
    `/api/products/getAll?search=${encodeURIComponent(name)}&limit=5`,
  );
  const { products } = (await answer.json()) as { products: ApiProduct[] };
  return products.find((p) => p.name === name)!;
}

const message = (page: Page) => page.getByText(/^PayPal stub: Pay in 3/);

test('Pay in 3: PayPal mode shows PayPal’s message on product, cart and checkout, and only there', async ({
  page,
}) => {
  test.slow(); // two shops, listing, two products, cart, checkout and payment at phone width
  const paypalShop = process.env.E2E_PAYPAL_BASE_URL!;
  const studs = await demoProduct(page, 'Classic Diamond Stud Earrings'); // £995
  const bracelet = await demoProduct(page, 'Eternal Diamond Tennis Bracelet'); // £4,800
  expect([studs.price, bracelet.price]).toEqual([995, 4800]);
  const sdk = await routePaypal(page);
  const errors = await collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // Test mode: no PayPal client id, so no message and no request for PayPal's script.
  await page.goto(`/product/${studs._id}`);
  await expect(page.getByRole('heading', { level: 1, name: studs.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
  expect(sdk.asked).toEqual([]);
  await expect(message(page)).toHaveCount(0);

  // PayPal mode: home, the listing and a piece above £2,000 ask PayPal for nothing.
  await page.goto(paypalShop + '/');
  await page.getByRole('link', { name: 'Shop Now' }).first().click();
  await expect(page).toHaveURL(/\/products/);
  await page.goto(`${paypalShop}/product/${bracelet._id}`);
  await expect(page.getByRole('heading', { level: 1, name: bracelet.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
  expect(sdk.asked).toEqual([]);

  // A piece in Pay in 3's range: PayPal's script with its messages, and the message for its price.
  await page.goto(`${paypalShop}/product/${studs._id}`);
  await expect(message(page)).toHaveText('PayPal stub: Pay in 3 on £995.00 (product)');
  expect(sdk.asked).toHaveLength(1);
  const parameters = sdk.asked[0]!.searchParams;
  expect(parameters.get('client-id')).toBe('fake-client-id');
  expect(parameters.get('currency')).toBe('GBP');
  expect(parameters.get('components')?.split(',')).toContain('messages');
  expect(parameters.get('enable-funding')).toBe('paylater');
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'pay-later-product');
  await page.setViewportSize({ width: 390, height: 844 });

  // The cart: the message follows the subtotal, and leaves once it passes £2,000.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page
    .getByRole('dialog', { name: /cart/i })
    .getByRole('link', { name: 'View Cart' })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(message(page)).toHaveText('PayPal stub: Pay in 3 on £995.00 (cart)');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('£2,985.00');
  await expect(message(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(message(page)).toHaveText('PayPal stub: Pay in 3 on £995.00 (cart)');

  // Checkout, signed in: the message is for the total with delivery, then the order's total.
  const account = await registerByApi(page.request, 'Ada Lovelace');
  await page.evaluate((a) => {
    localStorage.setItem('userInfo', JSON.stringify({ _id: a._id, name: a.name, email: a.email }));
    localStorage.setItem('isAdmin', 'false');
    localStorage.setItem('token', a.token);
  }, account);
  await page.goto(`${paypalShop}/checkout`);
  const total = (await page.getByTestId('checkout-total').textContent())!.replace(/[£,]/g, '');
  await expect(message(page)).toHaveText(`PayPal stub: Pay in 3 on £${total} (payment)`);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();
  await expect(message(page)).toHaveText(`PayPal stub: Pay in 3 on £${total} (payment)`);
  // One script for every page of the visit: the buttons reuse the messages' download.
  expect(sdk.asked).toHaveLength(2);
  expect(sdk.asked.map((url) => url.search)).toEqual([sdk.asked[0]!.search, sdk.asked[0]!.search]);
  expect(sdk.elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});
