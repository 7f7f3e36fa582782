import { createAdminByApi, registerByApi, restoreSession } from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

test('the owner edits the Returns policy, and the shopper reads it with the shop’s return window', async ({
  page,
}) => {
  test.slow();
  const errors = await collectConsoleErrors(page);
  const admin = await createAdminByApi(page.request, 'Policy Owner');
  const shop = (await (await page.request.get('/api/shop')).json()) as {
    returnWindowDays: number;
  };
  await restoreSession(page, admin, '/admin');

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await page.getByRole('tab', { name: 'Returns and Cancellations' }).click();
  const text = page.getByRole('textbox', { name: 'Returns and Cancellations (Markdown)' });
  await expect(text).toHaveValue(/\{returnWindowDays\} days of delivery/);
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'admin-policies');

  // A placeholder the shop does not know is refused before anything is saved.
  const note = `Pieces bought as gifts may be returned by the recipient (note ${Date.now()}).`;
  await text.fill(`## Gifts\n\n${note} Within {returnDays} days.`);
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(/Unknown placeholder \{returnDays\}/)).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);

  await text.fill(`## Gifts\n\n${note} Within {returnWindowDays} days of delivery.`);
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(/Returns and Cancellations saved as version \d+/)).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem').first()).toContainText('Current');
  const saved = Number(
    /\d+/.exec((await versions.getByRole('link').first().textContent()) ?? '')![0],
  );
  expect(saved).toBeGreaterThan(1);

  // The shopper reads the new text, filled from the setting, and the footer leads there.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL(/\/returns-policy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Gifts' })).toHaveAttribute(
    'id',
    'gifts',
  );
  await expect(main.getByText(note)).toContainText(
    `Within ${shop.returnWindowDays} days of delivery.`,
  );
  expect(await axeFindings(page, 'main')).toEqual([]);

  // The version before it is still there, saying it is not the current one.
  await page.goto(`/returns-policy/version/${saved - 1}`);
  await expect(page.getByRole('note')).toContainText(`This is version ${saved - 1}`);
  await expect(page.getByRole('note')).toContainText('It is not the current version');
  await page
    .getByRole('note')
    .getByRole('link', { name: 'read the current Returns and Cancellations' })
    .click();
  await expect(main.getByText(note)).toBeVisible();

  // The Terms, their sections listed to jump to.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Sale' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Your right to cancel' })
    .click();
  await expect(page).toHaveURL(/#your-right-to-cancel$/);
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'terms');
  expect(errors).toEqual([]);
});

test('an order’s receipt links to the Terms it was placed under', async ({ page }) => {
  const customer = await registerByApi(page.request, 'Terms Reader');
  const [product] = await wellStockedProducts(page.request);
  const order = await placeOrderByApi(page.request, customer, { product: product!, pay: true });
  const terms = (await (await page.request.get('/api/policies/terms')).json()) as {
    version: number;
  };
  await restoreSession(page, customer, `/order-confirmation/${order.id}`);
  const link = page.getByTestId('order-terms');
  await expect(link).toHaveText(`Terms of Sale, version ${terms.version}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/terms/version/${terms.version}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Sale' })).toBeVisible();
});

test('a precious-metal piece links to the Dealer’s Notice near its price', async ({ page }) => {
  const errors = await collectConsoleErrors(page);
  const listing = await page.request.get('/api/products/getAll?limit=50');
  const { products } = (await listing.json()) as {
    products: { _id: string; material: string | null }[];
  };
  const golden = products.find((p) => p.material?.endsWith('gold'))!;
  await page.goto(`/product/${golden._id}`);
  const notice = page.getByTestId('hallmark-notice');
  await expect(notice).toBeVisible();
  await snap(page, 'product-hallmark-link');
  await notice.getByRole('link', { name: "What the hallmarks mean (Dealer's Notice)" }).click();
  await expect(page).toHaveURL(/\/hallmarking$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Dealer's Notice: approved hallmarks" }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Silver7.78 g');
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'hallmarking');
  expect(errors).toEqual([]);
});
