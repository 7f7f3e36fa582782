import type { Page } from '@playwright/test';
import { createAdminByApi, restoreSession } from './support/accounts';
import { expect, test } from './support/test';

const sections = ['Dashboard', 'Orders', 'Products', 'Categories', 'Reviews', 'Shop Information'];

/** What the shop's own frame shows around every shop page. */
function storefrontFrame(page: Page) {
  return {
    promoStrip: page.getByText('Insured UK delivery, or collect in store'),
    footer: page.getByRole('contentinfo'),
    storeHours: page.getByRole('heading', { name: 'Store Hours' }),
    mainNav: page.getByRole('navigation', { name: 'Main' }),
    cart: page.getByRole('button', { name: /^Cart, / }),
    wishlist: page.getByRole('link', { name: /^Wishlist/ }),
  };
}

test('an admin page has its own bar and no shop header or footer; View shop leads to the shop', async ({
  page,
}) => {
  const shop = (await (await page.request.get('/api/shop')).json()) as { shopName: string };
  await restoreSession(page, await createAdminByApi(page.request, 'Shell Sally'));

  for (const [path, heading] of [
    ['/admin', 'Admin Dashboard'],
    ['/admin/orders', 'Orders'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByText(shop.shopName, { exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
    for (const [part, locator] of Object.entries(storefrontFrame(page))) {
      await expect(locator, `${part} on ${path}`).toHaveCount(0);
    }
    for (const name of sections) {
      await expect(
        page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }),
      ).toBeVisible();
    }
  }

  // The admin's own menu: who is signed in, their account and Logout.
  await page.getByRole('button', { name: 'Account: Shell Sally' }).click();
  const menu = page.locator('#admin-account-menu');
  await expect(menu).toContainText('Signed in as Shell Sally');
  await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByRole('link', { name: 'View shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  const shopFrame = storefrontFrame(page);
  await expect(shopFrame.promoStrip).toBeVisible();
  await expect(shopFrame.footer).toBeVisible();
  await expect(shopFrame.storeHours).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections are behind the menu button, which the keyboard can use', async ({ page }) => {
    await restoreSession(page, await createAdminByApi(page.request));
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeHidden();

    const button = page.getByRole('button', { name: 'Admin menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const sheet = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of sections) await expect(nav.getByRole('link', { name })).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A section chosen in the sheet opens, and the sheet closes behind it.
    await button.click();
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test('the bar shows the shop’s whole name beside View shop', async ({ page }) => {
    await restoreSession(page, await createAdminByApi(page.request));
    await page.goto('/admin');
    const shop = (await (await page.request.get('/api/shop')).json()) as { shopName: string };
    const bar = page.getByRole('banner');
    const name = bar.getByText(shop.shopName, { exact: true });
    await expect(name).toBeVisible();
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(bar.getByRole('link', { name: 'View shop' })).toBeInViewport();
  });

  test('the skip link jumps past the top bar to the page', async ({ page }) => {
    await restoreSession(page, await createAdminByApi(page.request));
    await page.goto('/admin');
    await expect(page.getByText('Recent Orders')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });
});
