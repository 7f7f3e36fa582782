import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
  type FaultDatabase,
} from './support/faultShop';
import { checkInvariants, describeInvariants } from './support/invariants';
import { describeFigures, trafficFigures } from './support/report';
import { startShop, type ShopProcess } from './support/shopProcess';
import { startTraffic } from './support/traffic';

/** Scenario 1: CI runs it briefly; `npm run load` runs the same traffic for longer. */
const DURATION_MS = 15_000;
const SHOPPERS = 50;

let database: FaultDatabase;
let shop: ShopProcess;

beforeAll(async () => {
  database = await startFaultDatabase();
  shop = await startShop({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await shop?.stop();
  await database?.destroy();
});

it('serves 50 shoppers and an admin without a 5xx, and keeps stock, payments and orders right', async () => {
  const { productIds, initialStock } = await seedCatalogue(database.db);
  const adminToken = await signUpAdmin(shop.url, database.db);

  const traffic = await startTraffic({
    urls: [shop.url],
    shoppers: SHOPPERS,
    durationMs: DURATION_MS,
    productIds,
    adminToken,
  }).done;

  const figures = trafficFigures(traffic.samples, traffic.elapsedMs);
  const invariants = await checkInvariants(database.db, initialStock, traffic.acknowledged);
  console.log(
    `${describeFigures('Scenario 1, mixed traffic', figures)}\n${describeInvariants(invariants)}`,
  );

  expect(figures.serverErrors).toBe(0);
  expect(figures.noAnswer).toBe(0);
  expect(traffic.acknowledged.paidOrders.size).toBeGreaterThan(0);
  expect(invariants).toMatchObject({
    stockMismatches: [],
    paidNotOnce: [],
    duplicateKeys: [],
    lostOrders: [],
    lostPayments: [],
    halfWritten: [],
  });
  expect(shop.errorLines).toEqual([]);
});
