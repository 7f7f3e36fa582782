import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the full-screen menu leads to a category, and filters open in a panel', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByText('Collections', { exact: true }).click();
  await menu.getByText('Rings', { exact: true }).click();
  await menu.getByRole('link', { name: 'Small design Rings' }).click();

  await expect(page).toHaveURL(/\/products\?category=[0-9a-f]{24}$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Small design Rings' })).toBeVisible();

  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Price range' })).toBeHidden();
  await filters.click();
  await expect(page.getByRole('form', { name: 'Price range' })).toBeVisible();
});

test('the header stays at the top once the page is scrolled past 200 px', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(/^Showing 1-12 of/)).toBeVisible();
  const bar = page.getByRole('link', { name: /Hatton & Vale/ }).first();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect
    .poll(() => bar.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeInViewport();
});

test('nothing is wider than the screen', async ({ page }) => {
  for (const path of ['/', '/products', '/cart', '/about']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(390);
  }
});
