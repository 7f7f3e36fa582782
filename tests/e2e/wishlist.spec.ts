import { registerByApi, restoreSession } from './support/accounts';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  name: string;
  countInStock: number;
  categories: string[];
}

test('wishlist: hearts on cards, header badge, the wishlist page, add to cart, remove, clear', async ({
  page,
  request,
}) => {
  const cheapest = (await (
    await request.get('/api/products/getAll?sort=price&order=asc&limit=12')
  ).json()) as { products: ApiProduct[] };
  const [first, second] = cheapest.products.filter((p) => p.countInStock > 0);
  const account = await registerByApi(request, 'Wishful Wendy');

  // A guest is asked to log in first.
  await page.goto('/products?sort=price-low');
  await page.getByRole('button', { name: `Add ${first!.name} to wishlist` }).click();
  await expect(page.getByText('Please login to add items to your wishlist')).toBeVisible();

  await restoreSession(page, account, '/products?sort=price-low');
  const badge = page.getByTestId('wishlist-count');
  await expect(badge).toHaveText('0');
  const firstHeart = page.getByRole('button', { name: `Add ${first!.name} to wishlist` });
  await firstHeart.click();
  await expect(page.getByText('Item added to wishlist')).toBeVisible();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: `Add ${second!.name} to wishlist` }).click();
  await expect(badge).toHaveText('2');

  // The product page shows the same state, and its heart takes the item off again.
  await page.goto(`/product/${first!._id}`);
  const pageHeart = page
    .getByRole('main')
    .getByRole('button', { name: `Add ${first!.name} to wishlist` })
    .first();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(page.getByText('Item removed from wishlist')).toBeVisible();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(badge).toHaveText('1');
  await pageHeart.click();
  await expect(badge).toHaveText('2');

  await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const table = page.getByRole('table', { name: 'Items in your wishlist' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Product',
    'Price',
    'Date Added',
    'Actions',
  ]);
  const firstRow = table.getByRole('row').filter({ hasText: first!.name });
  await expect(firstRow.getByRole('link', { name: first!.name })).toHaveAttribute(
    'href',
    `/product/${first!._id}`,
  );
  await expect(firstRow).toContainText(first!.categories.join(', '));
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  await expect(firstRow.locator('time')).toHaveText(today);

  await firstRow.getByRole('button', { name: `Add to Cart: ${first!.name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.keyboard.press('Escape');

  await table.getByRole('button', { name: `Remove ${second!.name} from wishlist` }).click();
  // The product page's removal may still be showing its own toast.
  await expect(page.getByText('Item removed from wishlist').last()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: second!.name })).toHaveCount(0);
  await expect(badge).toHaveText('1');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to clear your wishlist?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Clear Wishlist' }).click();
  await expect(page.getByText('Wishlist cleared')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(badge).toHaveText('0');
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the wishlist page works on a phone', async ({ browser, request }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const account = await registerByApi(request, 'Mobile Mia');
  const listing = (await (
    await request.get('/api/products/getAll?sort=price&order=asc&limit=12')
  ).json()) as { products: ApiProduct[] };
  const product = listing.products.find((p) => p.countInStock > 0)!;
  await request.post('/api/wishlist', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { productId: product._id },
  });
  await restoreSession(page, account, '/wishlist');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add to Cart: ${product.name}` })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
