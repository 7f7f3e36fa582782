import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG_1PX } from '../support/photos';
import { startS3Server } from '../support/s3Server';
import { freePort } from '../support/throwawayPostgres';
import { testRedisUrl } from '../support/redis';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
  type FaultDatabase,
} from './support/faultShop';
import { checkInvariants, describeInvariants, NOTHING_LOST } from './support/invariants';
import { startLoadBalancer } from './support/loadBalancer';
import { describeFigures, trafficFigures } from './support/report';
import { startShop, type ShopProcess } from './support/shopProcess';
import { startTraffic } from './support/traffic';

/**
 * Issue 25: two instances on one PostgreSQL and Redis behind HAProxy configured as the README's
 * deploy/haproxy.cfg (health checks on /readyz, no retries, no redispatch), restarted in turn
 * while shoppers keep buying through the balancer.
 */
let database: FaultDatabase;
let pictures: Awaited<ReturnType<typeof startS3Server>>;
let balancer: Awaited<ReturnType<typeof startLoadBalancer>>;
const instances: ShopProcess[] = [];
const ports: number[] = [];

const envFor = (port: number) => ({
  DATABASE_URL: database.url,
  REDIS_URL: testRedisUrl,
  TRUST_PROXY: 'loopback',
  S3_URL: pictures.s3Url('pictures'),
  PORT: String(port),
  // Longer than the checks take to notice: the first failure within 1 s, the second 500 ms later.
  SHUTDOWN_DRAIN_SECONDS: '2',
});

beforeAll(async () => {
  database = await startFaultDatabase();
  pictures = await startS3Server(['pictures']);
  ports.push(await freePort(), await freePort());
  instances.push(...(await Promise.all(ports.map((port) => startShop(envFor(port))))));
  balancer = await startLoadBalancer(ports);
  await balancer.waitFor(['UP', 'UP']);
});
afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.destroy();
  await pictures?.close();
});

it('serves a picture uploaded through the balancer from either instance', async () => {
  const adminToken = await signUpAdmin(balancer.url, database.db);
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'ring.png');
  const uploaded = await fetch(`${balancer.url}/api/upload/product-image`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const answers = await Promise.all(
    [...ports.map((port) => `http://127.0.0.1:${port}`), balancer.url, balancer.url].map(
      async (origin) => (await fetch(`${origin}${url}`)).status,
    ),
  );
  expect(answers).toEqual([200, 200, 200, 200]);
});

it('restarts each instance in turn under load without one failed request or a lost or doubled order', async () => {
  const { productIds, initialStock } = await seedCatalogue(database.db);
  const adminToken = await signUpAdmin(balancer.url, database.db);
  const traffic = startTraffic({
    urls: [balancer.url],
    shoppers: 20,
    durationMs: 60_000,
    productIds,
    adminToken,
  });
  while (traffic.acknowledged.paidOrders.size < 3) await sleep(100);

  const restarts: { exitCode: number | null; backInMs: number }[] = [];
  for (const [i, port] of ports.entries()) {
    const stoppedAt = Date.now();
    const exitCode = await instances[i]!.stop('SIGTERM');
    instances[i] = await startShop(envFor(port));
    await balancer.waitFor(['UP', 'UP']);
    restarts.push({ exitCode, backInMs: Date.now() - stoppedAt });
  }
  await sleep(1000);
  const result = await traffic.stop();

  const figures = trafficFigures(result.samples, result.elapsedMs);
  const invariants = await checkInvariants(database.db, initialStock, result.acknowledged);
  console.log(
    `${describeFigures('Scenario 8, rolling restart behind HAProxy without retries', figures)}\n` +
      `restarts ${JSON.stringify(restarts)}; ${result.acknowledged.orders.size} orders and ` +
      `${result.acknowledged.paidOrders.size} payments confirmed\n${describeInvariants(invariants)}`,
  );

  expect(restarts.map((r) => r.exitCode)).toEqual([0, 0]);
  expect(figures.serverErrors).toBe(0);
  expect(figures.noAnswer).toBe(0);
  expect(invariants).toMatchObject(NOTHING_LOST);
  for (const instance of instances) expect(instance.errorLines).toEqual([]);
});
