import { count, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { paymentStatuses } from '../../shared/paymentStatus';
import type { PooledDb } from '../db/client';
import { mailOutbox, payments } from '../db/schema';
import type { Services } from '../services';
import type { ShopMetrics } from './shopMetrics';

/** A scrape never waits long on a busy or stuck database: its figures are left out instead. */
const DATABASE_READ_MS = 1000;

/**
 * The Prometheus text of this instance: the gauges read now (the catalogue cache's parts, where
 * rate limits are counted, the database's connections, then two small queries: payments by status
 * and the mail outbox), with
 * the counters and histograms as counted so far.
 */
export async function scrapeMetrics(
  services: Services,
  instance: { stopping: boolean; log: Logger },
): Promise<string> {
  const { metrics, catalogue } = services;
  metrics.cacheEnabled.set(catalogue.enabled ? 1 : 0);
  for (const part of catalogue.parts) {
    metrics.cacheEntries.set({ part: part.name }, part.entries);
    if (part.bytes !== undefined) metrics.cacheBytes.set({ part: part.name }, part.bytes);
  }
  metrics.rateLimitStore.reset();
  metrics.rateLimitStore.set({ store: services.limiter.store() }, 1);
  const connections = services.connections();
  if (connections) {
    metrics.databaseConnections.set({ state: 'busy' }, connections.busy);
    metrics.databaseConnections.set({ state: 'idle' }, connections.idle);
    metrics.databaseConnections.set({ state: 'max' }, connections.max);
    metrics.databaseWaiting.set(connections.waiting);
  }
  const answered = await readDatabaseFigures(metrics, services.db).then(
    () => true,
    (err: unknown) => {
      instance.log.warn({ err }, 'metrics: the database did not answer');
      return false;
    },
  );
  metrics.databaseUp.set(answered ? 1 : 0);
  metrics.instanceStopping.set(instance.stopping ? 1 : 0);
  metrics.instanceReady.set(answered && !instance.stopping ? 1 : 0);
  return metrics.registry.metrics();
}

/** Payments by status and the outbox's unsent mail; on a timeout or error, neither is shown. */
async function readDatabaseFigures(metrics: ShopMetrics, db: PooledDb) {
  metrics.payments.reset();
  metrics.mailOutbox.reset();
  metrics.mailOutboxOldest.reset();
  const [byStatus, [outbox]] = await withinTime(
    Promise.all([
      db
        .select({ status: payments.status, count: count() })
        .from(payments)
        .groupBy(payments.status),
      // The unsent are few and indexed (mail_outbox_due_idx is on them alone).
      db
        .select({
          unsent: count(),
          retrying: sql`count(*) filter (where ${mailOutbox.attempts} > 0)`.mapWith(Number),
          oldestSeconds:
            sql`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)`.mapWith(
              Number,
            ),
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt)),
    ]),
    DATABASE_READ_MS,
  );
  const counted = new Map(byStatus.map((row) => [row.status, row.count]));
  for (const status of paymentStatuses) metrics.payments.set({ status }, counted.get(status) ?? 0);
  metrics.mailOutbox.set({ state: 'all' }, outbox?.unsent ?? 0);
  metrics.mailOutbox.set({ state: 'retrying' }, outbox?.retrying ?? 0);
  metrics.mailOutboxOldest.set(outbox?.oldestSeconds ?? 0);
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
