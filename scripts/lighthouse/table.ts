import type { Result } from 'lighthouse';

export interface Row {
  page: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts the page loaded (for the first-visit JavaScript weight). */
  scriptUrls: string[];
  /** The audits below a full score, by id, for the reader to act on. */
  failing: string[];
  /** Set when Lighthouse could not measure the page (its scores are then 0). */
  error?: string;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

export function rowFrom(page: string, run: number, lhr: Result): Row {
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: { url: string; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => audit!.id);
  return {
    page,
    run,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    failing: [...new Set(failing)],
    error: lhr.runtimeError?.code,
  };
}

/** A Markdown table, so it can go straight into a closing note, then what held each page back. */
export function printTable(rows: Row[]) {
  console.log('\n| page | run | perf | a11y | best practices | SEO | LCP | CLS | TBT |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    if (r.error) {
      console.log(`| ${r.page} | ${r.run} | Lighthouse error ${r.error} | | | | | | |`);
      continue;
    }
    console.log(
      `| ${r.page} | ${r.run} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ` +
        `${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ` +
        `${Math.round(r.tbtMs)} ms |`,
    );
  }
  console.log('\nAudits below 90 (first run of each page):');
  for (const r of rows.filter((row) => row.run === 1)) {
    console.log(`  ${r.page}: ${r.failing.join(', ') || 'none'}`);
  }
}
