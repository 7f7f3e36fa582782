import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DomainError } from '../errors';

/** At most `max` hits per `windowSeconds` for one key (a client address or an account). */
export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit; answers the seconds to wait when the rule's limit is passed, else 0. */
  hit(rule: RateLimitRule, key: string): Promise<number>;
  close(): Promise<void>;
}

/** Fixed windows in process memory: right for a single instance. */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(rule, key) {
      const now = Date.now();
      const id = `${rule.name}:${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= now) {
        if (windows.size > 50_000) sweep(windows, now);
        window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
        windows.set(id, window);
      }
      window.count++;
      return Promise.resolve(
        window.count > rule.max ? Math.ceil((window.resetAt - now) / 1000) : 0,
      );
    },
    close: () => Promise.resolve(),
  };
}

function sweep(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [id, window] of windows) if (window.resetAt <= now) windows.delete(id);
}

/** INCR and set the window's expiry on its first hit, atomically. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

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
  return {
    async hit(rule, key) {
      try {
        const [count, ttl] = (await redis.eval(
          hitScript,
          1,
          `${prefix}${rule.name}:${key}`,
          rule.windowSeconds * 1000,
        )) as [number, number];
        return count > rule.max ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
      } catch (err) {
        log.warn({ err, rule: rule.name }, 'rate limit not checked');
        return 0;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Every rule's maximum times `factor` (RATE_LIMIT_FACTOR), for test and load runs. */
export function scaledRateLimiter(limiter: RateLimiter, factor: number): RateLimiter {
  if (factor === 1) return limiter;
  return {
    hit: (rule, key) => limiter.hit({ ...rule, max: rule.max * factor }, key),
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
    );
  }
}
