import { registerByApi } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { expect, test } from './support/test';

test('a missing product answers 404 and says so, printing nothing else to the console', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  const response = await page.goto('/product/000000000000000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  // Chrome reports the page's own 404 status, once; anything more would be the app's doing.
  expect(errors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

test('forms and the listing validate without tripping the Content-Security-Policy', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name is required');
  await page.goto('/products?sort=price-low');
  await expect(page.getByText(/^Showing 1-/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page has slipped away' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
});

test('every page of the app answers 200', async ({ request }) => {
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/verify-otp',
    '/reset-password',
    '/confirm-email?token=unknown',
    '/account',
    '/wishlist',
    '/orders',
    '/MyOrders',
    '/checkout',
    '/order/0123456789abcdef01234567',
    '/order-confirmation/0123456789abcdef01234567',
    '/admin',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('robots.txt is a real robots file', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toContain('User-agent');
});

test('a signed-in visitor’s pages stay quiet in the console too', async ({ page, request }) => {
  const account = await registerByApi(request, 'Quiet Quentin');
  const errors = await collectConsoleErrors(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Quiet Quentin' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await page.goto('/MyOrders');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto('/order/0123456789abcdef01234567');
  await expect(page.getByText('Order not found')).toBeVisible();
  expect(errors).toEqual([]);
});
