import { firstDeliveryPrice } from './support/delivery';
import type { Page } from '@playwright/test';
import { formatGBP } from '../../src/shared/money';
import { vatInGross } from '../../src/shared/vat';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { wellStockedProducts, type ApiProduct } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { anyChoice } from './support/variations';

test('a customer returns one of two lines and the owner refunds exactly that line', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request, 'Returns Admin');
  const customer = await registerByApi(page.request, 'Rhiannon Returns');
  const [first, second] = (await wellStockedProducts(page.request)) as [ApiProduct, ApiProduct];
  const asCustomer = { Authorization: `Bearer ${customer.token}` };
  const asAdmin = { Authorization: `Bearer ${admin.token}` };

  const shop = (await (await page.request.get('/api/shop')).json()) as Record<string, unknown>;
  const setVatNumber = (vatNumber: string) =>
    page.request.put('/api/shop/infoUpdate', { headers: asAdmin, data: { ...shop, vatNumber } });
  expect((await setVatNumber('GB123456789')).ok()).toBe(true);
  const placed = await page.request.post('/api/orders', {
    headers: asCustomer,
    data: {
      orderItems: [
        { product: first._id, qty: 1, variation: anyChoice(first.variations) },
        { product: second._id, qty: 2, variation: anyChoice(second.variations) },
      ],
      shippingAddress: {
        address: 'Rhiannon Returns, 1 High Street',
        city: 'London',
        postalCode: 'N1 1AA',
        country: 'United Kingdom',
      },
    },
  });
  // Other tests' orders are placed without one.
  await setVatNumber('');
  expect(placed.status()).toBe(201);
  const { _id: orderId } = (await placed.json()) as { _id: string };
  const created = await page.request.post('/api/paypal/create-order', {
    headers: asCustomer,
    data: { orderId },
  });
  const { id: paypalId } = (await created.json()) as { id: string };
  expect(
    (
      await page.request.post('/api/paypal/capture-order', {
        headers: asCustomer,
        data: { orderID: paypalId },
      })
    ).ok(),
  ).toBe(true);
  const delivered = await page.request.put(`/api/orders/status/${orderId}`, {
    headers: asAdmin,
    data: { status: 'Delivered' },
  });
  expect(delivered.ok()).toBe(true);
  const stockBefore = second.countInStock;

  // Placed while the shop had a VAT number: its receipt shows the VAT inside each line.
  await restoreSession(page, customer, `/order-confirmation/${orderId}`);
  await expect(page.getByTestId('order-vat-number')).toHaveText('GB123456789');
  await expect(page.getByText('VAT included at 20%')).toBeVisible();
  // Each line's VAT, and the VAT inside the delivery the first method offered costs.
  const shipping = await firstDeliveryPrice(page.request, first.price + second.price * 2);
  const vat =
    vatInGross(Math.round(first.price * 100), 2000) +
    vatInGross(Math.round(second.price * 200), 2000) +
    vatInGross(Math.round(shipping * 100), 2000);
  await expect(page.getByTestId('order-vat')).toHaveText(formatGBP(vat / 100));
  await snap(page, 'confirmation-vat');

  // The customer asks to return one of the two units of the second line.
  await page.goto(`/order/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('You can return items from this order until');
  await returns.getByRole('button', { name: 'Return items' }).click();
  await returns.getByLabel(second.name).selectOption('1');
  await returns.getByLabel('Reason').selectOption('wrong-size');
  await returns.getByLabel('Anything we should know? (optional)').fill('A little too big');
  await expect(returns).toContainText(`Refund for the chosen items: ${formatGBP(second.price)}`);
  await snap(page, 'customer-return-form');
  await returns.getByRole('button', { name: 'Request return' }).click();
  await expect(returns.getByRole('status')).toContainText('Your return request has been sent');
  await expect(returns).toContainText('Return requested');
  await expect(returns).toContainText(`1 × ${second.name}`);
  await snap(page, 'customer-return-requested');

  // The owner finds it under Returns, receives the parcel and refunds it; a second click refunds nothing.
  const ownerContext = await browser.newContext({ baseURL: page.url().replace(/\/order\/.*/, '') });
  const owner = await ownerContext.newPage();
  await restoreSession(owner, admin, '/admin/orders?returns=open');
  const row = owner.getByRole('row').filter({ hasText: `#${orderId.slice(-6)}` });
  await expect(row).toContainText('Return');
  await snap(owner, 'admin-orders-returns');
  await row.getByRole('link').first().click();
  const adminReturns = owner.getByRole('region', { name: 'Returns' });
  await adminReturns.getByRole('button', { name: 'Mark as received' }).click();
  await expect(adminReturns).toContainText('Return received');
  owner.once('dialog', (dialog) => void dialog.accept());
  await adminReturns.getByRole('button', { name: `Refund ${formatGBP(second.price)}` }).click();
  await expect(adminReturns).toContainText('Refunded');
  await expect(owner.getByText('Refund made successfully')).toBeVisible();
  await expect(adminReturns.getByRole('button')).toHaveCount(0);
  await expect(owner.getByRole('region', { name: 'Status History' })).toContainText(
    `Refund of ${formatGBP(second.price)} for returned items made`,
  );
  // The order's money now says what went back and what the shop kept.
  const total = first.price + second.price * 2 + shipping;
  await expect(
    owner.getByRole('region', { name: 'Order Information' }).getByText('Partially refunded'),
  ).toBeVisible();
  await expect(owner.getByTestId('refund-figures')).toHaveText(
    `Paid ${formatGBP(total)} · Refunded ${formatGBP(second.price)} · Kept ${formatGBP(total - second.price)}`,
  );
  await snap(owner, 'admin-order-refunded');
  await ownerContext.close();

  // Refunded once, stock back once; the customer sees the refund.
  const again = await page.request.post(
    `/api/orders/${orderId}/returns/${await firstReturnId(page, orderId, asCustomer)}/refund`,
    { headers: asAdmin },
  );
  expect(again.status()).toBe(200);
  const { product } = (await (
    await page.request.get(`/api/products/byId/${second._id}`)
  ).json()) as { product: ApiProduct };
  expect(product.countInStock).toBe(stockBefore - 2 + 1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(
    `Refunded ${formatGBP(second.price)}`,
  );
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Partially refunded');
  await expect(payment.getByTestId('order-refunded')).toHaveText(formatGBP(second.price));
  await snap(page, 'customer-order-refunded');
  expect(errors).toEqual([]);
});

async function firstReturnId(page: Page, orderId: string, headers: Record<string, string>) {
  const order = (await (
    await page.request.get(`/api/orders/by-id/${orderId}`, { headers })
  ).json()) as {
    returns: { _id: string }[];
  };
  return order.returns[0]!._id;
}
