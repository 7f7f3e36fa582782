import type { Page } from '@playwright/test';
import { createAdminByApi, restoreSession } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { goldSquarePng } from './support/images';
import { expect, test } from './support/test';

/** Expected refusals (a category that still has products) are logged by the browser as 409s. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 409/.test(e));

async function createCategory(page: Page, name: string, parent?: string) {
  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = page.getByRole('form', { name: 'Add category' });
  await form.getByLabel('Name').fill(name);
  if (parent) await form.getByLabel('Parent category').selectOption({ label: parent });
  await expect(form.getByLabel('Active')).toBeChecked();
  await form.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
}

async function findInGrid(page: Page, name: string) {
  const filters = page.getByRole('button', { name: 'Filters' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  // The search is in the address once the grid shows its results: a card clicked before could be
  // the unfiltered grid's, and the search arriving after would take the page back to the grid.
  await expect(page).toHaveURL(/[?&]search=/);
  return page.getByRole('article', { name });
}

test('an admin builds a collection and a product in it, and shoppers find it', async ({ page }) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  await restoreSession(page, admin);
  const suffix = Math.random().toString(36).slice(2, 7);
  const parent = `Heirlooms ${suffix}`;
  const child = `Lockets ${suffix}`;
  const productName = `Engraved Oval Locket ${suffix}`;

  // Categories: a parent, then a child under it.
  await page.goto('/admin/categories');
  await createCategory(page, parent);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByRole('form', { name: 'Add category' }).getByLabel('Name').fill(`${child}!`);
  await expect(page.getByText(`Slug: lockets-${suffix}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await createCategory(page, child, parent);
  await page.getByRole('button', { name: `View ${parent}` }).click();
  const children = page.getByRole('table', { name: `Categories under ${parent}` });
  await expect(children.getByRole('rowheader', { name: new RegExp(child) })).toBeVisible();
  await expect(page.getByText(`heirlooms-${suffix}`)).toBeVisible();

  // The storefront's mega-menu lists the child under its parent after a reload.
  await page.goto('/');
  await page.getByRole('button', { name: 'Collections' }).click();
  const column = page.locator('#mega-menu li').filter({
    has: page.getByRole('link', { name: parent, exact: true }),
  });
  await expect(column.getByRole('link', { name: child, exact: true })).toBeVisible();

  // A product in the child category, with an uploaded picture and tags.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  const form = page.getByRole('form', { name: 'Create product' });
  await expect(form.getByLabel('Parent category')).not.toHaveValue('');
  await form.getByLabel('Name').fill(productName);
  const price = form.getByLabel('Price (£)');
  await price.pressSequentially('1x2a5.5.0b');
  await expect(price).toHaveValue('125.50');
  await form.getByLabel('Count in stock').pressSequentially('7pcs');
  await expect(form.getByLabel('Count in stock')).toHaveValue('7');
  await form.getByLabel('Description').fill('A hand-engraved oval locket on a fine trace chain.');
  await form.getByLabel('Parent category').selectOption({ label: parent });
  await expect(form.getByLabel('Category', { exact: true })).toHaveValue(/[0-9a-f]{24}/);
  await expect(form.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(
    child,
  );
  const tag = form.getByRole('textbox', { name: 'Tags' });
  await tag.fill('  keepsake ');
  await tag.press('Enter');
  await tag.fill('Keepsake');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await tag.fill('silver');
  await tag.press('Enter');
  await expect(form.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'keepsake',
    'silver',
  ]);
  await form.getByLabel(/Upload images/).setInputFiles({
    name: 'locket.png',
    mimeType: 'image/png',
    buffer: goldSquarePng(),
  });
  await expect(form.getByRole('img', { name: 'Product image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The shop shows it under the child category's name, picture and all.
  await page.goto(`/products?category=${encodeURIComponent(child)}`);
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toBeVisible();
  const picture = card.locator(`img[alt="${productName}"]`).first();
  // Stored in sizes (decision 020): the card offers them, and the browser's choice loads.
  await expect(picture).toHaveAttribute('src', /\/uploads\/products\/[0-9a-f]{24}-800\.webp$/);
  await expect(picture).toHaveAttribute('srcset', /-400\.webp 400w, .*-1600\.webp 1600w$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Edit: a new price, then back to the grid after the pause.
  await page.goto('/admin/products');
  let adminCard = await findInGrid(page, productName);
  await adminCard.getByRole('link', { name: `Edit ${productName}` }).click();
  const editForm = page.getByRole('form', { name: 'Edit product' });
  await expect(editForm.getByLabel('Name')).toHaveValue(productName);
  await expect(editForm.getByRole('img', { name: 'Product image 1' })).toBeVisible();
  await editForm.getByLabel('Price (£)').fill('99.00');
  await editForm.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  adminCard = await findInGrid(page, productName);
  await expect(adminCard).toContainText('£99.00');
  await expect(adminCard).toContainText(child);
  await expect(adminCard).toContainText(parent);

  // The child category still holds the product: the server refuses, and says why.
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete ${child}` }).click();
  const panel = page.getByRole('region', { name: `Delete category “${child}”?` });
  await panel.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'This category still has 1 product. Move or delete them first.',
  );
  await panel.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks inside the card, then the product leaves the grid.
  await page.goto('/admin/products');
  adminCard = await findInGrid(page, productName);
  await adminCard.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = adminCard.getByRole('group', { name: `Confirm deleting ${productName}` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await adminCard.getByRole('button', { name: `Delete ${productName}` }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Product deleted successfully.')).toBeVisible();
  await expect(adminCard).toBeHidden();
  await expect(page.getByText('No products found for the selected filters.')).toBeVisible();

  // Now empty, the categories can go: the child first, then the parent.
  await page.goto('/admin/categories');
  for (const name of [child, parent]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('region', { name: `Delete category “${name}”?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Category deleted successfully')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeHidden();
  }
  expect(unexpected(errors)).toEqual([]);
});

interface ShopAnswer {
  contactNumber: string;
  storeHours: { day: string; openTime: string; closeTime: string; isClosed: boolean }[];
}

test('shop information: a new phone number and Saturday hours show in the footer', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  const before = (await (await page.request.get('/api/shop')).json()) as ShopAnswer &
    Record<string, unknown>;
  // Other tests read the phone as a tel: link: only the spacing changes, so theirs stays valid.
  const digits = before.contactNumber.replace(/\s/g, '');
  const respaced = `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  await restoreSession(page, admin);
  try {
    await page.goto('/admin/shop-info');
    await expect(page.getByRole('tab', { name: 'General Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Contact email')).toHaveAttribute('type', 'email');
    await phone.fill(respaced);

    await page.getByRole('tab', { name: 'Store Hours' }).click();
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByRole('checkbox', { name: 'Saturday closed' }).check();
    await expect(saturday.getByRole('textbox')).toHaveCount(0);
    await saturday.getByRole('checkbox', { name: 'Saturday closed' }).uncheck();
    await expect(saturday.getByRole('textbox', { name: 'Saturday opening time' })).toHaveAttribute(
      'placeholder',
      '9:00 AM',
    );
    await saturday.getByRole('textbox', { name: 'Saturday closing time' }).fill('5:30 PM');

    await page.getByRole('tab', { name: 'Social Media' }).click();
    await expect(page.getByRole('textbox', { name: 'Pinterest' })).toHaveAttribute('type', 'url');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Shop information updated successfully!')).toBeVisible();

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: respaced })).toBeVisible();
    await expect(footer.getByText('10:00 AM – 5:30 PM')).toBeVisible();
  } finally {
    const headers = { Authorization: `Bearer ${admin.token}` };
    const { storeHours, ...info } = before;
    await page.request.put('/api/shop/infoUpdate', { headers, data: info });
    await page.request.put('/api/shop/hours', { headers, data: { storeHours } });
  }
  expect(errors).toEqual([]);
});
