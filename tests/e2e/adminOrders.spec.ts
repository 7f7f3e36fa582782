import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { MAX_UNPAID_ORDERS } from '../../src/shared/constants';
import { londonMonth } from '../../src/shared/londonTime';
import { formatGBP } from '../../src/shared/money';
import { readCsv } from '../support/csv';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

const ref = (id: string) => `#${id.slice(-6)}`;
const number = (id: string) => id.slice(0, 8).toUpperCase();
const usDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A customer with a name no other test uses, so a search finds only their orders. */
const uniqueCustomer = (request: APIRequestContext, label: string) =>
  registerByApi(request, `${label} ${Math.random().toString(36).slice(2, 8)}`);

/**
 * An administrator signed in on the page, and a customer (named for the test) whose orders of the
 * cheapest well-stocked product are placed first, one per line, oldest first. One account may
 * keep only MAX_UNPAID_ORDERS unpaid orders: further ones go to a namesake's account.
 */
async function adminAndOrders(
  page: Page,
  customerLabel: string,
  lines: { qty?: number; pay?: boolean }[],
  adminName?: string,
) {
  const admin = await createAdminByApi(page.request, adminName ?? 'Orders Admin');
  const customer = await uniqueCustomer(page.request, customerLabel);
  const product = (await wellStockedProducts(page.request))[0]!;
  const orders = [];
  let buyer = customer;
  let unpaid = 0;
  for (const line of lines) {
    if (!line.pay && unpaid++ === MAX_UNPAID_ORDERS) {
      buyer = await registerByApi(page.request, customer.name);
      unpaid = 1;
    }
    orders.push(await placeOrderByApi(page.request, buyer, { product, ...line }));
  }
  await restoreSession(page, admin);
  return { admin, customer, product, orders };
}

const statusButtons = [
  'Mark as Confirmed',
  'Mark as Payment Processing',
  'Mark as Processing',
  'Mark as Shipped',
  'Mark as Delivered',
  'Cancel Order',
] as const;

/** The status buttons that are disabled now, in the page's order. */
async function disabledButtons(page: Page) {
  const disabled: string[] = [];
  for (const name of statusButtons) {
    if (await page.getByRole('button', { name, exact: true }).isDisabled()) disabled.push(name);
  }
  return disabled;
}

