import type { Locator, Page } from '@playwright/test';

/** The first value of each option: a test about something else buys the piece in any size. */
export const anyChoice = (variations: Record<string, string[]> = {}) =>
  Object.fromEntries(
    Object.entries(variations)
      .filter(([, values]) => values.length > 0)
      .map(([option, values]) => [option, values[0]!]),
  );

/**
 * On a product page or in Quick View: the first value of every option shown that can be chosen
 * (a size sold out is greyed out and cannot be).
 */
export async function chooseAnyOptions(scope: Page | Locator) {
  for (const group of await scope.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { disabled: false }).first().check();
  }
}
