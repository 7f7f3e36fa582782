import type { Page } from '@playwright/test';

/**
 * Everything the page prints as an error, every uncaught exception, and every breach of the
 * Content-Security-Policy (Chrome shows those in its console, but not through Playwright's
 * console events).
 */
export async function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A page without an icon of its own (robots.txt, where a session is restored) makes the
    // browser ask for /favicon.ico: the browser's request, not the app's.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.exposeFunction('reportCspViolation', (text: string) => errors.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}