test('the dashboard shows the shop’s figures, the revenue chart and the latest order', async ({
  page,
}) => {
  const { admin } = await adminAndOrders(page, 'Recent Rita', [{ pay: true }], 'Dashboard Dora');

  const figures = async () => {
    const response = await page.request.get('/trpc/admin.orders.dashboard', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    type Dashboard = {
      totalOrders: number;
      totalProducts: number;
      revenue: number;
      lastMonthRevenue: number;
      statusCounts: Record<'confirmed' | 'processing' | 'shipped' | 'delivered', number>;
      recentOrders: {
        _id: string;
        totalPrice: number;
        status: string;
        user: { name: string } | null;
      }[];
    };
    return ((await response.json()) as { result: { data: Dashboard } }).result.data;
  };
  const card = (label: string) =>
    page.getByRole('region', { name: 'Figures' }).locator('> *').filter({ hasText: label });
  const quick = { timeout: 3_000 };
  const recent = page.getByRole('region', { name: 'Recent Orders' }).getByRole('link');
  let latest = '';

  // Other tests place orders meanwhile: compare with figures read just before the page loaded.
  await expect(async () => {
    const expected = await figures();
    await page.goto('/admin');
    await expect(card('Total Orders')).toContainText(
      expected.totalOrders.toLocaleString('en-GB'),
      quick,
    );
    await expect(card('Processing')).toContainText(
      expected.statusCounts.processing.toLocaleString('en-GB'),
      quick,
    );
    await expect(card('Products')).toContainText(
      expected.totalProducts.toLocaleString('en-GB'),
      quick,
    );
    await expect(card('Revenue')).toContainText(formatGBP(expected.revenue), quick);
    await expect(card('Revenue')).toContainText(
      `Last month: ${formatGBP(expected.lastMonthRevenue)}`,
      quick,
    );
    const breakdown = page.getByRole('region', { name: 'Order Status' });
    await expect(breakdown).toContainText(
      `Confirmed (pending)${expected.statusCounts.confirmed}`,
      quick,
    );
    await expect(breakdown).toContainText(`Delivered${expected.statusCounts.delivered}`, quick);
    // The latest order first, by both its numbers (the other tests' orders may be the latest).
    const order = expected.recentOrders[0]!;
    await expect(recent.first()).toContainText(`${ref(order._id)} · ${number(order._id)}`, quick);
    await expect(recent.first()).toContainText(order.user?.name ?? 'Guest', quick);
    await expect(recent.first()).toContainText(usDate.format(new Date()), quick);
    await expect(recent.first()).toContainText(formatGBP(order.totalPrice), quick);
    await expect(recent.first()).toContainText(order.status, quick);
    latest = order._id;
  }).toPass({ timeout: 15_000 });

  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome, Dashboard Dora')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('img', { name: /Revenue per day over the last 30 days/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Revenue per day' }).getByRole('row')).toHaveCount(
    31,
  );

  await snap(page, 'admin-dashboard');
  await recent.first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${latest}$`));
  await expect(page.getByRole('heading', { name: `Order ${ref(latest)}` })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: /^Processing/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
  // The filter itself, by its role: other parts of these pages are labelled with 'Status' too.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('processing');
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the orders list searches, filters, sorts, pages and says when nothing matches', async ({
  page,
}) => {
  // Twelve orders: the fourth is paid (Order Processing), the others wait (Order Confirmed).
  const lines = Array.from({ length: 12 }, (_, i) => ({ qty: 1 + (i % 3), pay: i === 3 }));
  const { customer, orders } = await adminAndOrders(page, 'Listed Lena', lines);
  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'Search by order ID or customer' });
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');

  await search.fill(`  ${customer.name}  `);
  await expect(page).not.toHaveURL(/search=/); // applied on submit only
  await search.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(customer.name).replace(/%20/g, '\\+')}$`),
  );
  await expect(page.getByText('Showing 1-10 of 12 orders')).toBeVisible();
  await expect(rows).toHaveCount(11);
  // Both numbers of one order: the spec's '#' and last six, and the customer's from their mail.
  await expect(rows.nth(1)).toContainText(`${ref(orders[11]!.id)} · ${number(orders[11]!.id)}`);
  await expect(rows.nth(1)).toContainText(customer.name);
  await expect(rows.nth(1)).toContainText(usDate.format(new Date()));

  const pages = page.getByRole('navigation', { name: 'Orders pages' });
  await expect(pages.locator('[aria-disabled="true"]', { hasText: 'Previous' })).toBeVisible();
  await pages.getByRole('link', { name: 'Page 2, last page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 11-12 of 12 orders')).toBeVisible();
  await expect(rows.nth(1)).toContainText(ref(orders[1]!.id));
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 1-10 of 12 orders')).toBeVisible();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11-12 of 12 orders')).toBeVisible();

  // A filter starts again at page 1.
  await page.getByLabel('Status').selectOption('processing');
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('Showing 1-1 of 1 order')).toBeVisible();
  await expect(rows.nth(1)).toContainText(ref(orders[3]!.id));
  await expect(rows.nth(1)).toContainText('Order Processing');
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText('Showing 1-10 of 11 orders')).toBeVisible();

  await page.getByLabel('Sort by').selectOption('totalPrice-asc');
  const confirmed = orders.filter((_, i) => i !== 3).map((o) => o.total);
  await expect(rows.nth(1)).toContainText(formatGBP(Math.min(...confirmed)));
  await page.getByLabel('Sort by').selectOption('totalPrice-desc');
  await expect(rows.nth(1)).toContainText(formatGBP(Math.max(...confirmed)));

  await search.fill('no-such-customer-anywhere');
  await search.press('Enter');
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(page.getByText('Try changing your search or filter criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');

  // By order id: the last six characters shown in the table find the order.
  await search.fill(orders[5]!.id.slice(-6));
  await search.press('Enter');
  await expect(page.getByText('Showing 1-1 of 1 order')).toBeVisible();
  await rows
    .nth(1)
    .getByRole('link', { name: `View order ${ref(orders[5]!.id)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orders[5]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(); // the new page's name
  // The page also names the number the customer knows, so a caller's reference can be matched.
  const customerRef = `#${orders[5]!.id.slice(0, 8).toUpperCase()}`;
  await expect(page.getByText(`Customer reference ${customerRef}`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${orders[5]!.id.slice(-6)}$`));

  // Either number as it is shown, '#' and all, finds the order too.
  for (const shown of [customerRef, ref(orders[5]!.id)]) {
    await search.fill(customer.name); // a different answer first, so the next one is fresh
    await search.press('Enter');
    await expect(page.getByText('Showing 1-10 of 12 orders')).toBeVisible();
    await search.fill(shown);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(shown)}$`));
    await expect(page.getByText('Showing 1-1 of 1 order')).toBeVisible();
    await expect(rows.nth(1)).toContainText(ref(orders[5]!.id));
  }

  // A shop without any order says so (the shared test shop has some, so the answer is staged).
  await page.route(/\/trpc\/[^?]*admin\.orders\.list/, async (route) => {
    // The call may share its batch with others: only the list's answer is replaced.
    const response = await route.fetch();
    const calls = new URL(route.request().url()).pathname.split('/').pop()!.split(',');
    const answers = (await response.json()) as unknown[];
    answers[calls.indexOf('admin.orders.list')] = {
      result: { data: { orders: [], pagination: { total: 0, page: 1, pages: 0, limit: 10 } } },
    };
    await route.fulfill({ response, json: answers });
  });
  await page.goto('/admin/orders');
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(page.getByText('There are no orders in the system yet')).toBeVisible();
});

