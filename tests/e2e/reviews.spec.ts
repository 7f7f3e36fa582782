import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('a customer reviews a piece once it is delivered; the owner replies, hides it saying why, and publishes it', async ({
  page,
  request,
}) => {
  // A whole journey (order, delivery, review, reply, moderation) on a machine shared with other work.
  test.setTimeout(150_000);
  const admin = await createAdminByApi(request, 'Review Owner');
  const customer = await registerByApi(request, 'Rosa Franklin');
  const [product] = await wellStockedProducts(request);
  if (!product) throw new Error('no product with stock');

  // Before delivery the page says who can review, and offers no form; the order invites nothing.
  const order = await placeOrderByApi(request, customer, { product });
  await restoreSession(page, customer, `/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order #');
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review your pieces' })).toHaveCount(0);
  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText(/once an order of it has been delivered to you/)).toBeVisible();
  await expect(reviews.getByRole('form', { name: 'Your review' })).toHaveCount(0);

  const delivered = await request.put(`/api/orders/status/${order.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: 'Delivered' },
  });
  expect(delivered.ok()).toBe(true);

  // Delivered, the order's page invites a review of the piece, and its link leads to the form.
  await page.goto(`/order/${order.id}`);
  const invites = page.getByRole('region', { name: 'Review your pieces' });
  const invite = invites.getByRole('link', { name: `Review ${product.name}` });
  await expect(invite).toHaveAttribute('href', `/product/${product._id}#reviews`);
  expect(await axeFindings(page, 'main')).toEqual([]);
  await invite.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}#reviews$`));

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

  // The owner answers in public.
  await restoreSession(page, admin, '/admin/reviews');
  const item = page.getByRole('listitem', { name: 'Review: Sparkles in every light' }).first();
  await item.getByRole('button', { name: 'Reply in public to Sparkles in every light' }).click();
  await item
    .getByLabel('Your public reply')
    .fill('Thank you, Rosa. Happy anniversary from all of us at the workshop!');
  await item.getByRole('button', { name: 'Publish reply' }).click();
  await expect(item.getByText(/Happy anniversary from all of us/)).toBeVisible();

  await page.goto(`/product/${product._id}`);
  const answered = reviews.getByRole('article').filter({ hasText: 'Sparkles in every light' });
  await expect(answered.first().getByText(/^Reply from/)).toBeVisible();
  await expect(answered.first()).toContainText('Happy anniversary from all of us');
  expect(await axeFindings(page, '#reviews')).toEqual([]);
  await snap(page, 'reviews-product-with-reply');

  // Hiding asks why; the reason shows, and a hidden review is not "edited".
  await page.goto('/admin/reviews');
  await item.getByRole('button', { name: 'Hide review: Sparkles in every light' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide “Sparkles in every light”?' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Choose why the review is hidden.')).toBeVisible();
  await dialog.getByLabel('Another reason').check();
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Say why the review is hidden.')).toBeVisible();
  await dialog.getByLabel('Why (shown to the author)').fill('Names a member of staff.');
  expect(await axeFindings(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Review hidden from the shop')).toBeVisible();
  await expect(item).toContainText('Hidden');
  await expect(item).toContainText('Another reason – “Names a member of staff.”');
  await expect(item).not.toContainText('(edited');
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'reviews-admin-hidden-reason');
  const afterHide = await request.get(`/api/products/${product._id}/reviews`);
  const hiddenTitles = ((await afterHide.json()) as { reviews: { title: string }[] }).reviews;
  expect(hiddenTitles.map((r) => r.title)).not.toContain('Sparkles in every light');

  // The author sees that it was hidden, and why.
  await restoreSession(page, customer, `/product/${product._id}`);
  await expect(reviews.getByText('The shop has hidden this review.')).toBeVisible();
  await expect(
    reviews.getByText('Reason: Another reason: “Names a member of staff.”'),
  ).toBeVisible();

  await restoreSession(page, admin, '/admin/reviews');
  await page.getByLabel('Status').selectOption('hidden');
  await expect(page).toHaveURL(/status=hidden/);
  await page
    .getByRole('listitem', { name: 'Review: Sparkles in every light' })
    .first()
    .getByRole('button', { name: 'Publish review: Sparkles in every light' })
    .click();
  await expect(page.getByText('Review published')).toBeVisible();
});

test('by default a product without reviews says "No reviews yet"; the placeholder is the owner’s choice, with its warning', async ({
  page,
  request,
}) => {
  const admin = await createAdminByApi(request, 'Ratings Owner');
  const shop = (await (await request.get('/api/shop')).json()) as Record<string, unknown>;
  expect(shop.showPlaceholderRatings).toBe(false);
  const listing = await request.get('/api/products/getAll?sort=price&order=desc&limit=5');
  const products = ((await listing.json()) as { products: { _id: string; reviewCount: number }[] })
    .products;
  const unreviewed = products.find((p) => p.reviewCount === 0);
  if (!unreviewed) throw new Error('every product has reviews');

  await page.goto(`/product/${unreviewed._id}`);
  const details = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(details.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByRole('img', { name: /Rated 4.5 out of 5/ })).toHaveCount(0);
  // Search engines get no rating either.
  const html = await (await request.get(`/product/${unreviewed._id}`)).text();
  expect(html).not.toContain('aggregateRating');

  await restoreSession(page, admin, '/admin/shop-info');
  const setting = page.getByLabel('Show placeholder ratings when a product has no reviews');
  await expect(setting).not.toBeChecked();
  await expect(page.getByText(/Digital Markets, Competition and Consumers Act 2024/)).toBeVisible();
});
