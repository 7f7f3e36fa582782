import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has working defaults and keeps a generated JWT secret in DATA_DIR across starts', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      databaseUrl: undefined,
      seedDemoData: true,
      backgroundRoundSeconds: 60,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads the accounts settings: trust proxy off unless set, as a hop count or a name', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      trustProxy: false,
      rateLimitFactor: 1,
      adminSecretKey: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'JWT_SECRET: JWT_SECRET is required when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: JWT_SECRET must be at least 32 characters'],
    [{ PORT: 'eighty' }, 'PORT:'],
    [{ PORT: '0x50' }, 'PORT: PORT must be a number'],
    [
      { UNPAID_ORDER_MINUTES: '1e3' },
      'UNPAID_ORDER_MINUTES: UNPAID_ORDER_MINUTES must be a number',
    ],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL:'],
    [{ SEED_DEMO_DATA: 'perhaps' }, 'SEED_DEMO_DATA:'],
    [
      { ADMIN_SECRET_KEY: 'short' },
      'ADMIN_SECRET_KEY: ADMIN_SECRET_KEY must be at least 12 characters',
    ],
    [
      { SMTP_URL: 'http://mail.example.com' },
      'SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL',
    ],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: REDIS_URL must be a redis:// URL'],
    [{ TRUST_PROXY: 'everyone!' }, 'TRUST_PROXY: TRUST_PROXY must be false'],
    [{ RATE_LIMIT_FACTOR: '0' }, 'RATE_LIMIT_FACTOR: RATE_LIMIT_FACTOR must be 1 or more'],
    [{ METRICS_TOKEN: 'guessable' }, 'METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters'],
    [
      { BACKGROUND_ROUND_SECONDS: '0' },
      'BACKGROUND_ROUND_SECONDS: BACKGROUND_ROUND_SECONDS must be at least 1',
    ],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
