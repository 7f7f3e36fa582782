import { formatGBP } from '../../src/shared/money';
import {
  createAdminByApi,
  readMailSubject,
  registerByApi,
  restoreSession,
} from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts, type ApiProduct } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('a shopper on a phone cancels an order before it is sent and sees the refund', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await registerByApi(page.request, 'Cara Cancels');
  const [product] = (await wellStockedProducts(page.request)) as [ApiProduct];
  const { id: orderId } = await placeOrderByApi(page.request, customer, {
    product,
    qty: 1,
    pay: true,
  });

  await restoreSession(page, customer, `/order/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`We will refund ${formatGBP(product.price)} in full`);
  // Keyboard only: focus starts on "Keep my order"; one step back is the cancellation.
  await expect(dialog.getByRole('button', { name: 'Keep my order' })).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'customer-cancel-dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, cancel order' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText(
    'Your order has been cancelled and your payment is being refunded in full',
  );
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('This order was cancelled: Order cancelled by customer'),
  ).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByTestId('order-refunded')).toHaveText(formatGBP(product.price));
  await expect(payment).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'customer-order-cancelled');
  expect(await readMailSubject(customer.email, /has been cancelled and refunded$/)).toBe('found');
  expect(errors).toEqual([]);
});

test('the model form is public and printable, sent online it starts a return, and the owner sees the refund-due date', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = await collectConsoleErrors(page);
  const shop = (await (await page.request.get('/api/shop')).json()) as {
    shopName: string;
    email: string;
  };
  await page.goto('/cancellation-form');
  await expect(page.getByRole('heading', { name: 'Model cancellation form' })).toBeVisible();
  await expect(page.getByTestId('trader')).toContainText(shop.shopName);
  await expect(page.getByTestId('trader')).toContainText(shop.email);
  await expect(
    page.getByText('Signature of consumer(s) (only if this form is notified on paper)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this form' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'cancellation-form');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this form' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A paid order on its way: the form cancels the unit the shopper picks.
  const admin = await createAdminByApi(page.request, 'Cancel Admin');
  const customer = await registerByApi(page.request, 'Noor Notice');
  const [product] = (await wellStockedProducts(page.request)) as [ApiProduct];
  const { id: orderId } = await placeOrderByApi(page.request, customer, {
    product,
    qty: 2,
    pay: true,
  });
  const shipped = await page.request.put(`/api/orders/status/${orderId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: 'Order Shipped' },
  });
  expect(shipped.ok()).toBe(true);

  await restoreSession(page, customer, `/order/${orderId}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Cancellation form' });
  await panel.getByRole('button', { name: 'Fill in the cancellation form' }).click();
  const form = panel.getByRole('form', { name: 'Cancellation form' });
  await expect(form).toContainText(`To ${shop.shopName}`);
  await form.getByLabel(product.name).selectOption('1');
  await expect(form.getByLabel('Name of consumer(s)')).not.toHaveValue('');
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'customer-cancellation-form');
  await form.getByRole('button', { name: 'Send cancellation' }).click();
  await expect(panel.getByRole('status').or(page.getByRole('status'))).toContainText(
    'We have received your cancellation',
  );
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(`1 × ${product.name}`);
  expect(await readMailSubject(customer.email, /^We received your cancellation of/)).toBe('found');

  // The owner: the return waits for the parcel, then its refund is due 14 days after.
  const ownerContext = await browser.newContext({ baseURL: page.url().replace(/\/order\/.*/, '') });
  const owner = await ownerContext.newPage();
  await restoreSession(owner, admin, `/admin/orders/${orderId}`);
  const returns = owner.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Refund due 14 days after the items arrive');
  await returns.getByRole('button', { name: 'Mark as received' }).click();
  await expect(returns.getByTestId('refund-due')).toContainText('Refund due by');
  expect(await axeFindings(owner)).toEqual([]);
  await snap(owner, 'admin-refund-due');
  await owner.goto('/admin/orders?returns=overdue');
  await expect(owner.getByLabel('Returns')).toHaveValue('overdue');
  expect(await axeFindings(owner)).toEqual([]);
  await snap(owner, 'admin-overdue-refunds');
  await ownerContext.close();
  expect(errors).toEqual([]);
});
