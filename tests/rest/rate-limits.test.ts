import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  memoryRateLimiter,
  redisRateLimiter,
  type RateLimiter,
} from '../../src/server/integrations/rateLimiter';
import { registerCustomer } from '../support/accounts';
import { capturedLog } from '../support/capturedLog';
import { createTestDatabase } from '../support/database';
import { restClient, trpcClient } from '../support/http';
import { runRedisTests, startThrowawayRedis, testRedisUrl } from '../support/redis';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A server whose limits are the production ones (factor 1), with its own counters. */
async function serverWithLimits(limiter: RateLimiter = memoryRateLimiter(), trustProxy?: number) {
  return startTestServer(createTestServices(database, { limiter }), { trustProxy });
}

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
let forwarded = 0;
/** A different forged client address on every call. */
const rotatingForwardedFor = () => ({ 'X-Forwarded-For': `203.0.113.${++forwarded % 250}` });
const uniqueEmail = () => `limit-${randomBytes(4).toString('hex')}@example.test`;

/** A 429 says in how many seconds to try again: within the 15-minute window, never zero. */
function expectRetryAfterWithinWindow(headers: Headers) {
  const seconds = Number(headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
}

async function statuses(count: number, call: (i: number) => Promise<{ status: number }>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await call(i)).status);
  return result;
}

describe('rate limits with the memory store', () => {
  it('limits logins per client address, whatever X-Forwarded-For claims', async () => {
    const server = await serverWithLimits();
    const rest = restClient(server.url);
    const answers = await statuses(31, () =>
      rest.post(
        '/api/auth/login',
        { email: uniqueEmail(), password: 'wrong-password' },
        { headers: rotatingForwardedFor() },
      ),
    );
    expect(answers.slice(0, 30).every((s) => s === 401)).toBe(true);
    const last = await rest.post('/api/auth/login', { email: uniqueEmail(), password: 'x' });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(TOO_MANY);
    expectRetryAfterWithinWindow(last.headers);
    await server.close();
  });

  it('limits logins per account, so rotating addresses does not help a guesser', async () => {
    const server = await serverWithLimits(memoryRateLimiter(), 1);
    const customer = await registerCustomer(server.url);
    const rest = restClient(server.url);
    const guess = () =>
      rest.post(
        '/api/auth/login',
        { email: customer.email, password: 'guessing' },
        { headers: rotatingForwardedFor() },
      );
    expect(await statuses(10, guess)).toEqual(Array(10).fill(401));
    expect((await guess()).status).toBe(429);
    // Even the right password waits: the account is being guessed at.
    const right = await rest.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(right.status).toBe(429);
    await server.close();
  });

  it('with a trusted proxy configured, reads the client address from X-Forwarded-For', async () => {
    const server = await serverWithLimits(memoryRateLimiter(), 1);
    const rest = restClient(server.url);
    const answers = await statuses(35, () =>
      rest.post(
        '/api/auth/login',
        { email: uniqueEmail(), password: 'wrong-password' },
        { headers: rotatingForwardedFor() },
      ),
    );
    expect(answers.every((s) => s === 401)).toBe(true);
    await server.close();
  });

  it.each([
    ['register', 10, () => ({ name: 'N', email: uniqueEmail(), password: 'amber-lantern-7' }), 201],
    [
      'create-admin',
      5,
      () => ({ name: 'N', email: uniqueEmail(), password: 'amber-lantern-7', secretKey: 'wrong' }),
      403,
    ],
    ['forgot-password', 10, () => ({ email: uniqueEmail() }), 200],
    ['verify-otp', 20, () => ({ otp: '123456', email: uniqueEmail() }), 400],
  ])('limits %s to %i per client address', async (route, max, payload, allowedStatus) => {
    const server = await serverWithLimits();
    const rest = restClient(server.url);
    const answers = await statuses(max + 1, () => rest.post(`/api/auth/${route}`, payload()));
    expect(answers.slice(0, max)).toEqual(Array(max).fill(allowedStatus));
    expect(answers[max]).toBe(429);
    await server.close();
  });

  it.each([
    ['forgot-password', 5, (email: string) => ({ email })],
    ['verify-otp', 10, (email: string) => ({ otp: '123456', email })],
  ])('limits %s to %i per account from any address', async (route, max, payload) => {
    const server = await serverWithLimits(memoryRateLimiter(), 1);
    const rest = restClient(server.url);
    const email = uniqueEmail();
    const answers = await statuses(max + 1, () =>
      rest.post(`/api/auth/${route}`, payload(email), { headers: rotatingForwardedFor() }),
    );
    expect(answers[max - 1]).not.toBe(429);
    expect(answers[max]).toBe(429);
    await server.close();
  });
});

