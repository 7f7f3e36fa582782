import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { collectConsoleErrors } from './support/consoleErrors';
import { snap } from './support/screenshots';
import { expect, test } from './support/test';

const showing = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ products$/);
/** The sidebar's section under this heading. */
const facet = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A facet value's button and the number of products it says it would show. */
async function valueCount(button: Locator) {
  const text = (await button.innerText()).replace(/\s+/g, ' ');
  return Number(/(\d+)(?: products)?\s*$/.exec(text)![1]);
}

test('metal and stone facets count what choosing them shows, react to each other, and are in the page as served', async ({
  page,
}) => {
  const errors = await collectConsoleErrors(page);
  // Served with its facets: a crawler or a slow phone sees them before any script runs.
  const html = await (await page.request.get('/products')).text();
  expect(html).toContain('Metal');
  expect(html).toContain('aria-pressed');

  await page.goto('/products');
  const metal = facet(page, 'Metal');
  const platinum = metal.getByRole('button', { name: /^Platinum/ });
  const platinumCount = await valueCount(platinum);
  // By keyboard: the value is a button.
  await platinum.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]material=platinum/);
  await expect(platinum).toHaveAttribute('aria-pressed', 'true');
  await expect(showing(page)).toHaveText(new RegExp(`of ${platinumCount} products$`));

  // The stone counts now count platinum pieces only.
  const stone = facet(page, 'Stone');
  const firstStone = stone.getByRole('button').first();
  const stoneCount = await valueCount(firstStone);
  expect(stoneCount).toBeLessThanOrEqual(platinumCount);
  await firstStone.click();
  await expect(page).toHaveURL(/[?&]stone=/);
  await expect(showing(page)).toHaveText(new RegExp(`of ${stoneCount} products$`));
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Platinum');
  expect(await axeFindings(page, 'main')).toEqual([]);
  await snap(page, 'listing-facets');

  // Pressed again, the value comes off.
  await metal.getByRole('button', { name: /^Platinum/ }).click();
  await expect(page).not.toHaveURL(/material=/);
  expect(errors).toEqual([]);
});

test('on a phone the filters open as a sheet, a size in stock is chosen there, and the sheet shows the result', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.locator('#catalog-filters');
  await expect(sheet).toBeFocused();
  const size = facet(page, 'Size in stock').getByRole('button').first();
  const count = await valueCount(size);
  await size.click();
  await expect(page).toHaveURL(/[?&]size=/);
  await expect(sheet.getByRole('button', { name: `Show ${count} products` })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/listing-filter-sheet-390.png` });
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(showing(page)).toHaveText(new RegExp(`of ${count} products$`));
});
