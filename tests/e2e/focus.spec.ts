import { expect, test } from './support/test';

const showing = /^Showing \d+-\d+ of \d+ products$/;

test('following a product card moves focus to the product page heading, and Tab goes on from there', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByText(showing)).toBeVisible();
  const name = (await page
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 3 })
    .textContent())!.trim();
  // Held by its name: other tests add products to the same shop, newest first.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

  // By keyboard: the card's one link, then Enter.
  await card.getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${name}`));
  // The next stop is in the page, not the header's links again.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  // Back, by mouse this time: the listing's heading takes focus.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await card.getByRole('link', { name }).click();
  await expect(heading).toBeFocused();
});

test('a filter or sort on the listing keeps focus on the control used', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(showing)).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await sort.selectOption('price-low');
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  await expect(page.getByText(showing)).toBeVisible();
  await expect(sort).toBeFocused();

  const search = page
    .getByRole('complementary', { name: 'Product filters' })
    .getByRole('searchbox');
  await search.fill('ring');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]search=ring/);
  await expect(page.getByText(showing)).toBeVisible();
  await expect(search).toBeFocused();
});

test('the first load leaves focus alone and the skip link still leads into the page', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  // After an in-app move the skip link works the same, and following it is no page change.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store information' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store#main$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});
