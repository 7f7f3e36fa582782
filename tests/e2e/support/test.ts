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

/** The admin registration key of the e2e server (see globalSetup). */
export const E2E_ADMIN_SECRET_KEY = 'e2e-admin-secret-key';
