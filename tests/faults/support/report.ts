import { sampleValue, type PrometheusSample } from '../../support/prometheusText';
import type { Sample } from './traffic';

export interface TrafficFigures {
  requests: number;
  serverErrors: number;
  /** Route → how many of its answers were 5xx: where to look when there are any. */
  serverErrorRoutes: Record<string, number>;
  /** Requests that got no answer at all (refused or dropped connections). */
  noAnswer: number;
  statuses: Record<number, number>;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Requests, 5xx, latency percentiles and throughput of a traffic run. */
export function trafficFigures(samples: Sample[], elapsedMs: number): TrafficFigures {
  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  const serverErrorRoutes: Record<string, number> = {};
  for (const s of samples) {
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    if (s.status >= 500) serverErrorRoutes[s.route] = (serverErrorRoutes[s.route] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    serverErrors: samples.filter((s) => s.status >= 500).length,
    serverErrorRoutes,
    noAnswer: statuses[0] ?? 0,
    statuses,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    perSecond: Math.round((samples.length / elapsedMs) * 1000),
  };
}

export function describeFigures(title: string, f: TrafficFigures): string {
  return (
    `${title}: ${f.requests} requests, ${f.serverErrors} 5xx, ${f.noAnswer} unanswered, ` +
    `p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.perSecond} requests/s; statuses ${JSON.stringify(f.statuses)}` +
    (f.serverErrors > 0 ? `; 5xx by route ${JSON.stringify(f.serverErrorRoutes)}` : '')
  );
}

/** Each catalogue cache part's look-ups from a scrape of the shop's metrics: hits, misses, rate. */
export function describeCacheParts(samples: PrometheusSample[]): string {
  const parts = [
    ...new Set(
      samples.filter((s) => s.name === 'shop_catalogue_cache_entries').map((s) => s.labels.part!),
    ),
  ];
  const lookups = (part: string, result: string) =>
    sampleValue(samples, 'shop_catalogue_cache_lookups_total', { part, result }) ?? 0;
  const rows = parts.map((part) => {
    const hits = lookups(part, 'hit');
    const misses = lookups(part, 'miss');
    const rate = hits + misses > 0 ? `${((100 * hits) / (hits + misses)).toFixed(1)}%` : '-';
    const entries = sampleValue(samples, 'shop_catalogue_cache_entries', { part }) ?? 0;
    return `  ${part.padEnd(14)} ${String(hits).padStart(9)} ${String(misses).padStart(9)} ${rate.padStart(7)} ${String(entries).padStart(8)}`;
  });
  const notices = sampleValue(samples, 'shop_catalogue_change_notices_total') ?? 0;
  return [
    `Catalogue cache (${notices} change notices heard; a sale's forgets what shows its products):`,
    `  ${'part'.padEnd(14)} ${'hits'.padStart(9)} ${'misses'.padStart(9)} ${'rate'.padStart(7)} ${'entries'.padStart(8)}`,
    ...rows,
  ].join('\n');
}
