import type { measureClientWeight } from './clientWeight';
import type { LoadResult } from './load';
import type { Budget, Scenario } from './scenarios';
import { fetchWire } from './wireBytes';

export interface Measured {
  scenario: Scenario;
  ours: LoadResult;
  reference: LoadResult;
  ratio: number;
  /** Body bytes of one answer, uncompressed. */
  bytes: number;
  budget: Budget | null;
}

const cell = (value: string, width: number) => value.padStart(width);
const fixed = (value: number, digits = 0) => value.toFixed(digits);

function missedBudget({ ratio, ours, budget }: Measured): string | null {
  if (!budget) return null;
  if (ratio < budget.minRatio) return `ratio ${fixed(ratio, 2)} < ${budget.minRatio}`;
  if (budget.maxP99 !== undefined && ours.p99 > budget.maxP99) {
    return `p99 ${fixed(ours.p99)} ms > ${budget.maxP99} ms`;
  }
  return null;
}

/** The results table; answers one line per missed budget. */
export function printResults(measured: Measured[], database: string): string[] {
  console.log(`\nCatalogue API on ${database} (reference: PostgreSQL)`);
  console.log(
    `  ${'scenario'.padEnd(28)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}` +
      `${cell('ref req/s', 10)}${cell('ref p99', 8)}${cell('ratio', 7)}${cell('budget', 12)}` +
      `${cell('bytes', 8)}${cell('CPU µs', 8)}${cell('ref CPU', 8)}${cell('CPU ratio', 10)}`,
  );
  const failures: string[] = [];
  for (const m of measured) {
    const missed = missedBudget(m);
    if (missed) failures.push(`${m.scenario.name}: ${missed}`);
    const budget = m.budget
      ? `≥${m.budget.minRatio}${m.budget.maxP99 ? `,<${m.budget.maxP99}` : ''}`
      : '-';
    console.log(
      `${missed ? '✗' : ' '} ${m.scenario.name.padEnd(28)}${cell(fixed(m.ours.rps), 8)}` +
        `${cell(fixed(m.ours.p50, 1), 8)}${cell(fixed(m.ours.p99), 8)}` +
        `${cell(fixed(m.reference.rps), 10)}${cell(fixed(m.reference.p99), 8)}` +
        `${cell(fixed(m.ratio, 2), 7)}${cell(budget, 12)}` +
        `${cell(String(m.bytes), 8)}${cell(fixed(m.ours.cpuUs), 8)}` +
        `${cell(fixed(m.reference.cpuUs), 8)}${cell(fixed(m.reference.cpuUs / m.ours.cpuUs, 2), 10)}`,
    );
  }
  console.log(
    '  CPU: each server process’s own CPU time per request (on PGlite ours includes its database);\n' +
      '  its ratio holds steadier than req/s on a busy machine. Budgets are on req/s.',
  );
  return failures;
}

/** The default listing's body as each encoding a client may ask for sends it. */
export async function printListingBytes(url: string) {
  console.log('\nOne listing page (12 products) on the wire:');
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await fetchWire(url, encoding);
    console.log(
      `  asked ${encoding.padEnd(9)} sent ${response.encoding.padEnd(9)} ${response.bytes} bytes` +
        `  ETag ${String(response.headers.etag ?? '-')}  Cache-Control ` +
        `${String(response.headers['cache-control'] ?? '-')}`,
    );
  }
}

export function printClientWeight(weights: Awaited<ReturnType<typeof measureClientWeight>>) {
  console.log('\nClient first visit, as a browser downloads it (Accept-Encoding: br, gzip):');
  const failures: string[] = [];
  for (const w of weights) {
    const ok = w.wireKb <= w.budgetKb;
    if (!ok) failures.push(`${w.name}: ${fixed(w.wireKb, 1)} KB > ${w.budgetKb} KB`);
    console.log(
      `${ok ? ' ' : '✗'} ${w.name.padEnd(12)} ${w.files} file(s), ${fixed(w.rawKb, 1)} KB raw, ${fixed(w.wireKb, 1)} KB ` +
        `sent (${w.encoding}; budget ${w.budgetKb} KB)  Cache-Control ${w.cacheControl}`,
    );
  }
  return failures;
}
