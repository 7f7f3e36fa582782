import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openPglite } from '../../../src/server/db/client';
import { seedDemoDataIfEmpty } from '../../../src/server/demo/seed';
import { serveBuiltClient } from '../../../src/server/http/client';
import { healthFirst } from '../../../src/server/http/health';
import { oneRequestPerTurn } from '../../../src/server/http/oneRequestPerTurn';
import { startBackgroundJobs } from '../../../src/server/jobs/backgroundJobs';
import { closeServices, createServices } from '../../../src/server/services';
import { FAKE_PAYPAL_CREDENTIALS, startFakePaypal } from '../../support/fakePaypal';
import { E2E_ADMIN_SECRET_KEY } from './test';

/**
 * The real server with the built client on a random port, over a fresh database holding the
 * demo shop. Workers read its address from E2E_BASE_URL. A second instance over the same database
 * takes payments through PayPal (a local fake of its API) for the pages that differ in PayPal
 * mode: E2E_PAYPAL_BASE_URL.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_SECRET_KEY: E2E_ADMIN_SECRET_KEY,
    // Every test signs in from 127.0.0.1; the limits themselves are proven by the server tests.
    RATE_LIMIT_FACTOR: '100',
  });
  const logger = pino({ level: 'warn' });
  const services = createServices(config, database, logger);
  // Mail goes out (to DATA_DIR/outbox) as it does in the shop, a little more often.
  // Back-in-stock alerts are looked for each second, so a journey sees its mail arrive.
  const stopBackgroundJobs = startBackgroundJobs(services, logger, {
    mailMs: 300,
    stockAlertsMs: 1_000,
  });
  const app = createApp({
    services,
    logger,
    client: serveBuiltClient(),
  });
  // Behind the same health checks and request line as the shop's own server (src/server/index.ts).
  const server = createServer(healthFirst({ services, log: logger }, oneRequestPerTurn(app)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.E2E_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.E2E_DATA_DIR = dataDir;

  const fakePaypal = await startFakePaypal();
  const paypalServices = createServices(
    loadConfig({
      DATA_DIR: dataDir,
      ADMIN_SECRET_KEY: E2E_ADMIN_SECRET_KEY,
      RATE_LIMIT_FACTOR: '100',
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: fakePaypal.webhookId,
      PAYPAL_API_URL: fakePaypal.url,
    }),
    database,
    logger,
  );
  const paypalApp = createApp({ services: paypalServices, logger, client: serveBuiltClient() });
  const paypalServer = createServer(
    healthFirst({ services: paypalServices, log: logger }, oneRequestPerTurn(paypalApp)),
  );
  await new Promise<void>((resolve) => paypalServer.listen(0, '127.0.0.1', resolve));
  process.env.E2E_PAYPAL_BASE_URL = `http://127.0.0.1:${(paypalServer.address() as AddressInfo).port}`;

  return async () => {
    await new Promise((resolve) => paypalServer.close(resolve));
    await closeServices(paypalServices);
    await fakePaypal.close();
    await new Promise((resolve) => server.close(resolve));
    await stopBackgroundJobs();
    await closeServices(services);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