test('an order moves through Processing, Shipped with tracking and Delivered, with notes', async ({
  page,
}) => {
  const { customer, product, orders } = await adminAndOrders(page, 'Shipped Sam', [{}]);
  const order = orders[0]!;
  await page.goto(`/admin/orders/${order.id}`);

  const notice = (text: string) => page.getByRole('status').filter({ hasText: text });
  const information = page.getByRole('region', { name: 'Order Information' });
  await expect(page.getByRole('heading', { name: `Order ${ref(order.id)}` })).toBeVisible();
  await expect(information).toContainText('Order Confirmed');
  await expect(information).toContainText('Unpaid');
  await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText(
    customer.email,
  );
  await expect(page.getByRole('region', { name: 'Order Items' })).toContainText(product.name);
  expect(await disabledButtons(page)).toEqual(['Mark as Confirmed']);

  await page.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(notice('Order status updated to Order Processing')).toBeVisible();
  await expect(information).toContainText('Order Processing');
  expect(await disabledButtons(page)).toEqual(['Mark as Processing']);
  await expect(page.getByRole('region', { name: 'Status History' })).toContainText(
    'Status updated to Order Processing by admin',
  );
  // Spec §9: a notice lasts three seconds.
  await expect(notice('Order status updated to Order Processing')).toBeHidden({ timeout: 5_000 });

  const tracking = page.getByRole('region', { name: 'Tracking' });
  await tracking.getByLabel('Carrier').fill('Royal Mail');
  await tracking.getByLabel('Tracking number').fill('RM123456785GB');
  await tracking.getByLabel('Tracking URL').fill('not a url');
  await tracking.getByRole('button', { name: 'Save & Ship Order' }).click();
  await expect(tracking.getByRole('alert')).toHaveText('Please enter a valid URL');
  await tracking.getByLabel('Tracking URL').fill('https://www.royalmail.com/track-your-item');
  await tracking.getByRole('button', { name: 'Save & Ship Order' }).click();
  await expect(notice('Tracking information updated successfully')).toBeVisible();
  await expect(information).toContainText('Order Shipped');
  await expect(tracking.getByText('RM123456785GB', { exact: true })).toBeVisible();
  await expect(tracking.getByRole('link', { name: /Follow your parcel/ })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item',
  );
  expect(await disabledButtons(page)).toEqual(['Mark as Shipped']);

  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(notice('Order status updated to Delivered')).toBeVisible();
  await expect(information).toContainText('Delivered');
  // Tracking details show only while the order is Order Shipped.
  await expect(tracking.getByText('RM123456785GB', { exact: true })).toBeHidden();
  expect(await disabledButtons(page)).toEqual([
    'Mark as Shipped',
    'Mark as Delivered',
    'Cancel Order',
  ]);

  await page.getByRole('button', { name: 'Add Notes' }).click();
  await page.getByRole('textbox', { name: 'Admin notes' }).fill('Gift wrap requested by phone.');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(notice('Admin notes saved successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'Admin notes' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Admin Notes' })).toContainText(
    'Gift wrap requested by phone.',
  );

  // Earlier states stay reachable from Delivered, after saying why (decision 033), by keyboard.
  const markProcessing = page.getByRole('button', { name: 'Mark as Processing' });
  const moveBack = page.getByRole('dialog', { name: 'Move this order back to Order Processing?' });
  await markProcessing.click();
  await expect(moveBack.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(moveBack).toBeHidden();
  await expect(markProcessing).toBeFocused();
  await expect(information).toContainText('Delivered');

  await page.keyboard.press('Enter');
  await expect(moveBack.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveBack.getByRole('alert')).toHaveText('Please say why the order moves back.');
  await page.keyboard.type('Parcel returned by the courier');
  await snap(page, 'admin-move-back-dialog');
  await page.keyboard.press('Enter');
  await expect(notice('Order status updated to Order Processing')).toBeVisible();
  await expect(moveBack).toBeHidden();
  expect(await disabledButtons(page)).toEqual(['Mark as Processing']);
  await expect(page.getByRole('region', { name: 'Status History' })).toContainText(
    'Status updated to Order Processing by admin (back from Delivered): Parcel returned by the courier',
  );
});

