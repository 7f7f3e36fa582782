import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Database, PooledDb } from '../../src/server/db/client';
import { createCatalogueCache } from '../../src/server/modules/catalog/catalogueCache';
import { createMailer } from '../../src/server/integrations/mail';
import {
  countedRateLimiter,
  memoryRateLimiter,
  scaledRateLimiter,
  type RateLimiter,
} from '../../src/server/integrations/rateLimiter';
import type { ImageStore } from '../../src/server/integrations/images/imageStore';
import { createLocalImageStore } from '../../src/server/integrations/images/localImageStore';
import type { PaymentProvider } from '../../src/server/integrations/payments/provider';
import { createTestPaymentProvider } from '../../src/server/integrations/payments/testProvider';
import { createShopMetrics } from '../../src/server/metrics/shopMetrics';
import type { Services } from '../../src/server/services';

export const TEST_ADMIN_SECRET_KEY = 'test-admin-secret-key';

/**
 * The services the server builds at start, over a test database; mail goes to a temp outbox. A
 * bare database handle has no change notices, so its catalogue cache holds nothing.
 */
export function createTestServices(
  source: Database | PooledDb,
  overrides: {
    adminSecretKey?: string;
    limiter?: RateLimiter;
    smtpUrl?: string;
    smtpTimeoutMs?: number;
    outboxDir?: string;
    log?: Logger;
    payments?: PaymentProvider;
    images?: ImageStore;
    unpaidOrderMinutes?: number;
  } = {},
): Services {
  const { db, adminDb, changes } =
    'changes' in source ? source : { db: source, adminDb: source, changes: undefined };
  const metrics = createShopMetrics();
  const outboxDir =
    overrides.outboxDir ?? path.join(os.tmpdir(), `shop-outbox-${randomBytes(4).toString('hex')}`);
  return {
    db,
    adminDb,
    catalogue: createCatalogueCache(changes, metrics),
    auth: {
      jwtSecret: randomBytes(32).toString('base64url'),
      adminSecretKey:
        'adminSecretKey' in overrides ? overrides.adminSecretKey : TEST_ADMIN_SECRET_KEY,
    },
    mailer: createMailer({
      db,
      smtpUrl: overrides.smtpUrl,
      from: 'Test Shop <shop@example.test>',
      outboxDir,
      log: overrides.log ?? pino({ level: 'silent' }),
      smtpTimeoutMs: overrides.smtpTimeoutMs,
      counters: metrics,
    }),
    // Tests sign up many accounts from one address; the limits are proven with a factor of 1.
    limiter: countedRateLimiter(
      overrides.limiter ?? scaledRateLimiter(memoryRateLimiter(), 100),
      metrics,
    ),
    payments: overrides.payments ?? createTestPaymentProvider(),
    images:
      overrides.images ??
      createLocalImageStore({
        uploadsDir: path.join(os.tmpdir(), `shop-uploads-${randomBytes(4).toString('hex')}`),
        urlPrefix: '/uploads',
      }),
    settings: {
      publicUrl: 'http://shop.example.test',
      unpaidOrderMinutes: overrides.unpaidOrderMinutes ?? 15,
    },
    metrics,
    connections: () => ('connections' in source ? source.connections() : null),
  };
}

/** Test helpers take a database (default services over it) or services a test built itself. */
export const asServices = (source: Database | PooledDb | Services): Services =>
  'mailer' in source ? source : createTestServices(source);
