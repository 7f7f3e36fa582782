import { snap } from './support/screenshots';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  variations: Record<string, string[]>;
}

test("a ring's size picker and the FAQ lead to the size guide, which gives each size in millimetres", async ({
  page,
}) => {
  const response = await page.request.get('/api/products/getAll?limit=100');
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const ring = products.find((p) => p.variations.Size?.includes('N'));
  const chain = products.find((p) => !p.variations.Size);
  expect(ring && chain).toBeTruthy();

  // A piece without sizes offers no guide.
  await page.goto(`/product/${chain!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ring size guide' })).toHaveCount(0);

  await page.goto(`/product/${ring!._id}`);
  await expect(page.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
  await page.getByRole('link', { name: 'Ring size guide' }).click();
  await expect(page).toHaveURL(/\/ring-size-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeVisible();
  await expect(page).toHaveTitle(/Ring Size Guide/);

  const sizes = page.getByRole('table', { name: /UK ring sizes/ });
  await expect(sizes.getByRole('row')).toHaveCount(27); // the heading row, then A to Z
  await expect(sizes.getByRole('row', { name: /^N\b/ })).toHaveText(/N\s*17\.3\s*54\.4/);
  await expect(page.getByRole('button', { name: 'Print this guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to measure' })).toBeVisible();
  await snap(page, 'ring-size-guide');

  // Loaded directly, it is a page of its own (the sitemap lists it: sitemap-split.test.ts);
  // printed, it leaves out the shop's header, footer and buttons.
  expect((await page.goto('/ring-size-guide'))?.status()).toBe(200);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this guide' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(sizes).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/faq');
  await page.getByRole('link', { name: 'How do I find my ring size?' }).click();
  await page.getByRole('main').getByRole('link', { name: 'ring size guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeVisible();
});