describe('change-password: limited like login, before any password is hashed', () => {
  const guess = (i: number) => ({ currentPassword: `guess-${i}`, newPassword: 'fresh-passphrase' });

  it('limits REST change-password per account, from any address; then even the right one waits', async () => {
    const server = await serverWithLimits(memoryRateLimiter(), 1);
    const customer = await registerCustomer(server.url);
    const rest = restClient(server.url);
    const change = (body: object) =>
      rest.put('/api/auth/change-password', body, {
        token: customer.token,
        headers: rotatingForwardedFor(),
      });
    expect(await statuses(10, (i) => change(guess(i)))).toEqual(Array(10).fill(400));
    const limited = await change({ currentPassword: customer.password, newPassword: 'fresh-one' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(TOO_MANY);
    await server.close();
  });

  it('limits tRPC changePassword per account', async () => {
    const server = await serverWithLimits();
    const customer = await registerCustomer(server.url);
    const trpc = trpcClient(server.url);
    const change = (i: number) =>
      trpc.mutation('auth.changePassword', guess(i), { token: customer.token });
    expect(await statuses(10, change)).toEqual(Array(10).fill(400));
    const limited = await change(10);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(TOO_MANY);
    expectRetryAfterWithinWindow(limited.headers);
    await server.close();
  });

  it('limits change-password per client address, across accounts', async () => {
    const server = await serverWithLimits();
    const accounts = await Promise.all(
      Array.from({ length: 4 }, () => registerCustomer(server.url)),
    );
    const rest = restClient(server.url);
    const answers = await statuses(31, (i) =>
      rest.put('/api/auth/change-password', guess(i), { token: accounts[i % 4]!.token }),
    );
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(answers[30]).toBe(429);
    await server.close();
  });
});

describe.runIf(await runRedisTests())('rate limits shared through Redis', () => {
  it('hold across two instances of the shop', async () => {
    const prefix = `shop:test:${randomBytes(4).toString('hex')}:`;
    const log = pino({ level: 'silent' });
    const limiters = [
      redisRateLimiter(testRedisUrl, log, prefix),
      redisRateLimiter(testRedisUrl, log, prefix),
    ];
    const servers = await Promise.all(limiters.map((limiter) => serverWithLimits(limiter)));
    const customer = await registerCustomer(servers[0]!.url);
    const guess = (i: number) =>
      restClient(servers[i % 2]!.url).post('/api/auth/login', {
        email: customer.email,
        password: 'guessing',
      });
    expect(await statuses(10, guess)).toEqual(Array(10).fill(401));
    expect((await guess(10)).status).toBe(429);
    expect((await guess(11)).status).toBe(429);
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(limiters.map((l) => l.close()));
  });
});

describe('rate limits when Redis goes away', () => {
  it('keep counting in this instance, say so in readiness, and log it once', async () => {
    const redis = await startThrowawayRedis();
    const { log, lines } = capturedLog();
    const limiter = redisRateLimiter(redis.url, log);
    const server = await serverWithLimits(limiter);
    const rateLimits = async () =>
      ((await (await fetch(`${server.url}/readyz`)).json()) as { rateLimits: string }).rateLimits;
    const customer = await registerCustomer(server.url);
    await vi.waitFor(async () => expect(await rateLimits()).toBe('redis'));
    const guess = () =>
      restClient(server.url).post('/api/auth/login', {
        email: customer.email,
        password: 'guessing',
      });
    expect(await statuses(3, guess)).toEqual(Array(3).fill(401));

    await redis.kill();
    expect(await statuses(10, guess)).toEqual(Array(10).fill(401));
    const eleventh = await guess();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(TOO_MANY);
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(200);
    expect(await rateLimits()).toBe('memory fallback');
    expect(lines.filter((l) => l.includes('rate-limit store (Redis) unavailable'))).toHaveLength(1);

    await server.close();
    await limiter.close();
  });
});
