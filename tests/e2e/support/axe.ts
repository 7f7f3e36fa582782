import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page (or only inside `include`) against WCAG 2.2 AA (target-size: tap
 * targets of 24 px and more) and its best practices, one line per rule with the nodes it names.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  const scan = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The maps frame is the maps service's page, not ours (and unreachable in tests).
    .exclude('iframe')
    // Only what failed comes back: the passes' node lists made each run ~30% slower.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself: the default finishes each scan in a new blank page (another
    // renderer per scan), needed only to combine results from frames, which are excluded above.
    .setLegacyMode();
  const { violations } = await (include ? scan.include(include) : scan).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
