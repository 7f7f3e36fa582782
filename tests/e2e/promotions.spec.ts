import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import { wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { anyChoice } from './support/variations';

const gbp = (n: number) =>
  `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the owner adds a code, a shopper on a phone applies it at checkout and pays less, and the owner sees its use', async ({
  page,
  browser,
}) => {
  test.slow(); // the admin form, then cart, checkout, payment and receipt at phone width
  const admin = await createAdminByApi(page.request, 'Promotions Owner');
  // Other tests share the shop: this code is its own.
  const code = `E2E${Date.now() % 1_000_000}`;
  const name = `Test offer ${code}`;
  const product = (await wellStockedProducts(page.request)).find((p) => p.price < 250)!;

  await restoreSession(page, admin, '/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a promotion' }).click();
  const form = page.getByRole('form', { name: 'Add a promotion' });
  await form.getByRole('textbox', { name: 'Name (shoppers see it)' }).fill(name);
  await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await form.getByRole('textbox', { name: 'Uses per customer' }).fill('1');
  // The code is for the shopper's piece only, found by its name.
  await form.getByRole('combobox', { name: 'Applies to' }).selectOption('Products');
  await form.getByRole('button', { name: 'Add promotion' }).click();
  await expect(form.getByText('Choose at least one')).toBeVisible();
  await expect(form.getByRole('searchbox', { name: 'Find a product' })).toBeFocused();
  await form.getByRole('searchbox', { name: 'Find a product' }).fill(product.name);
  await form
    .getByRole('button', { name: new RegExp(`^${product.name}`) })
    .first()
    .click();
  await expect(form.getByRole('list', { name: 'Chosen products' })).toHaveText(product.name);
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'admin-promotion-form');
  await form.getByRole('button', { name: 'Add promotion' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} added` })).toBeVisible();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText(code);
  await expect(card).toContainText('15% off');
  await expect(card).toContainText(product.name);
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'admin-promotions');

  // The shopper, on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await phone.newPage();
  const account = await registerByApi(shopper.request, 'Mary Anning');
  const off = Math.round(Math.round(product.price * 100) * 0.15) / 100;
  await restoreSession(shopper, account, '/');
  await shopper.evaluate(
    (p) => {
      const line = { product: p._id, name: p.name, image: '', price: p.price, qty: 1 };
      localStorage.setItem('cart', JSON.stringify([{ ...line, variation: p.variation }]));
    },
    { ...product, variation: anyChoice(product.variations ?? {}) },
  );
  await shopper.goto('/checkout');
  await fillBilling(shopper);
  const codeBox = shopper.getByRole('textbox', { name: 'Discount code' });
  await codeBox.fill('NOT-A-CODE');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByRole('alert').filter({ hasText: 'does not exist' })).toHaveText(
    'Discount code NOT-A-CODE does not exist.',
  );
  await codeBox.fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(shopper.getByTestId('checkout-discount')).toHaveText(`−${gbp(off)}`);
  await expect(shopper.getByTestId('line-discount')).toHaveText(`−${gbp(off)} discount`);
  const total = (await shopper.getByTestId('checkout-total').textContent())!;
  expect(await axeFindings(shopper)).toEqual([]);
  await snap(shopper, 'checkout-discount');
  await shopper.setViewportSize({ width: 390, height: 844 });

  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByText('Order created. Please complete payment.')).toBeVisible();
  await expect(payButton(shopper)).toHaveText(`Pay ${total} now (test)`);
  await payButton(shopper).click();
  await expect(shopper).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect(shopper.getByTestId('confirmation-total')).toHaveText(total);
  await expect(shopper.getByTestId('order-discount')).toHaveText(`−${gbp(off)}`);
  await expect(shopper.getByTestId('order-total')).toHaveText(total);
  await expect(shopper.getByTestId('line-discount')).toHaveText(`−${gbp(off)} discount`);
  await snap(shopper, 'receipt-discount');
  await phone.close();

  // The owner sees the one use, and what it gave and brought.
  await page.reload();
  await expect(card).toContainText('1 (1 paid)');
  await expect(card).toContainText(gbp(off));
});
