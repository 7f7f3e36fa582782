import { firstDeliveryPrice } from './support/delivery';
import type { Page } from '@playwright/test';
import { registerByApi, restoreSession, type SignInAnswer } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { fillAddress, fillBilling, payButton } from './support/checkout';
import { expect, test } from './support/test';
import { anyChoice, chooseAnyOptions } from './support/variations';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  image: string;
  countInStock: number;
  variations: Record<string, string[]>;
}

interface ApiOrder {
  _id: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  estimatedDelivery: string;
}

const gbp = (n: number) =>
  `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Products with stock to spare: parallel tests order from the same shop. */
async function productsInStock(page: Page, count: number) {
  const response = await page.request.get('/api/products/getAll?sort=price&order=asc&limit=50');
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const inStock = products.filter((p) => p.countInStock >= 10);
  expect(inStock.length).toBeGreaterThanOrEqual(count);
  return inStock;
}

async function myOrders(page: Page, account: SignInAnswer) {
  const response = await page.request.get('/api/orders/myorders', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  return (await response.json()) as ApiOrder[];
}

/** A signed-in shopper with one product in the cart, on the checkout page. */
async function checkoutWithOneProduct(page: Page, name: string) {
  const account = await registerByApi(page.request, name);
  const [product] = await productsInStock(page, 1);
  await restoreSession(page, account);
  await page.evaluate(
    (p) => {
      const line = { product: p._id, name: p.name, image: p.image, price: p.price, qty: 1 };
      localStorage.setItem('cart', JSON.stringify([{ ...line, variation: p.variation }]));
    },
    { ...product!, variation: anyChoice(product!.variations) },
  );
  await page.goto('/checkout');
  return { account, product: product! };
}

test('browse → two products → checkout shipping elsewhere → test payment → receipt, orders and timeline', async ({
  page,
}) => {
  test.slow(); // two product pages (a size chosen where there is one), the checkout and the orders
  const errors = await collectConsoleErrors(page);
  const account = await registerByApi(page.request, 'Grace Hopper');
  const [first, second] = await productsInStock(page, 2);
  await restoreSession(page, account);

  for (const product of [first!, second!]) {
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    await page
      .getByRole('article')
      .filter({ hasText: product.name })
      .first()
      .getByRole('link', { name: product.name })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await chooseAnyOptions(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /cart/i })).toContainText(product.name);
    await page.keyboard.press('Escape');
  }
  const total = first!.price + second!.price;
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.goto('/checkout');
  const billing = page.getByRole('group', { name: 'Billing details' });
  await expect(billing.getByLabel('Email Address')).toHaveValue(account.email);
  await expect(billing.getByLabel('Country')).toHaveValue('United Kingdom');
  const ukShipping = await firstDeliveryPrice(page.request, total);
  await expect(page.getByTestId('checkout-total')).toHaveText(gbp(total + ukShipping));
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms' })).toHaveAttribute(
    'href',
    '/terms',
  );

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(billing.getByText('Phone is required')).toBeVisible();
  await expect(billing.getByLabel('Street Address')).toBeFocused();
  await fillBilling(page);
  await page.getByLabel('Ship to a different address').check();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('First Name').fill('Charles');
  await shipping.getByLabel('Last Name').fill('Babbage');
  await shipping.getByLabel('Country').selectOption('France');
  await fillAddress(shipping, {
    street: '5 Rue de Rivoli',
    city: 'Paris',
    state: 'Île-de-France',
    postcode: '75001',
  });
  // Sent to France: the methods that serve it, the first chosen.
  const toFrance = await firstDeliveryPrice(page.request, total, 'France');
  await expect(page.getByTestId('checkout-total')).toHaveText(gbp(total + toFrance));
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();
  await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect(page.getByText('Payment successful!')).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  const [order] = await myOrders(page, account);
  expect(order!._id).toBe(orderId);
  expect(order!.totalPrice).toBe(total + toFrance);
  const deliveryBy = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(`${order!.estimatedDelivery}T12:00:00Z`));

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText(gbp(total + toFrance));
  await expect(page.getByTestId('receipt-id')).toHaveText(
    `REC-${orderId.slice(0, 12).toUpperCase()}`,
  );
  await expect(page.getByTestId('delivery-promise')).toHaveText(
    `We guarantee delivery by ${deliveryBy}`,
  );
  await expect(page.getByText('Charles Babbage')).toBeVisible();
  await expect(page.getByText('75001')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('checkoutOrder'))).toBeNull();

  await page.goto('/MyOrders');
  const number = orderId.slice(0, 8).toUpperCase();
  const listed = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
  await expect(listed).toContainText(gbp(total + toFrance));
  await expect(listed).toContainText('Order Processing');
  await listed.getByRole('link', { name: /^View Details/ }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps.filter({ hasText: 'Confirmed' })).toHaveAttribute('data-done', 'true');
  await expect(steps.filter({ hasText: 'Processing' })).toHaveAttribute('data-done', 'true');
  await expect(steps.filter({ hasText: 'Shipped' })).toHaveAttribute('data-done', 'false');
  await expect(steps.filter({ hasText: 'Delivered' })).toHaveAttribute('data-done', 'false');
  await expect(page.getByText('Tracking details will appear once your order ships.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
    'href',
    `/order-confirmation/${orderId}`,
  );
  // The forms validate with zod in jitless mode: nothing breaches the Content-Security-Policy.
  expect(errors).toEqual([]);
});

test('a declined payment says so and the shopper can pay on a second try', async ({ page }) => {
  const { account } = await checkoutWithOneProduct(page, 'Declined Once');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();

  await page.getByRole('button', { name: 'Simulate a declined payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your payment was declined. Please try again or choose another way to pay.',
  );
  const [unpaid] = await myOrders(page, account);
  expect(unpaid).toMatchObject({ isPaid: false });
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await payButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect(page.getByTestId('confirmation-total')).toBeVisible();
  const orders = await myOrders(page, account);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ _id: unpaid!._id, isPaid: true });
});

test('a signed-out visitor is asked to log in on the checkout page', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Please login to continue' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a lost answer and a reload on the payment step do not place the order twice', async ({
  page,
}) => {
  const { account } = await checkoutWithOneProduct(page, 'Flaky Network');
  await fillBilling(page);

  // The first Place Order reaches the server, but its answer is lost on the way back.
  let lost = false;
  await page.route('**/trpc/orders.place**', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to place order');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();
  const [placed, ...others] = await myOrders(page, account);
  expect(others).toEqual([]);

  await page.reload();
  const number = placed!._id.slice(0, 8).toUpperCase();
  await expect(page.getByText(`Order #${number} for ${gbp(placed!.totalPrice)}.`)).toBeVisible();
  await expect(page.getByText('Order created. Please complete payment.')).toBeHidden();
  await payButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${placed!._id}$`));
  expect(await myOrders(page, account)).toHaveLength(1);
});
