import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { expect, test } from './support/test';

test('a customer reviews a piece once it is delivered; the owner hides and publishes it', async ({
  page,
  request,
}) => {
  // A whole journey (order, delivery, review, moderation) on a machine shared with other work.
  test.setTimeout(90_000);
  const admin = await createAdminByApi(request, 'Review Owner');
  const customer = await registerByApi(request, 'Rosa Franklin');
  const [product] = await wellStockedProducts(request);
  if (!product) throw new Error('no product with stock');

  // Before delivery the page says who can review, and offers no form.
  const order = await placeOrderByApi(request, customer, { product });
  await restoreSession(page, customer, `/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText(/once an order of it has been delivered to you/)).toBeVisible();
  await expect(reviews.getByRole('form', { name: 'Your review' })).toHaveCount(0);

  const delivered = await request.put(`/api/orders/status/${order.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: 'Delivered' },
  });
  expect(delivered.ok()).toBe(true);
  await page.reload();
  const form = reviews.getByRole('form', { name: 'Your review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await form.getByLabel('4 stars').check({ force: true });
  await form.getByLabel('Title').fill('Sparkles in every light');
  await form.getByLabel('Your review').fill('Bought it for our anniversary; beautifully finished.');
  await form.getByRole('button', { name: 'Publish review' }).click();

  const published = reviews.getByRole('article').filter({ hasText: 'Sparkles in every light' });
  await expect(published.first()).toContainText('Verified purchase');
  await expect(published.first()).toContainText('Rosa F.');
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();

  await restoreSession(page, admin, '/admin/reviews');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Reviews' })
    .waitFor();
  const item = page.getByRole('listitem', { name: 'Review: Sparkles in every light' }).first();
  await item.getByRole('button', { name: 'Hide review: Sparkles in every light' }).click();
  await expect(page.getByText('Review hidden from the shop')).toBeVisible();
  await expect(item).toContainText('Hidden');
  const afterHide = await request.get(`/api/products/${product._id}/reviews`);
  const hiddenTitles = ((await afterHide.json()) as { reviews: { title: string }[] }).reviews;
  expect(hiddenTitles.map((r) => r.title)).not.toContain('Sparkles in every light');

  await page.getByLabel('Status').selectOption('hidden');
  await expect(page).toHaveURL(/status=hidden/);
  await page
    .getByRole('listitem', { name: 'Review: Sparkles in every light' })
    .first()
    .getByRole('button', { name: 'Publish review: Sparkles in every light' })
    .click();
  await expect(page.getByText('Review published')).toBeVisible();
});

test('with placeholder ratings off, a product without reviews says "No reviews yet"', async ({
  page,
  request,
}) => {
  const admin = await createAdminByApi(request, 'Ratings Owner');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const shop = (await (await request.get('/api/shop')).json()) as Record<string, unknown>;
  const listing = await request.get('/api/products/getAll?sort=price&order=desc&limit=5');
  const products = ((await listing.json()) as { products: { _id: string; reviewCount: number }[] })
    .products;
  const unreviewed = products.find((p) => p.reviewCount === 0);
  if (!unreviewed) throw new Error('every product has reviews');

  await restoreSession(page, admin, '/admin/shop-info');
  const setting = page.getByLabel('Show placeholder ratings when a product has no reviews');
  await expect(setting).toBeChecked();
  await expect(page.getByText(/Digital Markets, Competition and Consumers Act 2024/)).toBeVisible();
  try {
    await setting.uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Shop information updated successfully!')).toBeVisible();

    await page.goto(`/product/${unreviewed._id}`);
    const details = page.getByRole('heading', { level: 1 }).locator('..');
    await expect(details.getByText('No reviews yet')).toBeVisible();
    await expect(page.getByRole('img', { name: /Rated 4.5 out of 5/ })).toHaveCount(0);
    // Search engines get no rating either.
    const html = await (await request.get(`/product/${unreviewed._id}`)).text();
    expect(html).not.toContain('aggregateRating');
  } finally {
    await request.put('/api/shop/infoUpdate', {
      headers,
      data: {
        shopName: shop.shopName,
        email: shop.email,
        tagline: shop.tagline,
        description: shop.description,
        address: shop.address,
        contactNumber: shop.contactNumber,
        location: shop.location,
        socialMedia: shop.socialMedia,
        showPlaceholderRatings: true,
      },
    });
  }
});
