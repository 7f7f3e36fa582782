import { axeFindings } from './support/axe';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('the owner sees why a product’s stock moved, and sets when it counts as low', async ({
  page,
  request,
}) => {
  const errors = await collectConsoleErrors(page);
  const customer = await registerByApi(request, 'Stella Shopper');
  const [product] = await wellStockedProducts(request);
  const order = await placeOrderByApi(request, customer, { product: product!, qty: 2 });
  await restoreSession(page, await createAdminByApi(request, 'Owen Owner'));

  await page.goto(`/admin/products/${product!._id}`);
  const history = page.getByRole('region', { name: 'Stock history' });
  const table = history.getByRole('table', { name: 'Stock changes, newest first' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /Order #/ }) })
    .filter({ hasText: order.id.slice(-6) });
  await expect(row).toContainText('Order placed');
  await expect(row).toContainText('−2');
  await expect(row).toContainText('Stella Shopper (customer)');

  // The product's own threshold, saved and read back.
  const threshold = page.getByRole('textbox', { name: 'Low-stock alert at' });
  await expect(threshold).toHaveValue('');
  await threshold.fill('5');
  await snap(page, 'stock-history');
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await page.goto(`/admin/products/${product!._id}`);
  await expect(page.getByRole('textbox', { name: 'Low-stock alert at' })).toHaveValue('5');

  // The link leads to the order.
  await page
    .getByRole('region', { name: 'Stock history' })
    .getByRole('link', { name: new RegExp(order.id.slice(-6)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));

  // The shop's own threshold, on Shop Information.
  await page.goto('/admin/shop-info');
  const shopThreshold = page.getByRole('textbox', { name: 'Low-stock alert at' });
  await expect(shopThreshold).toHaveValue(/^\d+$/);
  const before = await shopThreshold.inputValue();
  await shopThreshold.fill('3');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shop information updated successfully!')).toBeVisible();
  await snap(page, 'shop-low-stock');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Low-stock alert at' })).toHaveValue('3');
  // Put back for the other tests of this shop.
  await page.getByRole('textbox', { name: 'Low-stock alert at' }).fill(before);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shop information updated successfully!')).toBeVisible();
  expect(errors).toEqual([]);
});

test('older stock changes load a page at a time', async ({ page, request }) => {
  const admin = await createAdminByApi(request, 'Paging Owner');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const [sample] = await wellStockedProducts(request);
  const listed = await request.get(`/api/products/byId/${sample!._id}`);
  const { category } = (await listed.json()) as { category: { _id: string } };
  const fields = {
    name: `Paging Bangle ${Math.random().toString(36).slice(2, 7)}`,
    description: 'A plain bangle.',
    price: 80,
    category: category._id,
  };
  const created = await request.post('/api/products/create', {
    headers,
    data: { ...fields, countInStock: 30 },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  // The first stock and 21 edits: 22 changes, one more page after the first 20.
  for (let stock = 29; stock >= 9; stock--) {
    const updated = await request.put(`/api/products/update/${id}`, {
      headers,
      data: { ...fields, countInStock: stock, countInStockWas: stock + 1 },
    });
    expect(updated.status()).toBe(200);
  }

  await restoreSession(page, admin, `/admin/products/${id}`);
  const rows = page
    .getByRole('table', { name: 'Stock changes, newest first' })
    .locator('tbody')
    .getByRole('row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Edited by hand');
  await expect(rows.first()).toContainText('Paging Owner');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(22);
  await expect(rows.last()).toContainText('+30');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});
