import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../src/shared/csv';
import { createAdminByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  name: string;
  category: { _id: string } | string;
}

test('the owner raises three prices by 10% after a preview, exports the products and checks an import', async ({
  page,
}) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const suffix = Math.random().toString(36).slice(2, 7);
  const listing = await page.request.get('/api/products/getAll?limit=1');
  const [any] = ((await listing.json()) as { products: ApiProduct[] }).products;
  const names = ['Amber', 'Beryl', 'Coral'].map((stone) => `${stone} Drop ${suffix}`);
  for (const name of names) {
    const created = await page.request.post('/api/products/create', {
      headers,
      data: {
        name,
        description: 'A drop pendant.',
        price: 100,
        countInStock: 5,
        category: any!.category,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await restoreSession(page, admin, `/admin/products?search=${suffix}`);
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('article')).toHaveCount(3);
  await page.getByLabel('Select all on this page').check();
  const bar = page.getByRole('region', { name: 'Change the selected products' });
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByLabel('Change').selectOption({ label: 'Change price' });
  await bar.getByLabel('How').selectOption({ label: 'Raise or lower by %' });
  await bar.getByLabel('Amount').fill('10');
  await bar.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('dialog', { name: 'Preview of the change' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  for (const name of names) {
    await expect(preview.getByRole('row', { name })).toContainText(/£100\.00.*£110\.00/);
  }
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'bulk-price-preview');
  await preview.getByRole('button', { name: 'Apply to 3 products' }).click();
  await expect(page.getByText('3 products changed.')).toBeVisible();
  await expect(grid.getByText('£110.00')).toHaveCount(3);
  await expect(bar).toBeHidden();

  // The export of the list as filtered: one row per product, with the new prices.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  const [header, ...rows] = parseCsv(file)!;
  const column = (name: string) => header!.cells.indexOf(name);
  expect(rows.map((r) => r.cells[column('Name')]).sort()).toEqual(names);
  expect(rows.map((r) => r.cells[column('Price')])).toEqual(['110.00', '110.00', '110.00']);

  // A file that changes one price and has a bad row: checked, nothing can be imported.
  const [amber] = rows.filter((r) => r.cells[column('Name')] === names[0]);
  const id = amber!.cells[column('ID')]!;
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  const choose = (text: string) =>
    page.getByLabel('CSV file').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
  await choose(`ID,Price\r\n${id},120\r\n${id.replace(/.$/, '0')}0,-1\r\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  const results = page.getByRole('region', { name: 'What the import will do' });
  await expect(results.getByText(/No product has the ID/)).toBeVisible();
  await expect(results.getByRole('button', { name: /^Import/ })).toBeDisabled();

  // The whole export, with one price changed: one update, the rest unchanged, then imported.
  const amberRow = `${id},,${names[0]},A drop pendant.,110.00,`;
  expect(file).toContain(amberRow);
  await choose(file.replace(amberRow, amberRow.replace('110.00', '120.00')));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(results.getByRole('row', { name: new RegExp(names[0]!) })).toContainText(
    'Price: £110.00 → £120.00',
  );
  await expect(results.getByText('0 new, 1 to update, 2 unchanged, 0 with errors.')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'product-import-dry-run');
  await results.getByRole('button', { name: 'Import 1 product' }).click();
  await expect(page.getByText('Imported: 0 created, 1 updated, 2 unchanged.')).toBeVisible();

  await page.goto(`/admin/products?search=${suffix}`);
  await expect(grid.getByText('£120.00')).toHaveCount(1);
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
