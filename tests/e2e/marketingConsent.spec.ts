import { createAdminByApi, readMail, restoreSession, uniqueEmail } from './support/accounts';
import { axeFindings } from './support/axe';
import { snap } from './support/screenshots';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The path and query of the link in `text` that opens `page`. */
const linkPath = (text: string, page: string) => {
  const match = new RegExp(`https?://[^/\\s]+(${page}\\?token=[\\w.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return match[1];
};

/** The footer alone at phone and desktop widths (the whole home page would bury it). */
async function snapFooter(page: Page) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('footer').screenshot({ path: `${dir}/newsletter-footer-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper signs up in the footer, confirms from the mail, sees it in the account and unsubscribes from the link', async ({
  page,
}) => {
  const email = uniqueEmail('reader');
  await page.goto('/');
  const signUp = page.getByRole('form', { name: 'Newsletter' });
  await signUp.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByText(/we have sent it a link to confirm/)).toBeVisible();
  expect(await axeFindings(page, 'footer')).toEqual([]);
  await snapFooter(page);

  // Double opt-in: nothing counts until the mailed link's button is pressed.
  const confirmMail = await readMail(email, /newsletter sign-up$/);
  await page.goto(linkPath(confirmMail.text, '/newsletter'));
  await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `${email} will now get our news and offers`,
  );
  expect(await axeFindings(page)).toEqual([]);

  // An account for the same address shows the choice, and where it was made.
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Rhoda Reader', email, password: 'secret-pass-1' },
  });
  expect(registered.status()).toBe(201);
  const customer = (await registered.json()) as Parameters<typeof restoreSession>[1];
  await restoreSession(page, customer, '/account');
  await page.getByRole('tab', { name: 'Account Details' }).click();
  const choice = page.getByRole('region', { name: 'News & Offers' });
  await expect(choice).toContainText('by the newsletter sign-up');
  await expect(choice.getByRole('checkbox')).toBeChecked();

  // The owner sees the address among those who agreed.
  const admin = await createAdminByApi(page.request, 'Marketing Owner');
  await restoreSession(page, admin, `/admin/customers?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Customers Who Agreed' })).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'admin-customers');

  // The welcome mail's visible link: one click, no sign-in.
  await page.evaluate(() => localStorage.clear());
  const welcome = await readMail(email, /^Welcome to our news and offers$/);
  await page.goto(linkPath(welcome.text, '/unsubscribe'));
  await expect(page.getByText(`Stop news and offers to ${email}?`)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await snap(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');
  await snap(page, 'unsubscribed');

  await restoreSession(page, customer, '/account');
  await page.getByRole('tab', { name: 'Account Details' }).click();
  await expect(choice.getByRole('checkbox')).not.toBeChecked();
  await expect(choice).toContainText('You get no news or offers by email');
});
