import type { APIRequestContext } from '@playwright/test';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import type { ApiProduct } from './support/orders';
import { toLondonWallClock } from '../../src/shared/londonTime';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

const MESSAGE = 'Happy birthday, Mum. All my love, Jo';

/** A demo ring in sizes with one stock count (not per option), the most stock first. */
async function ring(request: APIRequestContext) {
  const response = await request.get('/api/products/getAll?limit=100');
  const { products } = (await response.json()) as {
    products: (ApiProduct & { variants: unknown[] })[];
  };
  const rings = products
    .filter((p) => p.variations?.Size && p.variants.length === 0 && p.countInStock >= 5)
    .sort((a, b) => b.countInStock - a.countInStock);
  expect(rings.length).toBeGreaterThan(0);
  return rings[0]!;
}

/** The owner offers engraving on the ring and sets a gift wrap price, through the admin API. */
async function offerEngravingAndWrap(request: APIRequestContext, productId: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const read = (await (await request.get(`/api/products/byId/${productId}`)).json()) as Record<
    string,
    unknown
  >;
  const { product: _product, updatedAt: _at, ...fields } = read;
  const put = await request.put(`/api/products/update/${productId}`, {
    headers,
    data: { ...fields, engraving: { maxCharacters: 12, price: 25, extraDays: 5 } },
  });
  expect(put.status()).toBe(200);
  const shop = (await (await request.get('/api/shop')).json()) as Record<string, unknown>;
  const saved = await request.put('/api/shop/infoUpdate', {
    headers,
    data: { ...shop, giftWrapPrice: 3.5 },
  });
  expect(saved.status()).toBe(200);
}

/** A 10% code for the whole shop, written as Admin → Promotions writes it. */
async function tenPercentCode(request: APIRequestContext, token: string) {
  const code = `GIFT${Date.now() % 1_000_000}`;
  const made = await request.post('/trpc/admin.promotions.create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Ten off',
      code,
      kind: 'percent',
      value: 10,
      startsAt: toLondonWallClock(new Date(Date.now() - 60_000)),
    },
  });
  expect(made.status()).toBe(200);
  return code;
}

test('a shopper on a phone engraves a ring, applies a code and sends it as a gift; the owner sees the message', async ({
  page,
}) => {
  test.slow(); // product page, checkout, payment, receipt, the admin's order page and screenshots
  const owner = await createAdminByApi(page.request, 'Gift Owner');
  const piece = await ring(page.request);
  await offerEngravingAndWrap(page.request, piece._id, owner.token);
  const code = await tenPercentCode(page.request, owner.token);
  const customer = await registerByApi(page.request, 'Jo Gifting');

  await page.setViewportSize({ width: 390, height: 844 });
  await restoreSession(page, customer, `/product/${piece._id}`);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await sizes.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Add engraving' }).click();
  const text = page.getByLabel(/Engraving text/);
  await text.fill('A & J 2026');
  await expect(page.getByText('10 / 12')).toBeVisible();
  await expect(page.getByTestId('engraving-preview')).toHaveText('A & J 2026');
  // Without the tick, nothing goes in the cart.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please tick' })).toBeVisible();
  await page.getByLabel('I understand engraved pieces cannot be returned unless faulty').check();
  await expect(page.getByRole('alert').filter({ hasText: 'Please tick' })).toBeHidden();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'product-engraving');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect(drawer.getByTestId('line-engraving')).toContainText('A & J 2026');

  await page.goto('/checkout');
  await fillBilling(page);
  await page.getByLabel('This is a gift').check();
  await page.getByLabel('Gift message (optional)').fill(MESSAGE);
  await expect(page.getByTestId('checkout-gift-wrap')).toHaveText('£3.50');
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  // 10% of the ring with its £25 engraving; the wrap is not discounted.
  const price = piece.price + 25;
  const off = Math.round(price * 10) / 100;
  const gbp = (pounds: number) =>
    `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${gbp(off)}`);
  // The date offered counts the engraving's days, as the order's own date will.
  const chosen = await page
    .locator('label')
    .filter({ has: page.locator('input[name="checkout-delivery"]:checked') })
    .textContent();
  const arrivalDay = /Arrives by \w+ (\d+ \w+)/.exec(chosen!)![1]!;
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'checkout-gift');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created. Please complete payment.')).toBeVisible();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('line-engraving')).toContainText('A & J 2026');
  await expect(page.getByTestId(/-gift-wrap$/)).toHaveText('£3.50');
  await expect(page.getByRole('main')).toContainText(`delivery by ${arrivalDay}`);
  await expect(page.getByRole('main')).toContainText(gbp(price));
  await expect(page.getByTestId('order-discount')).toHaveText(`−${gbp(off)}`);
  // The message is for the shop: the shopper's own pages never show it.
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await snap(page, 'receipt-gift');

  await restoreSession(page, owner, `/admin/orders/${orderId}`);
  await expect(page.getByTestId('admin-gift-message')).toHaveText(MESSAGE);
  await expect(page.getByTestId('line-engraving').first()).toContainText('A & J 2026');
  expect(await axeFindings(page, '#gift')).toEqual([]);
  await snap(page, 'admin-order-gift');
});
