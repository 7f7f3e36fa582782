import { readFile } from 'node:fs/promises';
import {
  createAdminByApi,
  readMailSubject,
  registerByApi,
  restoreSession,
} from './support/accounts';
import { axeFindings } from './support/axe';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { expect, test } from './support/test';

test('a customer downloads their data, then deletes their account; the shop keeps the order anonymised', async ({
  page,
}) => {
  const customer = await registerByApi(page.request, 'Delia Leaving');
  const [product] = await wellStockedProducts(page.request);
  const order = await placeOrderByApi(page.request, customer, { product: product!, pay: true });
  await restoreSession(page, customer, '/account');
  await page.getByRole('tab', { name: 'Account Details' }).click();
  const privacy = page.getByRole('region', { name: 'Your Data & Privacy' });
  await expect(privacy.getByRole('link', { name: 'What we keep and why' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  // Download my data, from the keyboard: a plain browser download (saved to disk as it streams,
  // not built in the page), a JSON file with the order and its items.
  await privacy.getByRole('button', { name: 'Download my data' }).focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  await expect(privacy.getByRole('status')).toHaveText(/Your download has started/);
  await expect(privacy.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  expect(download.url()).toMatch(/\/api\/auth\/my-data$/);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { email: string };
    orders: { _id: string; orderItems: { name: string }[] }[];
  };
  expect(data.profile.email).toBe(customer.email);
  expect(data.orders.map((o) => o._id)).toEqual([order.id]);
  expect(data.orders[0]!.orderItems[0]!.name).toBe(product!.name);

  // Delete my account: a confirmation that asks for the password; a wrong one changes nothing.
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByRole('textbox', { name: 'Your password' });
  await expect(dialog).toBeVisible();
  // The confirmation meets WCAG 2.2 AA, as the shop's other pages do (accessibility.spec.ts).
  expect(await axeFindings(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();

  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');
  await password.fill(customer.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await readMailSubject(customer.email, /account has been deleted/);

  // The old token and the password are both dead.
  const profile = await page.request.get('/api/auth/profile', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(profile.status()).toBe(401);
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(401);

  // The admin still opens the order, without the customer's details.
  const admin = await createAdminByApi(page.request, 'Privacy Admin');
  await restoreSession(page, admin, `/admin/orders/${order.id}`);
  await expect(page.getByText('Deleted by the customer (personal details removed)')).toBeVisible();
  await expect(page.getByText('Delia Leaving')).toHaveCount(0);
  await expect(page.getByText(product!.name).first()).toBeVisible();
});

test('the Privacy page says what is kept and why, and the footer links to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const main = page.getByRole('main');
  await expect(main.getByText(/six years .* HMRC/)).toBeVisible();
  // Inside the PayPal entry of the list of third parties, after its name in bold.
  await expect(main).toContainText('we never see your card number');
  await expect(main.getByText(/mail log/)).toBeVisible();
});
