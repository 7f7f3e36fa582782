import { addDays, formatLongDay, londonDay } from '../../src/shared/londonTime';
import { orderNumber } from '../../src/shared/orders';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('the owner closes a day and the About page shows it under special opening hours', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  // A day of its own for this run, far enough ahead not to meet another test's.
  const offset = 10 + Math.floor(Math.random() * 25);
  const day = addDays(londonDay(new Date()), offset);
  await restoreSession(page, admin, '/admin/shop-info');
  await page.getByRole('tab', { name: 'Store Hours' }).click();
  await page.getByRole('button', { name: 'Add a special day' }).click();
  const entry = page
    .getByRole('group')
    .filter({ has: page.getByLabel(/ date$/) })
    .last();
  await entry.getByLabel(/ date$/).fill(day);
  await entry.getByLabel(/ note$/).fill('Staff training');
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'special-hours-admin');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shop information updated successfully!')).toBeVisible();

  await page.goto('/about');
  const special = page.getByRole('region', { name: 'Special opening hours' });
  const row = special.getByRole('listitem').filter({ hasText: formatLongDay(day) });
  await expect(row).toContainText('Staff training');
  await expect(row).toContainText('Closed');
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'special-hours-about');
  // The About page's map is a frame from a maps host that this machine cannot reach.
  expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
});

test('the owner imports tracking from a CSV and prints a packing slip without prices', async ({
  page,
}) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  const customer = await registerByApi(page.request, 'Slip Shopper');
  const [product] = await wellStockedProducts(page.request);
  const { id: orderId } = await placeOrderByApi(page.request, customer, {
    product: product!,
    pay: true,
  });
  const number = orderNumber(orderId);
  const tracking = `TT${Date.now()}GB`;

  await restoreSession(page, admin, '/admin/orders');
  await page.getByRole('link', { name: 'Import tracking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import tracking' })).toBeVisible();
  const choose = (text: string) =>
    page.getByLabel('CSV file').setInputFiles({
      name: 'tracking.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
  await choose(`Order reference,Tracking number\r\n${number},${tracking}\r\nFFFFFFFF,XX1\r\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  const results = page.getByRole('region', { name: 'What the import will do' });
  await expect(results.getByText('Line 3: No order has the number "FFFFFFFF"')).toBeVisible();
  await expect(results.getByRole('button', { name: /^Import/ })).toBeDisabled();

  await choose(`Order reference,Tracking number\r\n${number},${tracking}\r\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(results.getByText('1 to ship, 0 to update')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'tracking-import-dry-run');
  await results.getByRole('button', { name: 'Import tracking for 1 order' }).click();
  await expect(page.getByText('Imported: 1 shipped, 0 updated, 0 unchanged.')).toBeVisible();

  await page.getByRole('link', { name: `#${number}` }).click();
  await expect(page.getByText('Order Shipped').first()).toBeVisible();
  await expect(page.getByText(`Shipped: Royal Mail ${tracking}`)).toBeVisible();

  // The slip: printed alone (window.print stubbed: the browser's dialog cannot be driven).
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print packing slip' }).click();
  await page.emulateMedia({ media: 'print' });
  const slip = page.getByTestId('packing-slip');
  await expect(slip).toBeVisible();
  await expect(slip).toContainText(`#${number}`);
  await expect(slip).toContainText('1 High Street');
  await expect(slip).toContainText(product!.name);
  expect(await slip.innerText()).not.toContain('£');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  // One page: a PDF counts its pages in its page tree.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dir}/packing-slip.pdf`, pdf);
    await page.screenshot({ path: `${dir}/packing-slip-print.png`, fullPage: true });
  }
  await page.emulateMedia({ media: 'screen' });
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'admin-order-with-slip-button');
  expect(errors).toEqual([]);
});