test('cancelling asks first, then closes every action; a shop payment can be recorded', async ({
  page,
}) => {
  const order = (await adminAndOrders(page, 'Cancelled Cara', [{}])).orders[0]!;
  await page.goto(`/admin/orders/${order.id}`);
  const information = page.getByRole('region', { name: 'Order Information' });

  // The customer paid in the shop.
  const payment = page.getByRole('region', { name: 'Record Payment' });
  await payment.getByLabel('Paid by').selectOption('In store (cash)');
  page.once('dialog', (dialog) => void dialog.accept());
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(information).toContainText('Paid');
  await expect(information).toContainText('In store (cash)');
  await expect(payment).toBeHidden();

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  // Spec §4's question, and what becomes of the money the shop took by hand.
  await expect
    .poll(() => asked)
    .toBe(
      'Are you sure you want to cancel this order? This action cannot be undone. The ' +
        `${formatGBP(order.total)} was paid outside the site (In store (cash)): refund it to the customer by hand.`,
    );
  await expect(information).not.toContainText('Cancelled');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(information).toContainText('Cancelled');
  await expect(information).toContainText('Order cancelled by admin');
  expect(await disabledButtons(page)).toEqual([...statusButtons]);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByLabel('Carrier')).toBeDisabled();
  await expect(tracking.getByRole('button', { name: 'Save & Ship Order' })).toBeDisabled();
});

test('Export CSV downloads the chosen days’ orders, paid ones unless asked', async ({ page }) => {
  const errors = await collectConsoleErrors(page);
  const { customer, orders } = await adminAndOrders(page, 'Exported Eve', [
    {},
    { qty: 2, pay: true },
    { pay: true },
  ]);
  const [unpaid, paid, paidLast] = [orders[0]!, orders[1]!, orders[2]!];
  await page.goto(`/admin/orders?search=${encodeURIComponent(customer.name)}`);
  await expect(page.getByText('Showing 1-3 of 3 orders')).toBeVisible();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders to CSV' });
  await expect(dialog.getByText('The list’s search and filters apply too.')).toBeVisible();
  const month = londonMonth(new Date());
  await expect(dialog.getByLabel('From')).toHaveValue(month.from);
  await expect(dialog.getByLabel('To')).toHaveValue(month.to);
  await expect(dialog.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Last month' }).click();
  await expect(dialog.getByLabel('From')).toHaveValue(londonMonth(new Date(), 1).from);
  await dialog.getByRole('button', { name: 'This month' }).click();
  await snap(page, 'admin-export-dialog');

  const read = async () => {
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders-${month.from}-to-${month.to}.csv`);
    return readCsv(await readFile(await file.path(), 'utf8'));
  };
  const paidOnly = await read();
  await expect(dialog).toBeHidden();
  expect(paidOnly.map((row) => row['Order ID'])).toEqual([paidLast.id, paid.id]);
  expect(paidOnly[0]).toMatchObject({
    'Order number': number(paidLast.id),
    Paid: 'Yes',
    'Refunded (GBP)': '0.00',
    'Kept (GBP)': paidLast.total.toFixed(2),
  });
  expect(paidOnly[0]!.Date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await dialog.getByLabel('Orders', { exact: true }).selectOption('all');
  expect((await read()).map((row) => row['Order ID'])).toEqual([paidLast.id, paid.id, unpaid.id]);

  // A range the wrong way round is said in the dialog, and nothing is fetched.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await dialog.getByLabel('From').fill(month.to);
  await dialog.getByLabel('To').fill(month.from);
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('from must be on or before to');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('a missing order says so, with the way back', async ({ page }) => {
  await restoreSession(
    page,
    await createAdminByApi(page.request),
    '/admin/orders/000000000000000000000000',
  );
  await expect(page.getByRole('alert')).toHaveText('Order not found.');
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test('the dashboard, the orders list and an order fit a phone screen', async ({ page }) => {
  const placed = await adminAndOrders(page, 'Phone Pia', [{ pay: true }]);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, ready] of [
    ['/admin', 'Recent Orders'],
    ['/admin/orders', 'Showing'],
    [`/admin/orders/${placed.orders[0]!.id}`, 'Order Information'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
  }
  // The sidebar's sections and Logout, behind the top bar's menu button, are all on screen.
  await page.getByRole('button', { name: 'Admin menu' }).click();
  for (const name of [
    'Dashboard',
    'Orders',
    'Products',
    'Categories',
    'Reviews',
    'Shop Information',
  ]) {
    await expect(
      page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }),
    ).toBeInViewport();
  }
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
});
