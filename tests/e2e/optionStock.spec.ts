import { firstDeliveryPrice } from './support/delivery';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('the owner creates a platinum ring stocked per size and on sale; a shopper filters by metal and size, sees what is sold out and the size’s sale price, and buys the last one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // the owner's form, then a whole purchase
  const errors = await collectConsoleErrors(page);
  const ringName = `Per-size Band ${Date.now()}`;
  const owner = await createAdminByApi(page.request, 'Stock Owner');
  await restoreSession(page, owner, '/admin/products/new');
  const form = page.getByRole('form', { name: 'Create product' });
  await expect(form.getByLabel('Parent category')).not.toHaveValue('');
  await form.getByLabel('Name').fill(ringName);
  await form.getByLabel('Price (£)').fill('250');
  await form.getByLabel('Count in stock').fill('9');
  await form.getByLabel('Description').fill('A plain band, kept in stock per size.');
  await form.getByLabel('Metal', { exact: true }).selectOption({ label: 'Platinum' });
  await form.getByLabel('On sale at (£)').fill('200');

  await form.getByRole('button', { name: 'Add an option' }).click();
  await form.getByLabel('Option', { exact: true }).fill('Size');
  await form.getByLabel('Values of Size').fill('M, N, P');
  await form.getByLabel('Keep stock per option').check();
  await form.getByLabel('Stock of Size M').fill('0');
  await form.getByLabel('Stock of Size N').fill('1');
  await form.getByLabel('Price difference of Size N').fill('15');
  await form.getByLabel('Size P is made to order').check();
  await form.getByLabel('Days to make Size P').fill('10');
  // The product's stock is now the options' sum, shown and not typed.
  await expect(form.getByLabel('Count in stock (all options)')).toHaveValue('1');
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'option-stock-form');
  await form.getByRole('button', { name: 'Create Product' }).click();
  // A new piece was never charged its was-price: the owner is asked, and saves anyway.
  await page
    .getByRole('alertdialog', { name: 'Check the was-price' })
    .getByRole('button', { name: 'Save anyway' })
    .click();
  await expect(page.getByText('Product created successfully! Redirecting...')).toBeVisible();

  // A shopper: size M is sold out, N costs £15 more and has one left, P is made to order.
  const context = await browser.newContext({ baseURL });
  const shopper = await context.newPage();
  const account = await registerByApi(shopper.request, 'Sized Sam');
  await restoreSession(shopper, account, '/products');
  const facet = (title: string) =>
    shopper
      .locator('section')
      .filter({ has: shopper.getByRole('heading', { name: title, exact: true }) });
  await facet('Metal')
    .getByRole('button', { name: /^Platinum/ })
    .click();
  await facet('Size in stock').getByRole('button', { name: /^N\b/ }).click();
  await expect(shopper).toHaveURL(/material=platinum.*size=N|size=N.*material=platinum/);
  await shopper
    .getByRole('article')
    .filter({ hasText: ringName })
    .getByRole('link', { name: ringName, exact: true })
    .first()
    .click();
  await expect(shopper).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  const ring = { _id: shopper.url().split('/').pop()! };
  const sizes = shopper.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: 'M (sold out)' })).toBeDisabled();
  await sizes.getByRole('radio', { name: 'P', exact: true }).check();
  await expect(shopper.getByText('Made to order: dispatched within 10 days')).toBeVisible();
  await sizes.getByRole('radio', { name: 'N', exact: true }).check();
  // The sale price with the size's difference, and the was-price with it struck through.
  await expect(shopper.getByRole('main')).toContainText('GBP 215.00');
  await expect(shopper.getByRole('main').locator('s').first()).toContainText('GBP 265.00');
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  expect(await axeFindings(shopper, 'main')).toEqual([]);
  await snap(shopper, 'option-stock-product');

  await shopper.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(shopper.getByRole('dialog', { name: /cart/i })).toContainText('Size: N');
  await shopper.keyboard.press('Escape');
  await shopper.goto('/checkout');
  await fillBilling(shopper);
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  // The size's sale price and the delivery the first method offered for it costs.
  const shipping = await firstDeliveryPrice(shopper.request, 215);
  await expect(payButton(shopper)).toHaveAccessibleName(
    `Pay £${(215 + shipping).toFixed(2)} now (test)`,
  );
  await payButton(shopper).click();
  await expect(shopper).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/, { timeout: 20_000 });

  // The last N is sold: the page now greys it out too.
  await shopper.goto(`/product/${ring._id}`);
  await expect(sizes.getByRole('radio', { name: 'N (sold out)' })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: 'P', exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});
