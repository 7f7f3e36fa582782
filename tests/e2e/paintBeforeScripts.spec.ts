import { expect, test } from './support/test';
import { chooseAnyOptions } from './support/variations';

/**
 * A page the server rendered is painted before the app's scripts are fetched, and a tap made
 * before the app has started is not lost (src/client/main.tsx, decision 024).
 */

test('home is painted before the app’s scripts are asked for, which then all arrive', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const listed = JSON.parse(
    /<script id="page-scripts"[^>]*>([^<]*)<\/script>/.exec(html)![1]!,
  ) as string[];
  expect(listed.length).toBeGreaterThan(0);
  expect(html).not.toContain('rel="modulepreload"');

  await page.goto('/');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return { paint, scripts: scripts.map((s) => [new URL(s.name).pathname, s.startTime]) };
  });
  const asked = new Map(timing.scripts as [string, number][]);
  for (const script of listed) {
    expect(asked.get(script), `${script} fetched`).toBeGreaterThanOrEqual(timing.paint);
  }
});

test('a tap on a button before the app has started is carried out once it has', async ({
  page,
}) => {
  // The app's scripts are held back until the tap is made.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startApp-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the tap moves the slider
  // The entry (a module script) has run by DOMContentLoaded: from then on taps are held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const slider = page.getByTestId('hero-slider');
  const thirdSlide = slider.getByRole('button', { name: 'Go to slide 3' });
  await thirdSlide.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(
    false,
  );

  release();
  await expect(thirdSlide).toHaveAttribute('aria-current', 'true');
});

test('until the app has started, the header does not claim the cart is empty', async ({ page }) => {
  const { products } = (await (await page.request.get('/api/products/getAll?limit=1')).json()) as {
    products: { _id: string }[];
  };
  await page.goto(`/product/${products[0]!._id}`);
  await chooseAnyOptions(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const count = page.getByTestId('cart-count').first();
  await expect(count).toHaveText('1');

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startApp-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(count).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cart', exact: true }).first()).toBeAttached();

  release();
  await expect(count).toHaveText('1');
  await expect(count).toBeVisible();
});
