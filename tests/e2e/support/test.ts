import { test as base, expect } from '@playwright/test';

/** Playwright's test, pointed at the server that globalSetup started. */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must stay.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
    await use(url);
  },
});

export { expect };
