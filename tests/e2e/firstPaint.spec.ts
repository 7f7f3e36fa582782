import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './support/consoleErrors';
import { expect, test } from './support/test';

/**
 * Catalogue pages arrive with their data in the HTML (decision 008): with every catalogue and
 * shop-information API call refused, the first load still shows the page, and none is even tried.
 */
async function refuseCatalogueApi(page: Page) {
  const attempted: string[] = [];
  await page.route(/\/(trpc\/(catalog|shop)\.|api\/products|api\/shop)/, async (route) => {
    attempted.push(new URL(route.request().url()).pathname);
    await route.abort();
  });
  return attempted;
}

interface ListedProduct {
  _id: string;
  name: string;
  category: { name: string; slug: string };
}

test('a product page shows its product with the catalogue API refused', async ({ page }) => {
  const listing = (await (await page.request.get('/api/products/getAll?limit=1')).json()) as {
    products: ListedProduct[];
  };
  const product = listing.products[0]!;
  const errors = await collectConsoleErrors(page);
  const attempted = await refuseCatalogueApi(page);

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(/£[\d,]+\.\d\d/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText(
    product.category.name,
  );
  expect(attempted).toEqual([]);
  expect(errors).toEqual([]);

  // The title the server wrote names this product only: moving on in the app drops it.
  await expect(page).toHaveTitle(new RegExp(`^${product.name}`));
  await page.unrouteAll();
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByTestId('hero-slider')).toBeVisible();
  await expect(page).not.toHaveTitle(new RegExp(product.name));
});

test('the listing and home show their products with the catalogue API refused', async ({
  page,
}) => {
  const attempted = await refuseCatalogueApi(page);
  await page.goto('/products?category=rings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('hero-slider')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  expect(attempted).toEqual([]);
});
