import { registerByApi, restoreSession } from './support/accounts';
import { expect, test } from './support/test';

test('header search: type, arrow to a suggestion, Enter opens the product, by keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search jewellery' });
  await field.focus();
  await page.keyboard.type('saphire'); // a typo the catalogue's search tolerates
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  const firstProduct = suggestions.getByRole('group', { name: 'Products' }).getByRole('option');
  const name = (await firstProduct.first().textContent())!.replace(/GBP [\d,.]+$/, '').trim();
  expect(name).toMatch(/Sapphire/);

  await page.keyboard.press('ArrowDown');
  await expect(firstProduct.first()).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await page.keyboard.press('ArrowDown'); // opens again, first option selected
  await expect(firstProduct.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Hatton & Vale Jewellers`);
});

test('header search: Enter with nothing selected lists every match', async ({ page }) => {
  await page.goto('/about');
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search jewellery' });
  await field.fill('pearl');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=pearl$/);
  await expect(page.getByText(/^Showing 1-\d+ of \d+ products$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/pearl/i);
});

test('a search with no results offers a corrected spelling and popular collections', async ({
  page,
}) => {
  await page.goto('/products?search=diamnd%20halo');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Products' });
  await expect(results.getByRole('link', { name: 'Rings', exact: true })).toBeVisible();
  const correction = page.getByRole('link', { name: 'diamond halo' });
  await expect(page.getByText(/Did you mean/)).toBeVisible();
  await correction.click();

  await expect(page).toHaveURL(/\/products\?search=diamond%20halo$/);
  await expect(page.getByText(/^Showing 1-\d+ of \d+ products$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/Diamond Halo/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu has the search field, with suggestions as you type', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('combobox', { name: 'Search jewellery' }).fill('pendant');
    const option = menu.getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    await expect(menu).toBeHidden();
  });
});

test('at 1024 px a search button opens the field under the header', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Search', exact: true }).click();
  const field = banner.getByRole('combobox', { name: 'Search jewellery' });
  await expect(field).toBeFocused();
  await page.keyboard.type('emerald');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=emerald$/);
  await expect(field).toBeHidden();
});

test('signed in with a five-figure cart, the header and its search still fit at 1024 and 1280 px', async ({
  page,
  request,
}) => {
  const dearest = (await (
    await request.get('/api/products/getAll?sort=price&order=desc&limit=1')
  ).json()) as { products: { _id: string; name: string; price: number; image: string }[] };
  await restoreSession(page, await registerByApi(request, 'Victoria Ashworth-Smythe'));
  await page.evaluate((p) => {
    const line = { product: p._id, name: p.name, image: p.image, price: p.price, qty: 20 };
    localStorage.setItem('cart', JSON.stringify([line]));
  }, dearest.products[0]!);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Cart, 20 items, £\d{2},\d{3}\.00$/ });
    await expect(cart).toBeInViewport({ ratio: 1 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).first(),
    ).toBeVisible();
  }
});
