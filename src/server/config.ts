import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '../shared/zod';
import { numberInput } from '../shared/numbers';
import { CLOUDINARY_URL_HINT, isValidCloudinaryUrl } from './integrations/images/cloudinaryUrl';
import { s3UrlProblem } from './integrations/images/s3Url';

const wholeNumberAtLeastOne = (name: string) =>
  numberInput(
    name,
    z.number().int(`${name} must be a whole number`).min(1, `${name} must be at least 1`),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: numberInput(
      'PORT',
      z.number().int('PORT must be a whole number').min(0).max(65535, 'PORT must be at most 65535'),
    ).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO_DATA: z.stringbool().default(true),
    ADMIN_SECRET_KEY: z
      .string()
      .min(12, 'ADMIN_SECRET_KEY must be at least 12 characters')
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL' })
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(false|true|loopback|uniquelocal|\d+|[\d.:/a-f, ]+)$/i,
        'TRUST_PROXY must be false, a hop count, loopback or a list of addresses',
      )
      .default('false'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
      .optional(),
    SHUTDOWN_DRAIN_SECONDS: numberInput(
      'SHUTDOWN_DRAIN_SECONDS',
      z
        .number()
        .int('SHUTDOWN_DRAIN_SECONDS must be a whole number')
        .min(0, 'SHUTDOWN_DRAIN_SECONDS must be 0 or more'),
    ).optional(),
    UNPAID_ORDER_MINUTES: wholeNumberAtLeastOne('UNPAID_ORDER_MINUTES').default(15),
    BACKGROUND_ROUND_SECONDS: wholeNumberAtLeastOne('BACKGROUND_ROUND_SECONDS').default(60),
    MAIL_RETRY_CAP_SECONDS: wholeNumberAtLeastOne('MAIL_RETRY_CAP_SECONDS').default(30),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_ENVIRONMENT: z
      .enum(['sandbox', 'live'], { error: 'PAYPAL_ENVIRONMENT must be sandbox or live' })
      .default('sandbox'),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_API_URL: z.url({ error: 'PAYPAL_API_URL must be a URL' }).optional(),
    PAYPAL_TIMEOUT_SECONDS: wholeNumberAtLeastOne('PAYPAL_TIMEOUT_SECONDS').default(15),
    PAYMENT_TEST_MODE: z.stringbool().default(false),
    CLOUDINARY_URL: z.string().refine(isValidCloudinaryUrl, CLOUDINARY_URL_HINT).optional(),
    CLOUDINARY_UPLOAD_PRESET: z.string().optional(),
    S3_URL: z
      .string()
      .superRefine((value, ctx) => {
        const problem = s3UrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    RATE_LIMIT_FACTOR: numberInput(
      'RATE_LIMIT_FACTOR',
      z.number().min(1, 'RATE_LIMIT_FACTOR must be 1 or more'),
    ).default(1),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'JWT_SECRET is required when NODE_ENV=production',
  })
  .refine((env) => !(env.S3_URL && env.CLOUDINARY_URL), {
    path: ['S3_URL'],
    message: 'S3_URL and CLOUDINARY_URL name two places for pictures: set one of them',
  })
  // Mail links, canonical URLs, JSON-LD and the sitemap would point at localhost.
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message:
      'PUBLIC_URL is required when NODE_ENV=production (where shoppers reach the shop, e.g. https://shop.example.co.uk)',
  })
  // In test mode every payment is approved without money changing hands: never by accident.
  .refine((env) => env.NODE_ENV !== 'production' || env.PAYPAL_CLIENT_ID || env.PAYMENT_TEST_MODE, {
    path: ['PAYPAL_CLIENT_ID'],
    message:
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when NODE_ENV=production (or PAYMENT_TEST_MODE=true, where no payment takes money)',
  })
  .refine((env) => !(env.PAYMENT_TEST_MODE && env.PAYPAL_CLIENT_ID), {
    path: ['PAYMENT_TEST_MODE'],
    message:
      'PAYMENT_TEST_MODE=true and PayPal credentials exclude each other: set one or the other',
  })
  .refine((env) => !env.PAYPAL_CLIENT_ID === !env.PAYPAL_CLIENT_SECRET, {
    path: ['PAYPAL_CLIENT_SECRET'],
    message:
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set together (or neither, for test mode)',
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  logLevel: string;
  seedDemoData: boolean;
  adminSecretKey: string | undefined;
  smtpUrl: string | undefined;
  /** Unset: each mail is from the shop's own name and e-mail in Shop Information. */
  mailFrom: string | undefined;
  /** The longest wait between two tries of a mail the SMTP server refused. */
  mailRetryCapSeconds: number;
  redisUrl: string | undefined;
  /** Express's `trust proxy`: off unless a proxy in front of the shop sets X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Set: Prometheus reads `/metrics` with it as a bearer token. Unset: there are no metrics. */
  metricsToken: string | undefined;
  /** Multiplies every rate limit (tests and load runs that sign in many times from one address). */
  rateLimitFactor: number;
  /** Where shoppers reach the shop; links in e-mails start with it. */
  publicUrl: string;
  unpaidOrderMinutes: number;
  /** How often the order expiry and payment reconciliation run (fault tests shorten it). */
  backgroundRoundSeconds: number;
  /** An S3-compatible bucket for product images (`s3://key:secret@bucket?region=…`). */
  s3Url: string | undefined;
  /** After SIGTERM, how long readiness answers 503 while requests are still served. */
  shutdownDrainSeconds: number;
  /** Unset, as S3_URL: product images are stored under DATA_DIR/uploads. */
  cloudinaryUrl: string | undefined;
  cloudinaryUploadPreset: string | undefined;
  /** Null: the built-in test payment mode. */
  paypal: {
    clientId: string;
    clientSecret: string;
    environment: 'sandbox' | 'live';
    webhookId: string | undefined;
    /** A local stand-in for PayPal's API (tests and load runs); unset in real use. */
    apiBaseUrl: string | undefined;
    /** How long a call to PayPal may take before its outcome counts as unknown. */
    timeoutMs: number;
  } | null;
}

export class ConfigError extends Error {}

/** Parses the environment once; a missing or malformed variable stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? developmentJwtSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    adminSecretKey: e.ADMIN_SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryCapSeconds: e.MAIL_RETRY_CAP_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    unpaidOrderMinutes: e.UNPAID_ORDER_MINUTES,
    backgroundRoundSeconds: e.BACKGROUND_ROUND_SECONDS,
    s3Url: e.S3_URL,
    // A balancer checking every 2 s that gives up after two failures has stopped sending by then;
    // nobody balances a development server, where Ctrl-C should stop it at once.
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
    cloudinaryUrl: e.CLOUDINARY_URL,
    cloudinaryUploadPreset: e.CLOUDINARY_UPLOAD_PRESET,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            environment: e.PAYPAL_ENVIRONMENT,
            webhookId: e.PAYPAL_WEBHOOK_ID,
            apiBaseUrl: e.PAYPAL_API_URL,
            timeoutMs: e.PAYPAL_TIMEOUT_SECONDS * 1000,
          }
        : null,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  const lower = value.toLowerCase();
  if (lower === 'false') return false;
  if (lower === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Outside production a random secret is kept in DATA_DIR so sessions survive a restart. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `FOO=` in a .env file means "unset", not "empty string". */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}
