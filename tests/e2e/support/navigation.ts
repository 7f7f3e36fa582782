import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens `path` inside the running app, as one of its links does: no reload, so the scripts,
 * styles and fonts are not fetched, parsed and started again (most of a cold visit's CPU). The
 * app has taken the new page over once the document's title has changed; each page names itself.
 */
export async function openInApp(page: Page, path: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).not.toHaveTitle(before);
}
