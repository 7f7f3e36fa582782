import type { Page } from '@playwright/test';
import {
  createAdminByApi,
  registerByApi,
  restoreSession,
  type SignInAnswer,
} from './support/accounts';
import { axeFindings } from './support/axe';
import { openInApp } from './support/navigation';
import { placeOrderByApi, wellStockedProducts } from './support/orders';
import { expect, test } from './support/test';

interface PublicPage {
  path: string;
  ready: (page: Page) => Promise<void>;
  sameLayoutAs?: string;
}

/**
 * Every storefront page a shopper can reach, signed out, and what shows once it has loaded. Each
 * is scanned on a phone; `sameLayoutAs` marks a page whose markup is the named page's at every
 * width (the auth card's forms, the listing's empty search), so the wide scan skips it.
 */
const publicPages: PublicPage[] = [
  { path: '/', ready: (p) => expect(p.getByRole('article').first()).toBeVisible() },
  { path: '/products', ready: (p) => expect(p.getByText(/^Showing 1-12 of/)).toBeVisible() },
  {
    path: '/products?category=rings',
    ready: (p) => expect(p.getByText(/^Showing 1-/)).toBeVisible(),
  },
  {
    path: '/products?search=zzqqxx',
    sameLayoutAs: '/products',
    ready: (p) => expect(p.getByText('No products found matching your criteria.')).toBeVisible(),
  },
  {
    path: '/cart',
    ready: (p) => expect(p.getByText('Your cart is empty').first()).toBeAttached(),
  },
  { path: '/wishlist', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/checkout',
    ready: (p) => expect(p.getByText('Please login to continue')).toBeVisible(),
  },
  { path: '/login', ready: (p) => expect(p.getByLabel('Email')).toBeVisible() },
  {
    path: '/register',
    sameLayoutAs: '/login',
    ready: (p) => expect(p.getByLabel('Email')).toBeVisible(),
  },
  {
    path: '/forgot-password',
    sameLayoutAs: '/login',
    ready: (p) => expect(p.getByLabel(/Email/)).toBeVisible(),
  },
  {
    path: '/verify-otp',
    sameLayoutAs: '/login',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/reset-password',
    sameLayoutAs: '/login',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/confirm-email?token=no-such-link',
    sameLayoutAs: '/login',
    ready: (p) => expect(p.getByRole('button', { name: 'Confirm my new e-mail' })).toBeVisible(),
  },
  {
    path: '/confirm-email?cancel=no-such-link',
    sameLayoutAs: '/login',
    ready: (p) =>
      expect(
        p.getByRole('button', { name: 'Cancel the change and sign out everywhere' }),
      ).toBeVisible(),
  },
  {
    path: '/about',
    ready: (p) => expect(p.getByRole('heading', { name: 'Our Story' })).toBeVisible(),
  },
  { path: '/store', ready: (p) => expect(p.getByText('Get Directions')).toBeVisible() },
  {
    path: '/ring-size-guide',
    ready: (p) => expect(p.getByRole('table', { name: /UK ring sizes/ })).toBeVisible(),
  },
  { path: '/no-such-page', ready: (p) => expect(p.getByText('Error 404')).toBeVisible() },
];

