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

export interface RateLimiter {
  /** Counts one hit; answers the seconds to wait when the rule's limit is passed, else 0. */
  hit(rule: RateLimitRule, key: string): Promise<number>;
  /** Takes back one hit that turned out to be a repeat of work already done. */
  forgive(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed windows per rule and key, counted by rate-limiter-flexible (one limiter per rule, made by
 * `create`). A failing store (Redis away) is `onStoreError`'s to judge.
 */
function countingLimiter(
  create: (rule: RateLimitRule) => RateLimiterAbstract,
  onStoreError: (err: unknown, rule: RateLimitRule) => number,
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
        return onStoreError(refusal, rule);
      }
    },
    async forgive(rule, key) {
      try {
        await limiterFor(rule).reward(key, 1);
      } catch (err) {
        onStoreError(err, rule);
      }
    },
    close,
  };
}

const windowOf = (rule: RateLimitRule) => ({ points: rule.max, duration: rule.windowSeconds });

/** Counters in process memory: right for a single instance. */
export function memoryRateLimiter(): RateLimiter {
  return countingLimiter(
    (rule) => new RateLimiterMemory({ keyPrefix: rule.name, ...windowOf(rule) }),
    (err) => {
      throw err;
    },
  );
}

/**
 * Counters in Redis, shared by every instance of the shop. When Redis is unreachable the limit is
 * not enforced (logged): an outage of a safeguard must not lock every shopper out.
 */
export function redisRateLimiter(url: string, log: Logger, prefix = 'shop:rate:'): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
  });
  redis.on('error', (err) => log.warn({ err }, 'rate-limit store unavailable'));
  return countingLimiter(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${rule.name}`,
        rejectIfRedisNotReady: true,
        ...windowOf(rule),
      }),
    (err, rule) => {
      log.warn({ err, rule: rule.name }, 'rate limit not checked');
      return 0;
    },
    async () => {
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
