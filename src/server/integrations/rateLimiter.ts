import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DomainError } from '../errors';
import type { ShopMetrics } from '../metrics/shopMetrics';

/** At most `max` hits per `windowSeconds` for one key (a client address or an account). */
export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Where the counters are: shared in Redis, in this process's memory (one instance), or in its
 * memory while Redis cannot be reached (each instance then counts alone).
 */
export type RateLimitStore = 'redis' | 'memory' | 'memory fallback';

export interface RateLimiter {
  /** Counts one hit; answers the seconds to wait when the rule's limit is passed, else 0. */
  hit(rule: RateLimitRule, key: string): Promise<number>;
  /** Takes back one hit that turned out to be a repeat of work already done. */
  forgive(rule: RateLimitRule, key: string): Promise<void>;
  /** Where the counting happens right now (readiness shows it). */
  store(): RateLimitStore;
  close(): Promise<void>;
}

/** Fixed windows per rule and key, counted by rate-limiter-flexible (one limiter per rule). */
function countingLimiter(
  create: (rule: RateLimitRule) => RateLimiterAbstract,
  store: () => RateLimitStore,
  close: () => Promise<void> = () => Promise.resolve(),
): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule) => {
    const id = `${rule.name}:${rule.max}:${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) limiters.set(id, (limiter = create(rule)));
    return limiter;
  };
  return {
    async hit(rule, key) {
      try {
        await limiterFor(rule).consume(key);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    async forgive(rule, key) {
      await limiterFor(rule).reward(key, 1);
    },
    store,
    close,
  };
}

const windowOf = (rule: RateLimitRule) => ({ points: rule.max, duration: rule.windowSeconds });

const memoryCounters = (rule: RateLimitRule, prefix = '') =>
  new RateLimiterMemory({ keyPrefix: `${prefix}${rule.name}`, ...windowOf(rule) });

/** Counters in process memory: right for a single instance. */
export function memoryRateLimiter(): RateLimiter {
  return countingLimiter(memoryCounters, () => 'memory');
}

/**
 * Counters in Redis, shared by every instance of the shop. While Redis cannot be reached each
 * rule counts in this process's memory instead (rate-limiter-flexible's insurance limiter): the
 * limits hold, per instance, rather than switching off. Logged once when the outage starts and
 * once when Redis is back, not per request.
 */
export function redisRateLimiter(url: string, log: Logger, prefix = 'shop:rate:'): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
  });
  let outage = false;
  let closing = false;
  const outageBegins = (err?: unknown) => {
    if (outage || closing) return;
    outage = true;
    log.warn(
      { err },
      "rate-limit store (Redis) unavailable: limits count in this instance's memory until it is back",
    );
  };
  redis.on('error', outageBegins);
  redis.on('close', () => outageBegins());
  redis.on('ready', () => {
    if (!outage) return;
    outage = false;
    log.info('rate-limit store (Redis) back: limits are shared again');
  });
  return countingLimiter(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${rule.name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryCounters(rule, prefix),
        ...windowOf(rule),
      }),
    () => (redis.status === 'ready' ? 'redis' : 'memory fallback'),
    async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  );
}

/** Every rule's maximum times `factor` (RATE_LIMIT_FACTOR), for test and load runs. */
export function scaledRateLimiter(limiter: RateLimiter, factor: number): RateLimiter {
  if (factor === 1) return limiter;
  return {
    hit: (rule, key) => limiter.hit({ ...rule, max: rule.max * factor }, key),
    forgive: (rule, key) => limiter.forgive({ ...rule, max: rule.max * factor }, key),
    store: () => limiter.store(),
    close: () => limiter.close(),
  };
}

/** Counts each refusal under its rule's name (metrics: shop_rate_limit_refusals_total). */
export function countedRateLimiter(
  limiter: RateLimiter,
  counters: Pick<ShopMetrics, 'rateLimitRefusals'>,
): RateLimiter {
  return {
    async hit(rule, key) {
      const wait = await limiter.hit(rule, key);
      if (wait > 0) counters.rateLimitRefusals.inc({ rule: rule.name });
      return wait;
    },
    forgive: (rule, key) => limiter.forgive(rule, key),
    store: () => limiter.store(),
    close: () => limiter.close(),
  };
}

/** Counts a hit for each key; the first exhausted limit refuses with a 429 that says how long. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  hits: [rule: RateLimitRule, key: string][],
): Promise<void> {
  const waits = await Promise.all(hits.map(([rule, key]) => limiter.hit(rule, key)));
  const wait = Math.max(...waits);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.ceil(wait),
    );
  }
}

/** Takes back the hits of a request that only repeated one already counted. */
export async function forgiveRateLimits(
  limiter: RateLimiter,
  hits: [rule: RateLimitRule, key: string][],
): Promise<void> {
  await Promise.all(hits.map(([rule, key]) => limiter.forgive(rule, key)));
}
