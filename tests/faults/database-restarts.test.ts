import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import {
  faultShopForFile,
  seedCatalogue,
  signUpAdmin,
  startFaultDatabaseOnOwnCluster,
} from './support/faultShop';
import { checkInvariants, describeInvariants, NOTHING_LOST } from './support/invariants';
import { describeFigures, trafficFigures } from './support/report';
import { startTraffic } from './support/traffic';

// It stops PostgreSQL: a cluster of its own, never the one the other scenarios share.
const file = faultShopForFile(startFaultDatabaseOnOwnCluster);

it('answers 503 while PostgreSQL restarts (twice), recovers by itself and loses nothing', async () => {
  const { productIds, initialStock } = await seedCatalogue(file.database.db);
  const adminToken = await signUpAdmin(file.shop.url, file.database.db);
  let exitedEarly = false;
  void file.shop.exited.then(() => (exitedEarly = true));

  // Clients that retry a 503 with the same request, idempotency key included.
  const traffic = startTraffic({
    urls: [file.shop.url],
    shoppers: 30,
    durationMs: 60_000,
    productIds,
    adminToken,
    retryUnavailable: true,
  });
  const outages: { down: number; up: number }[] = [];
  for (let i = 0; i < 2; i++) {
    await sleep(2000);
    const down = Date.now();
    await file.database.cluster.stop();
    await sleep(1500);
    await file.database.cluster.start();
    outages.push({ down, up: Date.now() });
  }
  await sleep(3000);
  const result = await traffic.stop();

  const figures = trafficFigures(result.samples, result.elapsedMs);
  const invariants = await checkInvariants(file.database.db, initialStock, result.acknowledged);
  const backAfter = outages.map(({ up }) => {
    const firstOk = result.samples.find((s) => s.at >= up && s.status < 500 && s.status > 0);
    return firstOk ? firstOk.at + firstOk.ms - up : Infinity;
  });
  console.log(
    `${describeFigures('Scenario 2, two PostgreSQL restarts', figures)}\n` +
      `answers again ${backAfter.map((ms) => `${Math.round(ms)} ms`).join(' and ')} after each restart; ` +
      `${result.acknowledged.retriedOrders.size} orders confirmed after a retry with their key\n` +
      describeInvariants(invariants),
  );

  expect(exitedEarly, file.shop.stderr() + file.shop.errorLines.join('\n')).toBe(false);
  const serverErrors = result.samples.filter((s) => s.status >= 500);
  expect(serverErrors.length).toBeGreaterThan(0);
  // Every 5xx is a 503 that says what is going on, and came while the database was away.
  expect(new Set(serverErrors.map((s) => s.status))).toEqual(new Set([503]));
  expect(new Set(serverErrors.map((s) => s.message))).toEqual(
    new Set([DATABASE_UNAVAILABLE_MESSAGE]),
  );
  for (const s of serverErrors) {
    expect(outages.some(({ down, up }) => s.at + s.ms >= down && s.at <= up + 5000)).toBe(true);
  }
  expect(figures.noAnswer).toBe(0);
  for (const ms of backAfter) expect(ms).toBeLessThan(5000);
  expect(invariants).toMatchObject(NOTHING_LOST);
  expect(result.acknowledged.unanswered.size).toBe(0);
});
