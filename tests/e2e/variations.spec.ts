import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import { placeOrderByApi } from './support/orders';
import { snap } from './support/screenshots';
import { collectConsoleErrors } from './support/consoleErrors';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
  variations: Record<string, string[]>;
}

/** A demo ring that comes in size N, with the most stock (other tests buy from the same shop). */
async function ringInSizeN(page: Page) {
  const response = await page.request.get('/api/products/getAll?limit=100');
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const rings = products
    .filter((p) => p.variations.Size?.includes('N') && p.countInStock >= 3)
    .sort((a, b) => b.countInStock - a.countInStock);
  expect(rings.length).toBeGreaterThan(0);
  return rings[0]!;
}

test('Add to Cart without a size says so, and adds nothing until one is chosen', async ({
  page,
}) => {
  test.slow(); // an axe scan of the page with the message shown
  const errors = await collectConsoleErrors(page);
  const ring = await ringInSizeN(page);
  await page.goto(`/product/${ring._id}`);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(ring.variations.Size!.length);

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a Size' })).toBeVisible();
  await expect(sizes.getByRole('radio').first()).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await axeFindings(page, 'main')).toEqual([]);

  // Keyboard: arrows move through the sizes, as in any radio group.
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByText('Please choose a Size')).toBeHidden();
  await sizes.getByRole('radio', { name: 'N', exact: true }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect(drawer).toContainText('Size: N');
  expect(errors).toEqual([]);
});

test('a ring bought in size N shows N on the confirmation, My Orders, the admin order page and the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a whole purchase, then the owner's pages
  const errors = await collectConsoleErrors(page);
  const ring = await ringInSizeN(page);
  const account = await registerByApi(page.request, 'Sized Sophie');
  await restoreSession(page, account, `/product/${ring._id}`);
  await page.getByRole('radio', { name: 'N', exact: true }).check();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Size: N');

  await page.goto('/checkout');
  await expect(page.getByRole('main')).toContainText('Size: N');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/, { timeout: 20_000 });
  const orderId = page.url().split('/').pop()!;
  const line = page.getByRole('listitem').filter({ hasText: ring.name });
  await expect(line.getByTestId('chosen-variation')).toHaveText('Size: N');

  await page.goto('/MyOrders');
  const listed = page
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderId.slice(0, 8).toUpperCase()}` });
  await expect(listed).toContainText(`${ring.name} (Size: N)`);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('chosen-variation')).toHaveText('Size: N');
  expect(errors).toEqual([]);

  // The jeweller sees the size on the order page and in the export.
  const admin = await createAdminByApi(page.request, 'Sizing Admin');
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await restoreSession(owner, admin, `/admin/orders/${orderId}`);
  await expect(owner.getByTestId('chosen-variation')).toHaveText('Size: N');
  await owner.goto(`/admin/orders?search=${encodeURIComponent(account.email)}`);
  await owner.getByRole('button', { name: 'Export CSV' }).click();
  const download = owner.waitForEvent('download');
  await owner.getByRole('dialog').getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(`1 x ${ring.name} (Size: N)`);
  await owner.context().close();
});

test('a ring sent to the cart from the wishlist goes to its page to choose a size', async ({
  page,
}) => {
  const ring = await ringInSizeN(page);
  const account = await registerByApi(page.request, 'Wishful Wren');
  await page.request.post('/api/wishlist', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { productId: ring._id },
  });
  await restoreSession(page, account, '/wishlist');
  await page.getByRole('button', { name: `Add to Cart: ${ring.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ring._id}$`));
  await expect(page.getByText('Please choose a Size')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a script orders a ring without a size: the owner asks, records it, and the customer sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two people's pages
  const errors = await collectConsoleErrors(page);
  const ring = await ringInSizeN(page);
  const account = await registerByApi(page.request, 'Scripted Sam');
  const { id } = await placeOrderByApi(page.request, account, {
    product: ring,
    pay: true,
    choose: false,
  });
  await restoreSession(page, account, `/order/${id}`);
  await expect(page.getByTestId('chosen-variation')).toHaveText('Size: to be confirmed with you');

  const admin = await createAdminByApi(page.request, 'Choice Admin');
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const ownerErrors = await collectConsoleErrors(owner);
  await restoreSession(owner, admin, '/admin/orders?options=to-confirm');
  await expect(owner.getByRole('combobox', { name: 'Options' })).toHaveValue('to-confirm');
  const row = owner.getByRole('row').filter({ hasText: `#${id.slice(-6)}` });
  await expect(row.getByText('Choice to confirm').filter({ visible: true })).toBeVisible();
  await row.getByRole('link', { name: /View/ }).click();
  await expect(owner.getByTestId('chosen-variation')).toHaveText(
    'Size: to be confirmed with the customer',
  );
  const form = owner.getByRole('form', { name: `Confirm Size of ${ring.name}` });
  await expect(form.getByRole('combobox', { name: 'Size' })).toContainText('N');
  await snap(owner, 'admin-order-size-to-confirm');
  expect(await axeFindings(owner, 'main')).toEqual([]);
  await form.getByRole('combobox', { name: 'Size' }).selectOption('N');
  await form.getByRole('button', { name: 'Save Size' }).click();
  await expect(owner.getByTestId('chosen-variation')).toHaveText('Size: N');
  await expect(form).toBeHidden();
  await owner.context().close();

  await page.reload();
  await expect(page.getByTestId('chosen-variation')).toHaveText('Size: N');
  expect([...errors, ...ownerErrors]).toEqual([]);
});
