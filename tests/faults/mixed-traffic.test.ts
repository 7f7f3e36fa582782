import { expect, it } from 'vitest';
import {
  faultShopForFile,
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
} from './support/faultShop';
import { checkInvariants, describeInvariants, NOTHING_LOST } from './support/invariants';
import { describeFigures, trafficFigures } from './support/report';
import { startTraffic } from './support/traffic';

/** Scenario 1: CI runs it briefly; `npm run load` runs the same traffic for longer. */
const DURATION_MS = 10_000;
const SHOPPERS = 50;

const file = faultShopForFile(startFaultDatabase);

it('serves 50 shoppers and an admin without a 5xx, and keeps stock, payments and orders right', async () => {
  const { productIds, initialStock } = await seedCatalogue(file.database.db);
  const adminToken = await signUpAdmin(file.shop.url, file.database.db);

  const traffic = await startTraffic({
    urls: [file.shop.url],
    shoppers: SHOPPERS,
    durationMs: DURATION_MS,
    productIds,
    adminToken,
  }).done;

  const figures = trafficFigures(traffic.samples, traffic.elapsedMs);
  const invariants = await checkInvariants(file.database.db, initialStock, traffic.acknowledged);
  console.log(
    `${describeFigures('Scenario 1, mixed traffic', figures)}\n${describeInvariants(invariants)}`,
  );

  expect(figures.serverErrors).toBe(0);
  expect(figures.noAnswer).toBe(0);
  expect(traffic.acknowledged.paidOrders.size).toBeGreaterThan(0);
  expect(invariants).toMatchObject(NOTHING_LOST);
  expect(file.shop.errorLines).toEqual([]);
});
