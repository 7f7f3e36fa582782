import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the full-screen menu leads to a category, and filters open in a panel', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // Its content is fetched on first open; focus still lands inside it, on its Close button.
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
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
  // Product pages too: their related pieces (some on sale) scroll sideways in a row of their own.
  const { products } = (await (await page.request.get('/api/products/getAll?limit=3')).json()) as {
    products: { _id: string }[];
  };
  const productPages = products.map((product) => `/product/${product._id}`);
  for (const path of ['/', '/products', '/cart', '/about', ...productPages]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(390);
  }
});

test('the listing shows two products per row, and the pagination fits on one line', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!),
  );
  expect(second!.y).toBe(first!.y); // side by side
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  expect(third!.y).toBeGreaterThan(first!.y); // the third starts the next row
  expect(third!.x).toBe(first!.x);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const buttons = pagination.getByRole('button');
  const tops = await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeVisible();
});

test('offline, the map gives way to the address and a directions link', async ({
  page,
  context,
}) => {
  // The machine running the tests is offline: the map service is made to answer here.
  await page.route('https://www.google.com/**', (route) =>
    route.request().url().endsWith('/generate_204')
      ? route.fulfill({ status: 204 })
      : route.fulfill({ contentType: 'text/html', body: '<p>A map</p>' }),
  );
  await page.goto('/store');
  await page.getByRole('button', { name: 'Show map — loads Google Maps' }).click();
  await expect(page.getByTitle(/^Map showing/)).toBeAttached();
  await context.setOffline(true);
  await expect(page.getByTitle(/^Map showing/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open directions in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  await context.setOffline(false);
});

test('Quick View does not cover a card’s photo on a phone, and a tap there opens the product', async ({
  page,
}) => {
  await page.goto('/products');
  const name = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  // Held by its name: other tests add products to the same shop, newest first.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const quickView = card.getByRole('button', { name: 'Quick View' });
  await expect(quickView).toHaveCSS('opacity', '0');
  const box = (await quickView.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
