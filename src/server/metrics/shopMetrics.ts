import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This instance's Prometheus metrics, in a registry of its own (never prom-client's global one),
 * created with the services: two apps in one process (tests) count apart. Counters and histograms
 * are counted as things happen; gauges are read when Prometheus scrapes (scrapeMetrics.ts). The
 * README's "Metrics" section lists them all.
 */
export function createShopMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,

    httpRequests: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by route template (never the raw address), method and status class',
      labelNames: ['route', 'method', 'status'] as const,
      // Most answers take 1-50 ms; the tail up to seconds is what p99 is read from.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),

    cacheLookups: new Counter({
      name: 'shop_catalogue_cache_lookups_total',
      help: 'Catalogue cache look-ups by part and result (hit or miss; a miss while the cache is off too)',
      labelNames: ['part', 'result'] as const,
      registers,
    }),
    changeNotices: new Counter({
      name: 'shop_catalogue_change_notices_total',
      help: 'Catalogue change notices heard, each clearing the whole cache (a write is heard once per listening connection)',
      registers,
    }),
    cacheEntries: new Gauge({
      name: 'shop_catalogue_cache_entries',
      help: 'Entries held by each part of the catalogue cache',
      labelNames: ['part'] as const,
      registers,
    }),
    cacheBytes: new Gauge({
      name: 'shop_catalogue_cache_bytes',
      help: 'Bytes held by the parts of the catalogue cache that are bounded in bytes',
      labelNames: ['part'] as const,
      registers,
    }),
    cacheEnabled: new Gauge({
      name: 'shop_catalogue_cache_enabled',
      help: '1 while catalogue change notices reach this instance (the cache is on), else 0',
      registers,
    }),

    mailsSent: new Counter({
      name: 'shop_mails_sent_total',
      help: 'Mails this instance sent from the outbox',
      registers,
    }),
    mailFailures: new Counter({
      name: 'shop_mail_failures_total',
      help: 'Sending attempts that failed (each is retried later)',
      registers,
    }),
    mailOutbox: new Gauge({
      name: 'shop_mail_outbox_unsent',
      help: 'Mails in the outbox not sent yet, all of them or those already tried and failed',
      labelNames: ['state'] as const,
      registers,
    }),
    mailOutboxOldest: new Gauge({
      name: 'shop_mail_outbox_oldest_unsent_seconds',
      help: 'Age of the oldest unsent mail (0 when none waits)',
      registers,
    }),

    payments: new Gauge({
      name: 'shop_payments',
      help: 'Payments (provider orders) by status, read from the database',
      labelNames: ['status'] as const,
      registers,
    }),

    backgroundRounds: new Histogram({
      name: 'shop_background_round_duration_seconds',
      help: 'Background rounds by job: how many ran and how long they took',
      labelNames: ['job'] as const,
      buckets: [0.005, 0.025, 0.1, 0.5, 2, 10, 60],
      registers,
    }),
    backgroundFailures: new Counter({
      name: 'shop_background_round_failures_total',
      help: 'Background rounds that failed, by job',
      labelNames: ['job'] as const,
      registers,
    }),

    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by rule',
      labelNames: ['rule'] as const,
      registers,
    }),
    rateLimitStore: new Gauge({
      name: 'shop_rate_limit_store',
      help: '1 for where rate limits are counted now: redis (shared), memory (one instance), or memory fallback (Redis unreachable)',
      labelNames: ['store'] as const,
      registers,
    }),

    databaseConnections: new Gauge({
      name: 'shop_database_connections',
      help: 'Database connections by state (busy, idle) and their maximum; the embedded database is one connection',
      labelNames: ['state'] as const,
      registers,
    }),
    databaseWaiting: new Gauge({
      name: 'shop_database_waiting_queries',
      help: 'Queries waiting for a database connection (embedded: for the one in use)',
      registers,
    }),
    databaseUp: new Gauge({
      name: 'shop_database_up',
      help: '1 when the database answered this scrape within a second, else 0',
      registers,
    }),

    instanceStopping: new Gauge({
      name: 'shop_instance_stopping',
      help: '1 once this instance received SIGTERM and is finishing its requests',
      registers,
    }),
    instanceReady: new Gauge({
      name: 'shop_instance_ready',
      help: '1 while this instance is not stopping and its database answers (what /readyz says)',
      registers,
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
