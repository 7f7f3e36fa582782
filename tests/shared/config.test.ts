import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { startupWarnings } from '../../src/server/startupWarnings';

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

  it('reads where pictures go: an S3-compatible bucket, Cloudinary, or neither (local disk)', () => {
    const bucket = 's3://key:secret@pictures?region=eu-west-2';
    expect(loadConfig({ DATA_DIR: dataDir, S3_URL: bucket })).toMatchObject({
      s3Url: bucket,
      cloudinaryUrl: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      s3Url: undefined,
      cloudinaryUrl: undefined,
    });
  });

  it('in production, starts only with what a real shop needs, and warns about what it can lack', () => {
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(32),
      PUBLIC_URL: 'https://shop.example.co.uk/',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
    };
    const config = loadConfig(production);
    expect(config).toMatchObject({
      publicUrl: 'https://shop.example.co.uk',
      shutdownDrainSeconds: 5,
      paypal: { clientId: 'client' },
    });
    expect(
      loadConfig({
        ...production,
        PAYPAL_CLIENT_ID: '',
        PAYPAL_CLIENT_SECRET: '',
        PAYMENT_TEST_MODE: 'true',
      }),
    ).toMatchObject({ paypal: null });
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    // Outside production Ctrl-C stops at once, and links point at the local server.
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' })).toMatchObject({
      shutdownDrainSeconds: 0,
      publicUrl: 'http://localhost:4000',
      paypal: null,
    });

    const onPostgres = { ...production, DATABASE_URL: 'postgres://shop@db.internal/shop' };
    expect(startupWarnings(loadConfig(onPostgres)).join('\n')).toMatch(
      /REDIS_URL is not set: .* each counts the sign-in limits alone/,
    );
    expect(startupWarnings(loadConfig(production)).join('\n')).toMatch(/SMTP_URL is not set/);
    // Pictures on this machine's disk, where several instances may share the database.
    expect(startupWarnings(loadConfig(onPostgres)).join('\n')).toMatch(
      /stored on this machine only .* Several instances need shared storage: set S3_URL .* or CLOUDINARY_URL/,
    );
    const sharedPictures = { ...onPostgres, S3_URL: 's3://k:s@pics?region=eu-west-2' };
    expect(startupWarnings(loadConfig(sharedPictures)).join('\n')).not.toMatch(/this machine only/);
    expect(
      startupWarnings(
        loadConfig({
          ...sharedPictures,
          REDIS_URL: 'redis://cache',
          SMTP_URL: 'smtps://mail',
        }),
      ),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({ DATA_DIR: dataDir }))).toEqual([]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'JWT_SECRET: JWT_SECRET is required when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), PAYMENT_TEST_MODE: 'true' },
      'PUBLIC_URL: PUBLIC_URL is required when NODE_ENV=production',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), PUBLIC_URL: 'https://shop.example' },
      'PAYPAL_CLIENT_ID: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when NODE_ENV=production',
    ],
    [
      { PAYMENT_TEST_MODE: 'true', PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' },
      'PAYMENT_TEST_MODE: PAYMENT_TEST_MODE=true and PayPal credentials exclude each other',
    ],
    [{ SHUTDOWN_DRAIN_SECONDS: '-1' }, 'SHUTDOWN_DRAIN_SECONDS: SHUTDOWN_DRAIN_SECONDS must be 0'],
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
    [{ S3_URL: 'https://shop-pictures.s3.amazonaws.com' }, 'S3_URL: S3_URL must look like s3://'],
    [
      { S3_URL: 's3://key:secret@pictures?region=auto&endpoint=r2.example.com' },
      'S3_URL: S3_URL endpoint must be an http(s) URL',
    ],
    [
      {
        S3_URL: 's3://key:secret@pictures?region=eu-west-2',
        CLOUDINARY_URL: 'cloudinary://key:secret@cloud',
      },
      'S3_URL: S3_URL and CLOUDINARY_URL name two places for pictures: set one of them',
    ],
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
