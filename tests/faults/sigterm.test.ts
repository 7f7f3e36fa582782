import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
  type FaultDatabase,
} from './support/faultShop';
import { checkInvariants, describeInvariants, NOTHING_LOST } from './support/invariants';
import { describeFigures, trafficFigures } from './support/report';
import { startShop, type ShopProcess } from './support/shopProcess';
import { startTraffic } from './support/traffic';

let database: FaultDatabase;
let restarted: ShopProcess | undefined;

beforeAll(async () => {
  database = await startFaultDatabase();
});
afterAll(async () => {
  await restarted?.stop();
  await database?.destroy();
});

/** Long enough for the probes below to be answered during it on a loaded machine. */
const DRAIN_SECONDS = 2;

it('on SIGTERM says not ready while still serving, then finishes what is in flight, exits 0, and every 2xx is there after a restart', async () => {
  const shop = await startShop({
    DATABASE_URL: database.url,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
  const { productIds, initialStock } = await seedCatalogue(database.db);
  const adminToken = await signUpAdmin(shop.url, database.db);
  const traffic = startTraffic({
    urls: [shop.url],
    shoppers: 30,
    durationMs: 60_000,
    productIds,
    adminToken,
  });
  // Signal once payments are flowing, so captures as well as orders are in flight.
  const waitedFrom = Date.now();
  while (traffic.acknowledged.paidOrders.size < 5 && Date.now() - waitedFrom < 30_000) {
    await sleep(100);
  }
  const signalledAt = Date.now();
  const stopped = shop.stop('SIGTERM');
  // The drain: a balancer's check is told to stop sending (once the signal has arrived), and a
  // shopper is still served.
  let readiness = await fetch(`${shop.url}/readyz`);
  while (readiness.status === 200) readiness = await fetch(`${shop.url}/readyz`);
  const shopper = await fetch(`${shop.url}/api/products/getAll?limit=1`);
  const exitCode = await stopped;
  const exitedAt = Date.now();
  await sleep(500);
  const result = await traffic.stop();

  restarted = await startShop({ DATABASE_URL: database.url });
  const invariants = await checkInvariants(database.db, initialStock, result.acknowledged);
  const inFlight = result.samples.filter((s) => s.at <= signalledAt && s.at + s.ms >= signalledAt);
  const servedAfterSignal = result.samples.filter((s) => s.at > signalledAt && s.status > 0);
  const figures = trafficFigures(result.samples, result.elapsedMs);
  console.log(
    `${describeFigures('Scenario 3, SIGTERM during traffic', figures)}\n` +
      `exit code ${exitCode} after ${exitedAt - signalledAt} ms; ${inFlight.length} requests in flight ` +
      `at the signal, answered ${JSON.stringify(inFlight.map((s) => s.status))}; ` +
      `${servedAfterSignal.length} requests started after the signal answered during the ${DRAIN_SECONDS} s drain; ` +
      `${result.acknowledged.orders.size} orders and ${result.acknowledged.paidOrders.size} payments confirmed\n` +
      describeInvariants(invariants),
  );

  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toMatchObject({ status: 'stopping' });
  expect(readiness.headers.get('connection')).toBe('close');
  expect(shopper.status).toBe(200);
  expect(servedAfterSignal.length).toBeGreaterThan(0);
  expect(exitCode).toBe(0);
  expect(shop.errorLines).toEqual([]);
  // Requests already being served when the signal came were answered, not cut off.
  expect(inFlight.filter((s) => s.status === 0 || s.status >= 500)).toEqual([]);
  // Nothing failed: requests were served through the drain, then new connections were refused
  // (no answer), which a balancer that heard readiness's 503 no longer opens.
  expect(result.samples.filter((s) => s.status >= 500)).toEqual([]);
  expect(result.acknowledged.paidOrders.size).toBeGreaterThanOrEqual(5);
  expect(invariants).toMatchObject(NOTHING_LOST);
  // The restarted instance serves what the first one confirmed.
  const [key, orderId] = [...result.acknowledged.orders][0]!;
  expect(key).toBeTruthy();
  // Asked for by its id: a fast run confirms more orders than a page of the list holds.
  const found = await fetch(`${restarted.url}/api/orders/by-id/${orderId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(found.status).toBe(200);
  expect(((await found.json()) as { _id: string })._id).toBe(orderId);
});
