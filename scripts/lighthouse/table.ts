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
  /** Main-thread time spent evaluating and compiling scripts (the bootup-time audit). */
  scriptMs: number;
  /** The page's HTML, as sent (compressed) and decoded. */
  htmlBytes: { sent: number; decoded: number };
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
        | {
            items: {
              url: string;
              resourceType?: string;
              transferSize?: number;
              resourceSize?: number;
            }[];
          }
        | undefined
    )?.items ?? [];
  const document = requests.find((r) => r.resourceType === 'Document');
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
    scriptMs: numeric(lhr, 'bootup-time'),
    htmlBytes: {
      sent: document?.transferSize ?? NaN,
      decoded: document?.resourceSize ?? NaN,
    },
    scriptUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    failing: [...new Set(failing)],
    error: lhr.runtimeError?.code,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Markdown tables, so they can go straight into a closing note: every run, then each page's
 * median (each column's own median, as Lighthouse's variability guide does), then what held each
 * page back.
 */
export function printTable(rows: Row[]) {
  console.log('\n| page | run | perf | a11y | BP | SEO | LCP | CLS | TBT | script time |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    if (r.error) {
      console.log(`| ${r.page} | ${r.run} | Lighthouse error ${r.error} | | | | | | | |`);
      continue;
    }
    console.log(
      `| ${r.page} | ${r.run} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ` +
        `${r.seo} | ${seconds(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ` +
        `${Math.round(r.scriptMs)} ms |`,
    );
  }
  console.log('\nMedians:\n');
  console.log(
    '| page | perf | LCP | TBT | CLS | a11y / BP / SEO | script time | HTML (sent / decoded) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of [...new Set(rows.map((r) => r.page))]) {
    const runs = rows.filter((r) => r.page === page && !r.error);
    if (runs.length === 0) continue;
    const m = (pick: (r: Row) => number) => median(runs.map(pick));
    console.log(
      `| ${page} | ${Math.round(m((r) => r.performance))} | ${seconds(m((r) => r.lcpMs))} | ` +
        `${Math.round(m((r) => r.tbtMs))} ms | ${m((r) => r.cls).toFixed(3)} | ` +
        `${m((r) => r.accessibility)} / ${m((r) => r.bestPractices)} / ${m((r) => r.seo)} | ` +
        `${Math.round(m((r) => r.scriptMs))} ms | ` +
        `${kilobytes(runs[0]!.htmlBytes.sent)} / ${kilobytes(runs[0]!.htmlBytes.decoded)} |`,
    );
  }
  console.log('\nAudits below 90 (first run of each page):');
  for (const r of rows.filter((row) => row.run === 1)) {
    console.log(`  ${r.page}: ${r.failing.join(', ') || 'none'}`);
  }
}
