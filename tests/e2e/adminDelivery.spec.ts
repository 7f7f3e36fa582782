import type { Page } from '@playwright/test';
import { createAdminByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { chooseAnyOptions } from './support/variations';

interface ApiMethod {
  _id: string;
  name: string;
}
interface ApiOption {
  name: string;
  price: number;
  surcharge: number;
  surchargeArea: string | null;
}

/** axe finds nothing at a phone's width and a desktop's. */
async function expectNoViolationsAtBothWidths(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeFindings(page), `${what} at ${width} px`).toEqual([]);
  }
}

test('the owner adds a courier with a Highlands surcharge, moves it up, changes its price as the cart shows, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdminByApi(page.request, 'Delivery Owner');
  const methodsNow = async () => {
    const response = await page.request.get('/api/delivery/methods', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    return ((await response.json()) as ApiMethod[]).map((m) => m.name);
  };
  // Other tests share the shop: this method is held by its own name, never by its place.
  const name = `Test courier ${Date.now() % 100_000}`;
  const [product] = await wellStockedProducts(page.request);

  await restoreSession(page, admin, '/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Delivery' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByText('Above £100 only insured methods are offered')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Tracked 48' })).toBeVisible();

  // A negative price is refused by its field, and what the owner typed stays.
  await page.getByRole('button', { name: 'Add a method' }).click();
  const form = page.getByRole('form', { name: 'Add a delivery method' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Carrier service' }).fill('DPD Next Day, insured');
  await form.getByRole('textbox', { name: 'Carrier', exact: true }).fill('DPD');
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('courier');
  await expect(form.getByRole('group', { name: 'Cover levels' })).toHaveCount(0);
  const price = form.getByRole('textbox', { name: 'Price (£)' });
  await price.fill('-5');
  await form.getByRole('textbox', { name: 'Maximum order value (£)' }).fill('20000');
  await form.getByRole('button', { name: 'Add surcharge area' }).click();
  const area = form.getByRole('group', { name: 'Surcharge area 1' });
  await area.getByRole('textbox', { name: 'Area name' }).fill('Highlands');
  await area.getByRole('textbox', { name: 'Postcodes' }).fill('HS, IV KW1-14');
  await area.getByRole('textbox', { name: 'Surcharge (£)' }).fill('12');
  await form.getByRole('button', { name: 'Add method' }).click();
  await expect(form.getByText('Price cannot be negative')).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(area.getByRole('textbox', { name: 'Postcodes' })).toHaveValue('HS, IV KW1-14');
  await expectNoViolationsAtBothWidths(page, 'the delivery form with an error');
  await snap(page, 'admin-delivery-form');

  await price.fill('18.50');
  await form.getByRole('button', { name: 'Add method' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} added` })).toBeVisible();
  const added = page.getByRole('listitem', { name });
  await expect(added).toContainText('£18.50');
  await expect(added).toContainText('Highlands +£12.00');
  expect((await methodsNow()).at(-1)).toBe(name);

  // Moved up by keyboard: the focus stays on the moved method's button.
  const before = (await methodsNow()).indexOf(name);
  const moveUp = page.getByRole('button', { name: `Move up ${name}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  const total = (await methodsNow()).length;
  await expect(page.getByText(`${name} is now ${before} of ${total}`)).toBeVisible();
  expect((await methodsNow()).indexOf(name)).toBe(before - 1);
  await expect(moveUp).toBeFocused();
  await expectNoViolationsAtBothWidths(page, 'the delivery methods');
  await snap(page, 'admin-delivery-list');

  // The storefront quotes it: in the cart, and with the surcharge for a Highlands postcode.
  await page.goto(`/product/${product!._id}`);
  await chooseAnyOptions(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // A tap made before the page's app started is carried out once it has: wait for it to land.
  await expect(page.getByRole('dialog', { name: /cart/i })).toContainText(product!.name);
  await page.goto('/cart');
  const cartOption = page.locator('label').filter({ hasText: name });
  await expect(cartOption).toContainText('£18.50');
  const quote = new URLSearchParams({ subtotal: String(product!.price), postcode: 'IV2 3AB' });
  const options = (
    (await (await page.request.get(`/api/delivery/options?${quote}`)).json()) as {
      options: ApiOption[];
    }
  ).options;
  expect(options.find((o) => o.name === name)).toMatchObject({
    price: 30.5,
    surcharge: 12,
    surchargeArea: 'Highlands',
  });

  await page.goto('/admin/delivery');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit delivery method ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Price (£)' })).toHaveValue('18.50');
  await edit.getByRole('textbox', { name: 'Price (£)' }).fill('21');
  await edit.getByRole('button', { name: 'Save method' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} updated` })).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toContainText('£21.00');
  await page.goto('/cart');
  await expect(cartOption).toContainText('£21.00');

  await page.goto('/admin/delivery');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('Orders already placed keep the delivery method');
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoViolationsAtBothWidths(page, 'the delete question');
  await dialog.getByRole('button', { name: 'Delete method' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} deleted` })).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  expect(await methodsNow()).not.toContain(name);
  await page.goto('/cart');
  await expect(page.locator('label').filter({ hasText: 'Collect in store' })).toBeVisible();
  await expect(cartOption).toHaveCount(0);
});
