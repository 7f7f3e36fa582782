import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

/**
 * Issue 31: no third party before consent. The Store and About pages send nothing to Google until
 * the shopper asks for the map; then it loads in the same box (nothing on the page moves).
 */
const googleHost = /(^|\.)(google|googleapis|gstatic|googleusercontent|ggpht)\.[a-z.]+$/;

/** Every request the page and its frames make, as full URLs. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    toGoogle: () => urls.filter((url) => googleHost.test(new URL(url).hostname)),
  };
}

/** The machine running the tests is offline: the map service is made to answer here. */
async function answerForTheMapService(page: Page) {
  await page.route(/^https:\/\/([a-z]+\.)?google\.com\//, (route) =>
    route.request().url().endsWith('/generate_204')
      ? route.fulfill({ status: 204 })
      : route.fulfill({ contentType: 'text/html', body: '<p>A map</p>' }),
  );
}

for (const path of ['/store', '/about']) {
  test(`${path} contacts no Google host before the map is asked for, and shows it when it is`, async ({
    page,
  }) => {
    const shop = (await (await page.request.get('/api/shop')).json()) as {
      shopName: string;
      formattedAddress: string;
    };
    const requests = recordRequests(page);
    await page.goto(path);
    const show = page.getByRole('button', { name: 'Show map — loads Google Maps' });
    // Scrolled to, as a shopper reading the page would: still nothing is fetched from Google.
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await expect(page.getByText(shop.formattedAddress).last()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(requests.toGoogle()).toEqual([]);
    await expect(page.locator('iframe[title^="Map showing"]')).toHaveCount(0);

    if (path === '/store') {
      expect(await axeFindings(page, 'main')).toEqual([]);
      await snap(page, 'map-store-before-click');
    }
    // Held by the element itself: the button it is found by goes with the click.
    const box = await show.locator('xpath=ancestor::div[@tabindex="-1"][1]').elementHandle();
    // Where the box sits in the page, whatever the scroll.
    const placeOfBox = () =>
      box.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, left: r.left, width: r.width, height: r.height };
      });
    const before = await placeOfBox();

    await answerForTheMapService(page);
    await show.click();
    const map = page.getByTitle(`Map showing ${shop.shopName}`);
    await expect(map).toBeVisible();
    expect(requests.toGoogle().some((url) => url.startsWith('https://www.google.com/maps?'))).toBe(
      true,
    );
    expect(await placeOfBox()).toEqual(before);
  });
}
