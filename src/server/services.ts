import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './integrations/mail';
import {
  memoryRateLimiter,
  redisRateLimiter,
  scaledRateLimiter,
  type RateLimiter,
} from './integrations/rateLimiter';

/** Secrets the auth module signs and compares with. */
export interface AuthSettings {
  jwtSecret: string;
  /** Unset: admin registration is refused. */
  adminSecretKey: string | undefined;
}

/** Built once at start and shared by every request, whichever adapter (tRPC or REST) serves it. */
export interface Services {
  db: Db;
  auth: AuthSettings;
  mailer: Mailer;
  limiter: RateLimiter;
}

export function createServices(config: Config, db: Db, log: Logger): Services {
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl, log) : memoryRateLimiter();
  return {
    db,
    auth: { jwtSecret: config.jwtSecret, adminSecretKey: config.adminSecretKey },
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
    limiter: scaledRateLimiter(limiter, config.rateLimitFactor),
  };
}

/** Lets queued mail finish and releases connections; the database is closed by its owner. */
export async function closeServices(services: Services) {
  await services.mailer.drain();
  await services.limiter.close();
}
