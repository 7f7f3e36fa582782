import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell when it is installed: the same Blink without the full browser's UI,
 * as Playwright's own headless mode uses; it takes ~15% less CPU than `chromium --headless`.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

/** Debian's Chromium; flags keep it off the network this machine does not have. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  outputDir: 'test-results',
  workers: 2,
  // Tests, not files, are shared out: the axe spec alone holds ~60 and would keep one worker busy
  // after the other has finished. Every test makes its own accounts and orders.
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Journeys of ten steps and more, two at a time on a 2-core machine: 30 s was too tight for a few.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs ~30% of the suite's CPU even when it is thrown away; CI keeps no
    // files to open it from. Locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
