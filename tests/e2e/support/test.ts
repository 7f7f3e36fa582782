import { test as base, expect, type Page } from '@playwright/test';

/**
 * Until the app has taken over a page the server rendered (src/client/startApp.tsx), its fields
 * and selects are plain HTML: a shopper's tap is held and replayed, but what a test types or
 * selects that early would be lost. So every load a test makes waits for the app, as a person
 * reading the page would. Pages without the app (robots.txt), and tests without JavaScript, pass
 * at once.
 */
function waitForAppOnLoads(page: Page) {
  const appStarted = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        document.documentElement.hasAttribute('data-app-started'),
    );
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        // A test that asks for an earlier moment than `load` wants the page before the app.
        const options = args.find((arg) => typeof arg === 'object') as
          { waitUntil?: string } | undefined;
        if (!options?.waitUntil || options.waitUntil === 'load') await appStarted();
        return response;
      },
    });
  }
}

/** Playwright's test, pointed at the server that globalSetup started. */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must stay.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
    await use(url);
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const page of context.pages()) waitForAppOnLoads(page);
      context.on('page', waitForAppOnLoads);
    }
    await use(context);
  },
});

export { expect };

/** The admin registration key of the e2e server (see globalSetup). */
export const E2E_ADMIN_SECRET_KEY = 'e2e-admin-secret-key';
