import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

const dayIn = (timeZone: string, date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(date);

/**
 * A zone whose calendar day is not London's for the next quarter of an hour: far ahead of it
 * (UTC+14) or far behind (UTC-11); one of them always is, except around London's midnight.
 */
const now = Date.now();
const anotherDay = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) =>
  [now, now + 15 * 60_000].every(
    (moment) => dayIn(zone, new Date(moment)) !== dayIn('Europe/London', new Date(moment)),
  ),
);

test.use({ timezoneId: anotherDay });

test('a shopper whose computer is on another day sees the shop’s own (London) dates', async ({
  page,
  request,
}) => {
  test.skip(!anotherDay, 'Too near midnight in London for a zone on another day');
  const zone = anotherDay!;
  const admin = await createAdminByApi(request, 'Clock Owner');
  const customer = await registerByApi(request, 'Kiri Timati');
  const [product] = await wellStockedProducts(request);
  if (!product) throw new Error('no product with stock');
  const order = await placeOrderByApi(request, customer, { product });
  const delivered = await request.put(`/api/orders/status/${order.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: 'Delivered' },
  });
  expect(delivered.ok()).toBe(true);
  const written = await request.post(`/api/products/${product._id}/reviews`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { rating: 5, title: 'Worth the flight', body: 'Arrived well packed, and it sparkles.' },
  });
  expect(written.ok()).toBe(true);
  const { createdAt } = (await written.json()) as { createdAt: string };
  const londonDay = dayIn('Europe/London', new Date(createdAt));
  expect(dayIn(zone, new Date(createdAt))).not.toBe(londonDay);

  // The server renders the review, and the browser, on another day, takes the page over.
  const errors = await collectConsoleErrors(page);
  await page.goto(`/product/${product._id}`);
  const review = page.getByRole('article').filter({ hasText: 'Worth the flight' });
  await expect(review).toContainText(`Kiri T., ${londonDay}`);
  await review.scrollIntoViewIfNeeded();
  await snap(page, 'london-dates-review');

  // The order, which only the browser renders.
  await restoreSession(page, customer, `/order/${order.id}`);
  await expect(page.getByText(`Placed on ${londonDay}`)).toBeVisible();
  await snap(page, 'london-dates-order');
  expect(errors).toEqual([]);
});
