import { createAdminByApi, readMail, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

/**
 * Issue 29's browser check: the owner ships an order with tracking in the admin, and the
 * shopper's mail, from the shop's own name, has the carrier's link and reads on a phone.
 */
test('the owner marks an order Shipped with tracking and the shopper’s mail has the tracking link', async ({
  page,
  browser,
}) => {
  const admin = await createAdminByApi(page.request, 'Dispatch Admin');
  const customer = await registerByApi(page.request, 'Parcel Shopper');
  const [product] = await wellStockedProducts(page.request);
  const { id: orderId } = await placeOrderByApi(page.request, customer, {
    product: product!,
    pay: true,
  });

  await restoreSession(page, admin, `/admin/orders/${orderId}`);
  const tracking = page.getByRole('form', { name: 'Tracking' });
  await tracking.getByLabel('Carrier').fill('Royal Mail');
  await tracking.getByLabel('Tracking number').fill('RM 1234 5678 5GB');
  await tracking.getByRole('button', { name: 'Save & Ship Order' }).click();
  await expect(page.getByText('Tracking information updated successfully')).toBeVisible();

  const link = 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB';
  const mail = await readMail(customer.email, /is on its way$/);
  expect(mail.text).toContain(`Track your parcel with Royal Mail: ${link}`);
  const shop = (await (await page.request.get('/api/shop')).json()) as {
    shopName: string;
    email: string;
  };
  expect(mail.from).toContain(shop.shopName);

  // The mail on a phone: nothing wider than the screen, the button and the link there to tap.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.setContent(mail.html);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = phone.getByRole('link', { name: 'View your order' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', new RegExp(`/order/${orderId}$`));
  await expect(
    phone.getByRole('link', { name: 'Track your parcel with Royal Mail' }),
  ).toHaveAttribute('href', link);
  // WCAG's rules all pass; the best practices that want a page's landmarks do not apply to a mail
  // (MJML marks it an article with the role description "email"; the mail client is the page).
  const findings = await axeFindings(phone);
  expect(findings.filter((f) => !/^(landmark-one-main|region) /.test(f))).toEqual([]);
  await snap(phone, 'dispatched-mail');
  await phoneContext.close();

  // The shopper's order page links to the same tracking, built from the carrier and number.
  await restoreSession(page, customer, `/order/${orderId}`);
  await expect(page.getByRole('link', { name: /Track order/ })).toHaveAttribute('href', link);
});
