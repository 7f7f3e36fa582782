import { adminOrderRef } from '../../src/shared/orders';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the owner starts the day from the to-do list and ships from the top of the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request, 'Morning Owner');
  const customer = await registerByApi(page.request, 'Dawn Buyer');
  const [product] = await wellStockedProducts(page.request);
  const { id } = await placeOrderByApi(page.request, customer, { product: product!, pay: true });
  const ref = adminOrderRef(id);

  await restoreSession(page, admin, '/admin');
  const todo = page.getByRole('region', { name: 'To do today' });
  const toSend = todo.getByRole('region', { name: 'Orders to send' });
  // E2E specs share one shop: other paid orders may wait longer than this one, so the group
  // lists the oldest few, and this order is found by its id.
  await expect(toSend.getByRole('link', { name: /^#\w{6} / }).first()).toBeVisible();
  // The list comes before spec §4's figures, which stay.
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toBeVisible();
  expect((await todo.boundingBox())!.y).toBeLessThan((await figures.boundingBox())!.y);
  const sendCount = Number(await toSend.locator('h2 + span').textContent());
  expect(sendCount).toBeGreaterThan(0);
  await expect(toSend.getByRole('link', { name: 'View all orders to send' })).toHaveAttribute(
    'href',
    '/admin/orders?dispatch=to-send&sort=createdAt-asc',
  );

  // The menu's counts, said in words to a screen reader.
  await page.getByRole('button', { name: 'Admin menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const orders = nav.getByRole('link', { name: 'Orders', exact: true });
  await expect(orders).toHaveAccessibleDescription(
    `${sendCount} ${sendCount === 1 ? 'order' : 'orders'} to send`,
  );
  await expect(orders).toContainText(String(sendCount));
  await page.keyboard.press('Escape');
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'owners-morning-dashboard');
  await page.setViewportSize({ width: 390, height: 844 }); // the pictures end at 1280 px

  // The order page on a phone: the tracking form first, above the order's information.
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { name: `Order ${ref}` })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next: ship with tracking' });
  await expect(next).toBeVisible();
  const information = page.getByRole('region', { name: 'Order Information' });
  expect((await next.boundingBox())!.y).toBeLessThan((await information.boundingBox())!.y);
  await expect(page.getByRole('form', { name: 'Tracking' })).toHaveCount(1);
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'owners-morning-order');

  // At 1280 px the two columns are as they were: no panel moved to the top.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(next).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tracking' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  await next.getByLabel('Carrier').fill('Royal Mail');
  await next.getByLabel('Tracking number').fill('AB123456789GB');
  await next.getByRole('button', { name: 'Save & Ship Order' }).click();
  await expect(page.getByText('Order Shipped').first()).toBeVisible();
  await expect(next).toHaveCount(0);

  // Sent: off the queue the list and the menu count (other specs' orders may come and go).
  const queue = await page.request.get('/api/orders?dispatch=to-send&limit=100', {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const waiting = (await queue.json()) as { orders: { _id: string }[] };
  expect(waiting.orders.map((o) => o._id)).not.toContain(id);
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(errors).toEqual([]);
});
