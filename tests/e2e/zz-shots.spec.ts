import { expect, test } from './support/test';

for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = async (name: string, fullPage = true) => {
      if (!fullPage) return page.screenshot({ path: `/tmp/ui-shots/${name}-${width}.png` });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height && i < 4; y += 900, i++) {
        await page.screenshot({
          path: `/tmp/ui-shots/${name}-${width}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(900, height - y) },
        });
      }
    };
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('home');
    await page.goto('/products');
    await expect(page.getByText(/^Showing 1-12/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('products');
    const listing = (await (
      await request.get('/api/products/getAll?sort=price&order=desc&limit=1')
    ).json()) as { products: { _id: string }[] };
    await page.goto(`/product/${listing.products[0]!._id}`);
    await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('product');
    await page.goto('/products?search=diamnd%20halo');
    await expect(page.getByText(/Did you mean/)).toBeVisible();
    await shot('noresults');
    await page.goto('/');
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox').fill('sapphire');
    } else {
      await page.getByRole('banner').getByRole('combobox').fill('sapphire');
    }
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await shot('search', false);
    await page.goto('/cart');
    await shot('cart', false);
  });
}
