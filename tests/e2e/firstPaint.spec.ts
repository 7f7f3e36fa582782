import type { Page } from '@playwright/test';
import { registerByApi, restoreSession } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { expect, test } from './support/test';
import { chooseAnyOptions } from './support/variations';

/**
 * Catalogue pages arrive rendered, with their data in the HTML (decisions 008 and 010): with every
 * catalogue and shop-information API call refused, the first load still shows the page, and none
 * is even tried.
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
  /** A list view's reading (spec §3): the collection's and the category's names. */
  categories: string[];
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
    product.categories.at(-1)!,
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

/** The product of the demo catalogue a test looks at. */
async function firstProduct(page: Page) {
  const listing = (await (await page.request.get('/api/products/getAll?limit=1')).json()) as {
    products: ListedProduct[];
  };
  return listing.products[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page and a listing can be read', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/GBP [\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();

    await page.goto('/products?category=rings');
    await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
  });
});

test('a signed-in shopper’s page is taken over as the server sent it, then shows their header and cart', async ({
  page,
  request,
}) => {
  const product = await firstProduct(page);
  const account = await registerByApi(request, 'Hydra Hattie');
  const errors = await collectConsoleErrors(page);
  await restoreSession(page, account, `/product/${product._id}`);
  await chooseAnyOptions(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');

  // The heading the HTML brought, noted before any script runs: React keeps it if its first
  // render matched the server's, and draws a new one if it had to start over.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { served: Element | null }).served = document.querySelector('h1');
    });
  });
  await page.reload();
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  const kept = await page.evaluate(() => {
    const served = (window as unknown as { served: Element | null }).served;
    return served !== null && served === document.querySelector('h1');
  });
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});
