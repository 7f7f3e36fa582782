import { axeFindings } from './support/axe';
import {
  createAdminByApi,
  readCollectionCode,
  registerByApi,
  restoreSession,
} from './support/accounts';
import { collectConsoleErrors } from './support/consoleErrors';
import { wellStockedProducts, type ApiProduct } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { anyChoice } from './support/variations';

test("the owner marks a shopper's collection ready and hands it over on a phone with the code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request, 'Counter Admin');
  const shopper = await registerByApi(page.request, 'Clara Collects');
  const [piece] = (await wellStockedProducts(page.request)) as [ApiProduct];
  const asShopper = { Authorization: `Bearer ${shopper.token}` };

  // The demo shop's "Collect in store", as the shop offers it for this piece.
  const offered = await page.request.get(
    `/api/delivery/options?subtotal=${piece.price}&country=United%20Kingdom`,
  );
  const { options } = (await offered.json()) as { options: { method: string; name: string }[] };
  const collect = options.find((o) => o.name === 'Collect in store')!;
  const placed = await page.request.post('/api/orders', {
    headers: asShopper,
    data: {
      orderItems: [{ product: piece._id, qty: 1, variation: anyChoice(piece.variations) }],
      shippingAddress: {
        address: 'Clara Collects, 2 Mill Lane',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
      deliveryMethod: collect.method,
    },
  });
  expect(placed.status()).toBe(201);
  const { _id: orderId } = (await placed.json()) as { _id: string };
  const created = await page.request.post('/api/paypal/create-order', {
    headers: asShopper,
    data: { orderId },
  });
  const { id: paypalId } = (await created.json()) as { id: string };
  const captured = await page.request.post('/api/paypal/capture-order', {
    headers: asShopper,
    data: { orderID: paypalId },
  });
  expect(captured.ok()).toBe(true);

  // The owner's order page offers the collection's moves, not a parcel's.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const ownerErrors = await collectConsoleErrors(owner);
  await restoreSession(owner, admin, `/admin/orders/${orderId}`);
  const statusPanel = owner.getByRole('region', { name: 'Update Status' });
  await expect(statusPanel.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(owner.getByRole('region', { name: 'Tracking' })).toHaveCount(0);
  await statusPanel.getByRole('button', { name: 'Mark as Ready to collect' }).click();
  await expect(owner.getByText('Order status updated to Ready to collect')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Hand over' })).toBeVisible();

  // The shopper's mail carries the code, and so does their order page.
  const code = await readCollectionCode(shopper.email);
  expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  await restoreSession(page, shopper, `/order/${orderId}`);
  const ready = page.getByRole('region', { name: 'Ready to collect' });
  await expect(ready.getByTestId('collection-code')).toHaveText(code);
  await expect(ready).toContainText('please bring photo ID');
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress).toContainText('Ready to collect: reached');
  await expect(progress).toContainText('Collected: not yet');
  // Nothing to track for an order collected from the shop.
  await expect(page.getByRole('link', { name: 'Track order' })).toHaveCount(0);
  await snap(page, 'collection-customer-ready');

  // At the counter, on a phone: the owner finds Clara under Collections and checks her code.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto('/admin/collections');
  await expect(owner.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  const card = owner.getByRole('article', { name: 'Clara Collects' });
  await expect(card).toContainText('waiting since today');
  await expect(card).toContainText(`1 × ${piece.name}`);
  await expect(card).not.toContainText(code);
  expect(await axeFindings(owner)).toEqual([]);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await snap(owner, 'admin-collections-waiting');
  await owner.setViewportSize({ width: 390, height: 844 });

  const wrong = code.startsWith('A') ? 'CCC-CCC' : 'AAA-AAA';
  await card.getByLabel('Collection code').fill(wrong);
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  await expect(owner.getByRole('alert')).toContainText('That code does not match this order.');
  await card.getByLabel('Collection code').fill(code.toLowerCase());
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  await expect(owner.getByText('Order collected')).toBeVisible();
  await expect(owner.getByRole('article', { name: 'Clara Collects' })).toHaveCount(0);
  const collected = owner.getByRole('region', { name: /^Collected today/ });
  await expect(collected).toContainText('Clara Collects');
  expect(await axeFindings(owner)).toEqual([]);
  await snap(owner, 'admin-collections-collected');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Ready to collect' })).toHaveCount(0);
  await expect(progress).toContainText('Collected: reached');
  expect(errors).toEqual([]);
  // The wrong code's answer is the only failed request the owner's browser saw.
  expect(ownerErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await ownerContext.close();
});