async function expectNoViolations(page: Page, path: string) {
  expect.soft(await axeFindings(page), `axe findings on ${path}`).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One visit after another in one app, as a shopper moves through the shop: the scripts,
    // styles and fonts are fetched and started once (a test per page spent most of its time on
    // them, and a reload per page half of it).
    test('the public pages have no axe violations', async ({ page }) => {
      test.setTimeout(90_000);
      const wide = width >= 1024;
      for (const [i, { path, ready, sameLayoutAs }] of publicPages.entries()) {
        if (wide && sameLayoutAs) continue;
        await (i === 0 ? page.goto(path) : openInApp(page, path));
        await ready(page);
        await expectNoViolations(page, path);
      }
    });

    test('a product page has no axe violations', async ({ page, request }) => {
      const [product] = await wellStockedProducts(request);
      await page.goto(`/product/${product!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
      await expectNoViolations(page, '/product/{id}');
    });

    test('the signed-in pages have no axe violations', async ({ page, request }) => {
      test.setTimeout(90_000);
      const customer: SignInAnswer = await registerByApi(request, 'Ada Lovelace');
      const [product] = await wellStockedProducts(request);
      const order = await placeOrderByApi(request, customer, { product: product! });
      await restoreSession(page, customer);

      const signedIn: [string, (p: Page) => Promise<void>][] = [
        ['/account', (p) => expect(p.getByText(/Ada/).first()).toBeVisible()],
        ['/orders', (p) => expect(p.getByRole('link', { name: 'View Details' })).toBeVisible()],
        [`/order/${order.id}`, (p) => expect(p.getByText(product!.name).first()).toBeVisible()],
        ['/wishlist', (p) => expect(p.getByText('Your wishlist is empty')).toBeVisible()],
        ['/checkout', (p) => expect(p.getByText('Your cart is empty').first()).toBeVisible()],
      ];
      for (const [i, [path, ready]] of signedIn.entries()) {
        await (i === 0 ? page.goto(path) : openInApp(page, path));
        await ready(page);
        await expectNoViolations(page, path);
      }
      await openInApp(page, '/account');
      await page.getByRole('tab', { name: 'Account Details' }).click();
      const signIns = page.getByRole('region', { name: "Where You're Signed In" });
      await expect(signIns.getByRole('listitem').first()).toBeVisible();
      await expectNoViolations(page, '/account, Account Details');
    });

    test('the admin pages have no axe violations', async ({ page, request }) => {
      test.setTimeout(120_000);
      const customer: SignInAnswer = await registerByApi(request, 'Axe Customer');
      const [product] = await wellStockedProducts(request);
      const order = await placeOrderByApi(request, customer, { product: product! });
      await restoreSession(page, await createAdminByApi(request, 'Axe Admin'));

      const loaded = (p: Page) => expect(p.getByText(/^Loading/)).toHaveCount(0);
      const adminPages: [string, (p: Page) => Promise<void>][] = [
        ['/admin', (p) => expect(p.getByText('Recent Orders')).toBeVisible()],
        ['/admin/orders', (p) => expect(p.getByText(/^Showing/).first()).toBeVisible()],
        [
          `/admin/orders/${order.id}`,
          (p) => expect(p.getByText('Order Information')).toBeVisible(),
        ],
        ['/admin/products', (p) => expect(p.getByRole('list', { name: 'Products' })).toBeVisible()],
        ['/admin/products/new', (p) => expect(p.getByRole('form')).toBeVisible()],
        [
          '/admin/products/import',
          (p) => expect(p.getByRole('form', { name: 'Product CSV' })).toBeVisible(),
        ],
        [
          `/admin/products/${product!._id}`,
          (p) => expect(p.getByRole('form', { name: 'Edit product' })).toBeVisible(),
        ],
        ['/admin/categories', (p) => expect(p.getByRole('table').first()).toBeVisible()],
        [
          '/admin/collections',
          (p) => expect(p.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible(),
        ],
        [
          '/admin/reviews',
          (p) => expect(p.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible(),
        ],
        [
          '/admin/shop-info',
          (p) => expect(p.getByRole('tab', { name: 'Store Hours' })).toBeVisible(),
        ],
      ];
      for (const [i, [path, ready]] of adminPages.entries()) {
        await (i === 0 ? page.goto(path) : openInApp(page, path));
        await ready(page);
        await loaded(page);
        await expectNoViolations(page, path);
      }
      // Shop information's other tabs (the page above showed the first).
      for (const tab of ['Store Hours', 'Social Media', 'Home page']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectNoViolations(page, `/admin/shop-info (${tab})`);
      }
      // A home link's chooser, open, with products found.
      const slide = page.getByRole('group', { name: 'Slide 1' });
      await slide.getByRole('button', { name: 'Choose a collection or product' }).click();
      await slide
        .getByRole('searchbox', { name: 'Find a product' })
        .fill(product!.name.slice(0, 6));
      await expect(slide.getByText(/found: choose one/)).toBeVisible();
      await expectNoViolations(page, '/admin/shop-info (a home link chooser)');
      // The orders' export, open.
      await openInApp(page, '/admin/orders');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await expect(page.getByRole('dialog', { name: 'Export orders to CSV' })).toBeVisible();
      await expectNoViolations(page, 'the orders export');
      await page.getByRole('button', { name: 'Cancel' }).click();
      if (width < 1024) {
        // The sections behind the top bar's menu button, open.
        await page.getByRole('button', { name: 'Admin menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
        await expectNoViolations(page, 'the admin menu');
      }
    });
  });
}
