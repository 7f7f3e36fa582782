import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { ConnectionUse, Database, PooledDb } from './db/client';
import { createImageStore } from './integrations/images/createImageStore';
import type { ImageStore } from './integrations/images/imageStore';
import { createMailer, type Mailer } from './integrations/mail';
import { createPaypalProvider } from './integrations/payments/paypal';
import type { PaymentProvider } from './integrations/payments/provider';
import { createTestPaymentProvider } from './integrations/payments/testProvider';
import { type CatalogueCache, createCatalogueCache } from './modules/catalog';
import { shopMailSender } from './modules/shop';
import {
  countedRateLimiter,
  memoryRateLimiter,
  redisRateLimiter,
  scaledRateLimiter,
  type RateLimiter,
} from './integrations/rateLimiter';
import { createShopMetrics, type ShopMetrics } from './metrics/shopMetrics';

/** Secrets the auth module signs and compares with. */
export interface AuthSettings {
  jwtSecret: string;
  /** Unset: admin registration is refused. */
  adminSecretKey: string | undefined;
}

/** Business settings read from the configuration. */
export interface ShopSettings {
  /** Where shoppers reach the shop; links in e-mails start with it. */
  publicUrl: string;
  /** An unpaid order releases its stock after this many minutes. */
  unpaidOrderMinutes: number;
}

/** Built once at start and shared by every request, whichever adapter (tRPC or REST) serves it. */
export interface Services {
  db: PooledDb;
  /** Administrator pages and exports: a pool of their own (db/client.ts); requests switch to it. */
  adminDb: PooledDb;
  /** The storefront catalogue's answers, kept until the next catalogue write (catalogueCache.ts). */
  catalogue: CatalogueCache;
  auth: AuthSettings;
  mailer: Mailer;
  limiter: RateLimiter;
  payments: PaymentProvider;
  /** Product pictures: a bucket (S3_URL), Cloudinary (CLOUDINARY_URL) or DATA_DIR/uploads. */
  images: ImageStore;
  settings: ShopSettings;
  /** This instance's Prometheus metrics (metrics/shopMetrics.ts). */
  metrics: ShopMetrics;
  /** How the database's connections are used now, for the metrics. */
  connections: () => ConnectionUse | null;
}

export function createServices(config: Config, database: Database, log: Logger): Services {
  const { db, adminDb } = database;
  const metrics = createShopMetrics();
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl, log) : memoryRateLimiter();
  return {
    db,
    adminDb,
    catalogue: createCatalogueCache(database.changes, metrics),
    auth: { jwtSecret: config.jwtSecret, adminSecretKey: config.adminSecretKey },
    mailer: createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? (() => shopMailSender(db, config.publicUrl)),
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
      retryCapMs: config.mailRetryCapSeconds * 1000,
      counters: metrics,
    }),
    limiter: countedRateLimiter(scaledRateLimiter(limiter, config.rateLimitFactor), metrics),
    payments: config.paypal
      ? createPaypalProvider({ ...config.paypal, log })
      : createTestPaymentProvider(),
    images: createImageStore(config),
    settings: { publicUrl: config.publicUrl, unpaidOrderMinutes: config.unpaidOrderMinutes },
    metrics,
    connections: () => database.connections(),
  };
}

/**
 * Releases connections; the database is closed by its owner. Queued mail stays in its table
 * for the next start: a dead mail server must not hold up a shutdown.
 */
export async function closeServices(services: Services) {
  await services.limiter.close();
}
