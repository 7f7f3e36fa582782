import { firstDeliveryPrice } from './support/delivery';
import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { fillBilling, payButton } from './support/checkout';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  oldPrice: number | null;
  isOnSale: boolean;
  /** A list view names the category by its id (spec §3). */
  category: string;
}

/** Tomorrow in London, as a datetime-local input takes it. */
const tomorrowLondon = () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 86_400_000),
  );
  return `${day}T23:59`;
};

test('the owner puts a ring on sale in the form; a shopper sees the sale price and pays it', async ({
  page,
}) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const listed = await page.request.get('/api/products/getAll?limit=1');
  const [any] = ((await listed.json()) as { products: ApiProduct[] }).products;
  const name = `Sale Solitaire ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/products/create', {
    headers: auth,
    data: {
      name,
      price: 240,
      countInStock: 5,
      category: any!.category,
      description: 'A round brilliant diamond on a slim platinum band.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ring = (await created.json()) as ApiProduct;

  // The owner: a sale price, ending tomorrow night, and the form says what shoppers will see.
  await restoreSession(page, admin, `/admin/products/${ring._id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  const sale = form.getByRole('group', { name: 'Sale' });
  await expect(sale.getByText('Not on sale: shoppers pay £240.00.')).toBeVisible();
  await sale.getByLabel('On sale at (£)').fill('180');
  await sale.getByLabel('Sale ends (London time)').fill(tomorrowLondon());
  await expect(sale.getByText(/^On sale now at £180\.00, was £240\.00, until /)).toBeVisible();
  await expect(sale.getByText(/Charged £240\.00 now\./)).toBeVisible();

  // A was-price the ring never had is questioned before it is saved.
  await form.getByLabel('Price (£)').fill('300');
  await expect(sale.getByText(/Never charged £300\.00/)).toBeVisible();
  await form.getByRole('button', { name: 'Update Product' }).click();
  const question = page.getByRole('alertdialog', { name: 'Check the was-price' });
  await expect(question).toContainText(
    'This product has not been sold at £300.00 in the last 28 days; showing it as the was-price may mislead shoppers (UK pricing guidance). Save anyway?',
  );
  await expect(question).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'sale-was-price-question');
  await question.getByRole('button', { name: 'Go back' }).click();
  await form.getByLabel('Price (£)').fill('240');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();

  // The shopper: the sale price, the was-price struck through, and the sale price charged.
  const shopper = await registerByApi(page.request, 'Ada Lovelace');
  await restoreSession(page, shopper, `/product/${ring._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = page.getByRole('main').locator('s').filter({ hasText: 'GBP 240.00' });
  await expect(price).toBeVisible();
  await expect(page.getByRole('main').getByText('GBP 180.00').first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'sale-product-page');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /cart/i })).toContainText(name);
  await page.goto('/checkout');
  const total = `£${(180 + (await firstDeliveryPrice(page.request, 180))).toFixed(2)}`;
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  expect(errors).toEqual([]);
});
