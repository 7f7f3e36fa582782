import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createAdminByApi,
  readMail,
  registerByApi,
  restoreSession,
  uniqueEmail,
} from './support/accounts';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { wellStockedProducts, type ApiProduct } from './support/orders';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';
import { anyChoice } from './support/variations';

/** How many mails to `email` with exactly `subject` the outbox holds. */
async function mailsInOutbox(email: string, subject: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  );
  const mails = await Promise.all(names.map((n) => readFile(path.join(outbox, n), 'utf8')));
  return mails.filter((eml) => eml.includes(`To: ${email}`) && eml.includes(`Subject: ${subject}`))
    .length;
}

test('a shopper asks to hear when a sold-out piece is back; the owner restocks; one mail arrives', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a product, a guest's request, a restock and the background round
  const errors = await collectConsoleErrors(page);
  const owner = await createAdminByApi(page.request, 'Restocking Owner');
  const headers = { Authorization: `Bearer ${owner.token}` };
  const [sample] = await wellStockedProducts(page.request);
  const listed = await page.request.get(`/api/products/byId/${sample!._id}`);
  const { category } = (await listed.json()) as { category: { _id: string } };
  const name = `Sold-out Locket ${Math.random().toString(36).slice(2, 7)}`;
  const fields = { name, description: 'A gold locket.', price: 180, category: category._id };
  const created = await page.request.post('/api/products/create', {
    headers,
    data: { ...fields, countInStock: 0 },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  // A guest (not signed in) on the sold-out piece.
  const context = await browser.newContext({ baseURL });
  const shopper = await context.newPage();
  const shopperErrors = await collectConsoleErrors(shopper);
  await shopper.goto(`/product/${id}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.getByRole('button', { name: "Email me when it's back" }).click();
  const form = shopper.getByRole('form', { name: 'Back-in-stock alert' });
  const email = uniqueEmail('locket');
  await form.getByLabel('Your email').fill(email);
  expect(await axeFindings(shopper, 'main')).toEqual([]);
  await snap(shopper, 'stock-alert-form');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(shopper.getByTestId('stock-alert-done')).toContainText(
    `we'll email ${email} once when ${name} is back`,
  );
  expect(await axeFindings(shopper, 'main')).toEqual([]);
  await snap(shopper, 'stock-alert-done');

  // The owner restocks, as the product form saves it.
  const restocked = await page.request.put(`/api/products/update/${id}`, {
    headers,
    data: { ...fields, countInStock: 4, countInStockWas: 0 },
  });
  expect(restocked.status()).toBe(200);
  const mail = await readMail(email, new RegExp(`^Back in stock: ${name}$`));
  expect(mail.text).toContain(`/product/${id}`);
  // Later rounds find nothing more to send.
  await shopper.waitForTimeout(2_500);
  expect(await mailsInOutbox(email, `Back in stock: ${name}`)).toBe(1);

  // The first mail's stop link opens a page that waits for a press; the alert is used up now.
  const asked = await readMail(email, /^We'll tell you when /);
  const stopPath = /https?:\/\/[^/\s]+(\/stock-alerts\/stop\?token=[0-9a-f]+)/.exec(
    asked.text,
  )?.[1];
  expect(stopPath).toBeDefined();
  await shopper.goto(stopPath!);
  expect(await axeFindings(shopper, 'main')).toEqual([]);
  await snap(shopper, 'stock-alert-stop');
  await shopper.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(shopper.getByRole('status')).toContainText('already stopped or sent');
  expect([...errors, ...shopperErrors]).toEqual([]);
  await context.close();
});

/**
 * The shop as the checkout reads it, with a VAT number and `vatByDestination` of the test's own,
 * so the parallel tests' orders are not priced under them (the server's pricing of both is
 * proven by tests/rest/vat-by-destination.test.ts).
 */
async function showShopAs(page: Page, vatByDestination: 'zero-rate-exports' | 'uk-only') {
  await page.route(/\/trpc\/[^?]*shop\.info/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    const patch = (answer: { result?: { data?: Record<string, unknown> } }) => {
      if (answer.result?.data && 'shopName' in answer.result.data) {
        Object.assign(answer.result.data, { vatNumber: 'GB123456789', vatByDestination });
      }
    };
    if (Array.isArray(body)) body.forEach(patch);
    else patch(body as Parameters<typeof patch>[0]);
    await route.fulfill({ response, json: body });
  });
}

async function checkoutWithOneProduct(page: Page, name: string) {
  const account = await registerByApi(page.request, name);
  const [product] = (await wellStockedProducts(page.request)) as (ApiProduct & {
    image: string;
  })[];
  await restoreSession(page, account);
  await page.evaluate(
    (p) => {
      const line = { product: p._id, name: p.name, image: p.image, price: p.price, qty: 1 };
      localStorage.setItem('cart', JSON.stringify([{ ...line, variation: p.variation }]));
    },
    { ...product!, variation: anyChoice(product!.variations) },
  );
  await page.goto('/checkout');
  return product!;
}

test('the checkout prices an export without UK VAT, and a UK-only shop offers only the UK', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  await showShopAs(page, 'zero-rate-exports');
  const product = await checkoutWithOneProduct(page, 'Export Ella');
  const billing = page.getByRole('group', { name: 'Billing details' });
  await billing.getByLabel('Country').selectOption('United States');
  await expect(page.getByText('VAT 0% (export)')).toBeVisible();
  await expect(page.getByTestId('checkout-export-note')).toContainText(
    'Import duties and taxes may be charged by the destination country',
  );
  // The listed price less the VAT inside it, rounded to the penny.
  const pence = Math.round(product.price * 100);
  const exportPence = pence - Math.floor((2 * pence * 2000 + 12000) / 24000);
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(
    `£${(exportPence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'checkout-export-summary');

  await page.unrouteAll({ behavior: 'wait' });
  await showShopAs(page, 'uk-only');
  await page.reload();
  const country = page.getByRole('group', { name: 'Billing details' }).getByLabel('Country');
  await expect(page.getByTestId('uk-only-note').first()).toContainText(
    "we don't ship to other countries yet",
  );
  await expect(
    country.locator('option', { hasText: "United States (we don't ship there yet)" }),
  ).toBeDisabled();
  await expect(country.locator('option', { hasText: /^United Kingdom$/ })).toBeEnabled();
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'checkout-uk-only');
  expect(errors).toEqual([]);
});
