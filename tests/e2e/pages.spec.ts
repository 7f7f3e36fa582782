import { expect, test } from './support/test';
import { chooseAnyOptions } from './support/variations';

test('About shows the shop, directions, contact links and today’s hours as Open Now', async ({
  page,
}) => {
  // Monday 10:00 in London: the demo shop is open 09:00-18:00 on weekdays.
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
  const shop = (await (await page.request.get('/api/shop')).json()) as {
    shopName: string;
    formattedAddress: string;
    contactNumber: string;
    email: string;
  };
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: shop.shopName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(shop.formattedAddress)}`,
  );
  await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
    'href',
    `tel:${shop.contactNumber.replace(/\s/g, '')}`,
  );
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
    'href',
    `mailto:${shop.email}`,
  );
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  await expect(page.getByTestId('open-status')).toHaveText('Open Now');
  await expect(page.locator('li[aria-current="date"]')).toContainText('Monday');
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
});

test('the About map shows the address and directions until asked for, and when the map service cannot load', async ({
  page,
}) => {
  const shop = (await (await page.request.get('/api/shop')).json()) as {
    shopName: string;
    formattedAddress: string;
  };
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(shop.formattedAddress)}`;
  const map = page.getByRole('region', { name: 'Map' });

  await page.route('https://www.google.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/about');
  await expect(map.getByText(shop.formattedAddress)).toBeVisible();
  await expect(map.getByRole('link', { name: 'Open directions in Google Maps' })).toHaveAttribute(
    'href',
    directions,
  );
  await map.getByRole('button', { name: 'Show map — loads Google Maps' }).click();
  await expect(map.getByText('The map could not be loaded.')).toBeVisible();
  await expect(map.getByText(shop.formattedAddress)).toBeVisible();
  await expect(map.locator('iframe')).toHaveCount(0);

  // Where the service answers, its map takes the same box once asked for.
  await page.unrouteAll();
  await page.route('https://www.google.com/**', (route) =>
    route.request().url().endsWith('/generate_204')
      ? route.fulfill({ status: 204 })
      : route.fulfill({ contentType: 'text/html', body: '<p>A map</p>' }),
  );
  await page.reload();
  await expect(map.locator('iframe')).toHaveCount(0);
  await map.getByRole('button', { name: 'Show map — loads Google Maps' }).click();
  await expect(map.getByTitle(`Map showing ${shop.shopName}`)).toBeVisible();
  await expect(map.getByText('The map could not be loaded.')).toHaveCount(0);
});

test('About says Closed on a day the shop is closed', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z')); // a Sunday
  await page.goto('/about');
  await expect(page.getByTestId('open-status')).toHaveText('Closed');
  await expect(page.locator('li[aria-current="date"]')).toContainText('Sunday');
});

test('a missing product says so and links back to the shop', async ({ page }) => {
  await page.goto('/product/000000000000000000000000');
  await expect(page.getByText('Product not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('Quick View shows a product without leaving the listing and can add it to the cart', async ({
  page,
}) => {
  await page.goto('/products?sort=price-low');
  const name = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  // Held by its name: other tests change prices in the same shop, and the order with them.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: 'Quick View' }).click();
  const dialog = page.getByRole('dialog', { name: `Quick view: ${name}` });
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Quick View' }).click();
  await chooseAnyOptions(dialog);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the footer shows the shop’s details and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText('Sunday');
  await expect(footer.getByRole('link', { name: 'Pinterest' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(footer.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
    'href',
    '/MyOrders',
  );
});
