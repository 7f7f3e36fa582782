import type { APIRequestContext } from '@playwright/test';
import { registerByApi, restoreSession, type SignInAnswer } from './support/accounts';
import { placeOrderByApi, wellStockedProducts, type ApiProduct } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

/** Orders placed (and some paid) over the REST API of spec §7, oldest first. */
async function placeOrders(
  request: APIRequestContext,
  account: SignInAnswer,
  lines: { product: ApiProduct; qty: number; pay: boolean }[],
) {
  const ids: string[] = [];
  for (const line of lines) ids.push((await placeOrderByApi(request, account, line)).id);
  return ids;
}

test('the orders list searches, filters, sorts and pages; the account shows the latest three', async ({
  page,
}) => {
  const account = await registerByApi(page.request, 'Many Orders');
  const products = await wellStockedProducts(page.request);
  const [cheap, dear] = [products[0]!, products.at(-1)!];
  const lines = [
    { product: cheap, qty: 1, pay: true },
    { product: cheap, qty: 2, pay: false },
    { product: cheap, qty: 3, pay: true },
    { product: cheap, qty: 1, pay: false },
    { product: cheap, qty: 2, pay: true },
    { product: dear, qty: 1, pay: false },
  ];
  const ids = await placeOrders(page.request, account, lines);
  const number = (id: string) => id.slice(0, 8).toUpperCase();
  await restoreSession(page, account, '/MyOrders');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(page.getByText('Showing 1-5 of 6 orders')).toBeVisible();
  await expect(headings.first()).toHaveText(`Order #${number(ids[5]!)}`);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 6-6 of 6 orders')).toBeVisible();
  await expect(headings).toHaveText([`Order #${number(ids[0]!)}`]);

  await page.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Showing 1-3 of 3 orders')).toBeVisible();
  await page.getByLabel('Status').selectOption('processing');
  await expect(page.getByText('Showing 1-3 of 3 orders')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-high');
  const unpaidByPrice = lines
    .map((line, index) => ({ ...line, id: ids[index]!, total: line.product.price * line.qty }))
    .filter((line) => !line.pay)
    .sort((a, b) => b.total - a.total || ids.indexOf(b.id) - ids.indexOf(a.id));
  await expect(headings).toHaveText(unpaidByPrice.map((line) => `Order #${number(line.id)}`));

  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Search orders by order number or product').fill(dear.name);
  await page.getByLabel('Search orders by order number or product').press('Enter');
  await expect(headings).toHaveText([`Order #${number(ids[5]!)}`]);
  await page.getByLabel('Search orders by order number or product').fill('no such thing');
  await page.getByLabel('Search orders by order number or product').press('Enter');
  await expect(page.getByText('No orders match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).last().click();
  await expect(page.getByText('Showing 1-5 of 6 orders')).toBeVisible();
  await expect(page.getByLabel('Search orders by order number or product')).toHaveValue('');

  await page
    .getByRole('listitem')
    .filter({ hasText: `Order #${number(ids[4]!)}` })
    .getByRole('link', { name: /^Receipt/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${ids[4]}$`));
  await expect(page.getByTestId('receipt-id')).toHaveText(
    `REC-${ids[4]!.slice(0, 12).toUpperCase()}`,
  );

  await page.goto('/account');
  const recent = page.getByRole('table', { name: 'Your most recent orders' });
  await expect(recent.getByRole('row')).toHaveCount(4);
  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const table = page.getByRole('table', { name: 'Your orders' });
  await expect(table.getByRole('row')).toHaveCount(7);
  // The same words as My Orders: the status, and spec §4's Paid or Processing; an unpaid order
  // is not taken for one on its way: it awaits payment, with the way to pay.
  const paidRow = table.getByRole('row', { name: new RegExp(number(ids[4]!)) });
  const unpaidRow = table.getByRole('row', { name: new RegExp(number(ids[5]!)) });
  await expect(paidRow.getByRole('cell').nth(2)).toHaveText('Order ProcessingPaid');
  await expect(unpaidRow.getByRole('cell').nth(2)).toHaveText('Awaiting paymentProcessing');
  await expect(
    unpaidRow.getByRole('link', { name: `Pay for order ${number(ids[5]!)}` }),
  ).toHaveAttribute('href', `/checkout?order=${ids[5]}`);
  await expect(paidRow.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  await snap(page, 'account-orders-awaiting-payment');
  await page.goto('/MyOrders');
  const card = (id: string) =>
    page.getByRole('listitem').filter({ hasText: `Order #${number(id)}` });
  await expect(card(ids[4]!)).toContainText('Order ProcessingPaid');
  await expect(card(ids[5]!)).toContainText('Awaiting payment');
  await expect(card(ids[5]!)).not.toContainText(/Order Confirmed|Processing/);
  await expect(card(ids[4]!).getByRole('link', { name: /^Complete payment/ })).toHaveCount(0);
  await snap(page, 'my-orders-awaiting-payment');
  await card(ids[5]!)
    .getByRole('link', { name: /^Complete payment/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${ids[5]}$`));
});

test('an unpaid order can be paid from its page, leaving the cart alone', async ({ page }) => {
  const account = await registerByApi(page.request, 'Pay Later');
  const [product] = await wellStockedProducts(page.request);
  const [orderId] = await placeOrders(page.request, account, [
    { product: product!, qty: 1, pay: false },
  ]);
  await restoreSession(page, account);
  await page.evaluate((p) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ product: p._id, name: p.name, image: '', price: 1, qty: 3 }]),
    );
  }, product!);

  await page.goto(`/order/${orderId}`);
  // The heading's badge and the payment's: what it waits for, not a status it never reached.
  const heading = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(heading).toHaveText(/Awaiting payment$/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Awaiting payment');
  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByText('This order is waiting for payment')).toBeVisible();
  await expect(page.getByTestId('delivery-promise')).toHaveCount(0);
  await page.goto(`/order/${orderId}`);
  await page.getByRole('link', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${orderId}$`));
  await page.getByRole('button', { name: /^Pay £[\d,.]+ now \(test\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`));
  await expect(page.getByRole('main').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('an order that is missing, someone else’s or malformed is "Order not found"', async ({
  page,
}) => {
  const owner = await registerByApi(page.request, 'Order Owner');
  const [product] = await wellStockedProducts(page.request);
  const [theirs] = await placeOrders(page.request, owner, [
    { product: product!, qty: 1, pay: false },
  ]);
  await restoreSession(page, await registerByApi(page.request, 'Someone Else'));

  for (const path of [
    '/order/000000000000000000000000',
    `/order/${theirs}`,
    '/order-confirmation/not-an-id',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Order not found');
  }
});
