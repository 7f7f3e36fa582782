import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { fillBilling, payButton } from './support/checkout';
import { goldSquarePng } from './support/images';
import { placeOrderByApi } from './support/orders';
import { expect, test } from './support/test';

interface Created {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
}

test('a product the admin adds is bought, shipped and delivered while the customer watches; a paid cancellation refunds and restocks', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 7);
  const admin = await createAdminByApi(page.request, 'Journey Admin');
  const asAdmin = { Authorization: `Bearer ${admin.token}` };

  // The admin adds a category and a product with an uploaded picture, through the spec's API.
  const categoryAnswer = await page.request.post('/api/products/categories/create', {
    headers: asAdmin,
    data: { name: `Journey Rings ${suffix}` },
  });
  const category = (await categoryAnswer.json()) as { _id: string };
  const upload = await page.request.post('/api/upload/product-image', {
    headers: asAdmin,
    multipart: { image: { name: 'ring.png', mimeType: 'image/png', buffer: goldSquarePng() } },
  });
  expect(upload.status()).toBe(201);
  const { images } = (await upload.json()) as { images: { url: string; public_id: string }[] };
  const productAnswer = await page.request.post('/api/products/create', {
    headers: asAdmin,
    data: {
      name: `Journey Band ${suffix}`,
      price: 150,
      category: category._id,
      countInStock: 3,
      description: 'A plain court band in 9ct gold.',
      images,
    },
  });
  const product = (await productAnswer.json()) as Created;
  const stock = async () =>
    ((await (await page.request.get(`/api/products/byId/${product._id}`)).json()) as Created)
      .countInStock;

  // A customer, in a browser of their own, finds it and buys it.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const customer = await registerByApi(shopper.request, 'Journey Shopper');
  await restoreSession(shopper, customer, `/products?search=${encodeURIComponent(product.name)}`);
  await shopper.getByRole('link', { name: product.name }).first().click();
  await shopper.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // A tap made before the page's app started is carried out once it has: wait for it to land.
  await expect(shopper.getByRole('dialog', { name: /cart/i })).toContainText(product.name);
  await shopper.goto('/checkout');
  await fillBilling(shopper);
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByText('Order created. Please complete payment.')).toBeVisible();
  await payButton(shopper).click();
  await expect(shopper).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  const orderId = shopper.url().split('/').at(-1)!;
  expect(await stock()).toBe(2);

  const steps = shopper.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  const reached = async () => {
    await shopper.goto(`/order/${orderId}`);
    await expect(steps).toHaveCount(4);
    return steps.evaluateAll((items) => items.map((li) => li.getAttribute('data-done')));
  };
  expect(await reached()).toEqual(['true', 'true', 'false', 'false']);

  // The admin ships it with tracking, then marks it delivered; the customer sees each step.
  await restoreSession(page, admin, `/admin/orders/${orderId}`);
  await page.getByLabel('Carrier').fill('Royal Mail');
  await page.getByLabel('Tracking number').fill(`RM${suffix}GB`);
  await page.getByRole('button', { name: 'Save & Ship Order' }).click();
  await expect(page.getByText('Tracking information updated successfully')).toBeVisible();
  expect(await reached()).toEqual(['true', 'true', 'true', 'false']);
  await expect(shopper.getByText(`RM${suffix}GB`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(page.getByText('Order status updated to Delivered')).toBeVisible();
  expect(await reached()).toEqual(['true', 'true', 'true', 'true']);

  // A second order, paid; the admin cancels it: the payment is refunded and the stock comes back.
  const second = await placeOrderByApi(shopper.request, customer, { product, qty: 2, pay: true });
  expect(await stock()).toBe(0);
  await page.goto(`/admin/orders/${second.id}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(page.getByText(/Payment of £300\.00 refunded/)).toBeVisible();
  expect(await stock()).toBe(2);
  await shopperContext.close();
});
