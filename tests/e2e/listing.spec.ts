import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const showing = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ products$/);

async function apiTotal(page: Page, query: string) {
  const response = await page.request.get(`/api/products/getAll?${query}`);
  return ((await response.json()) as { total: number }).total;
}

async function cardPrices(page: Page) {
  // The current price (old prices are struck out in <s>, not spans).
  const texts = await page
    .getByRole('article')
    .locator('span')
    .filter({ hasText: /^GBP [\d,.]+$/ })
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('the mega-menu leads to a listing filtered by the chosen category', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Collections' }).click();
  await page.locator('#mega-menu').getByRole('link', { name: 'White gold rings' }).click();

  await expect(page).toHaveURL(/\/products\?category=[0-9a-f]{24}$/);
  const categoryId = new URL(page.url()).searchParams.get('category')!;
  const total = await apiTotal(page, `category=${categoryId}`);
  await expect(showing(page)).toHaveText(`Showing 1-${total} of ${total} products`);
  await expect(page.getByRole('article')).toHaveCount(total);
  await expect(page.getByRole('article').first()).toContainText('White gold rings');
});

test('search, sort, price range and pagination keep the URL in sync without adding history', async ({
  page,
}) => {
  await page.goto('/products');
  const all = await apiTotal(page, '');
  await expect(showing(page)).toHaveText(`Showing 1-12 of ${all} products`);
  const historyLength = await page.evaluate(() => history.length);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(showing(page)).toHaveText(`Showing 13-24 of ${all} products`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
  await expect(page).toHaveURL(/[?&]sort=price-low/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(showing(page)).toHaveText(`Showing 1-12 of ${all} products`);
  const sorted = await cardPrices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  const priceRange = page.getByRole('form', { name: 'Price range' }).first();
  await priceRange.getByLabel('Min').fill('100');
  await priceRange.getByLabel('Max').fill('500');
  await priceRange.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=100/);
  await expect(page).toHaveURL(/maxPrice=500/);
  const inRange = await apiTotal(page, 'minPrice=100&maxPrice=500');
  await expect(showing(page)).toHaveText(
    `Showing 1-${Math.min(12, inRange)} of ${inRange} products`,
  );
  for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(100);
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(500);

  await priceRange.getByLabel('Min').fill('900');
  await priceRange.getByLabel('Max').fill('100');
  await priceRange.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Min price cannot exceed max price')).toBeVisible();
  await expect(page).toHaveURL(/minPrice=100/);

  const sidebarSearch = page.getByRole('complementary', { name: 'Product filters' });
  await sidebarSearch.getByRole('searchbox').fill('diamond');
  await sidebarSearch.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=diamond/);
  const found = await apiTotal(page, 'search=diamond&minPrice=100&maxPrice=500');
  await expect(
    showing(page).or(page.getByText('No products found matching your criteria.')),
  ).toBeVisible();
  if (found > 0) await expect(showing(page)).toContainText(`of ${found} products`);

  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  await page.reload();
  await expect(page).toHaveURL(/search=diamond/);
  await expect(page).toHaveURL(/sort=price-low/);
});

test('an empty result offers to clear the filters', async ({ page }) => {
  await page.goto('/products?search=unobtainium');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(showing(page)).toBeVisible();
});

test('the mega-menu closes when keyboard focus leaves it', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Collections' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#mega-menu');
  await expect(menu.getByRole('link', { name: 'Shop all jewellery' })).toBeVisible();
  await menu.getByRole('link', { name: 'Shop all jewellery' }).focus();
  await page.keyboard.press('Tab'); // past the menu's last link, to the next item in the header
  await expect(menu).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('at 1280 px every card of a row lays out its price and Add to Cart alike, sale or not', async ({
  page,
}) => {
  await page.goto('/products?search=sapphire'); // sale and full-price pieces, prices up to £2,950
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const layouts = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      // The current price (an old one is struck out in <s>).
      const price = [...article.querySelectorAll('span')]
        .find((span) => /^GBP [\d,.]+$/.test(span.textContent) && !span.closest('s'))!
        .getBoundingClientRect();
      const button = article.querySelector('button.btn-primary')!;
      const box = button.getBoundingClientRect();
      return {
        sale: !!article.querySelector('s'),
        buttonBelowPrice: box.top >= price.bottom,
        buttonWidth: Math.round(box.width),
      };
    }),
  );
  expect(layouts.some((l) => l.sale) && layouts.some((l) => !l.sale)).toBe(true);
  // One layout for all: none wraps on its own because its sale price is longer.
  expect(new Set(layouts.map((l) => `${l.buttonBelowPrice} ${l.buttonWidth}`)).size).toBe(1);
});
