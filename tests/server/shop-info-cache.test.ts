import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, shopInfo } from '../../src/server/db/schema';
import { cachedShopInfo } from '../../src/server/modules/shop';
import type { Services } from '../../src/server/services';
import { createCatalogFixture, type CatalogFixture } from '../support/catalogFixture';
import { createSharedTestDatabases } from '../support/database';
import { createTestServices } from '../support/services';

/**
 * Two instances on one database. The shop's information (read by every paid order) stays in the
 * catalogue cache when a sale changes a product, and a save of it reaches both instances.
 */
let shared: Awaited<ReturnType<typeof createSharedTestDatabases>>;
let fixture: CatalogFixture;
let instances: Services[];

beforeAll(async () => {
  shared = await createSharedTestDatabases();
  fixture = await createCatalogFixture(shared.first.db);
  await shared.first.db
    .insert(shopInfo)
    .values({ shopName: 'Vale & Co', email: 'hello@vale.example' });
  instances = [createTestServices(shared.first), createTestServices(shared.second)];
  // The feeds tell the caches once they listen; until then nothing is kept.
  await vi.waitFor(() => expect(instances.every((s) => s.catalogue.enabled)).toBe(true));
});
afterAll(() => shared.close());

const shopNameOn = async (services: Services) =>
  (await cachedShopInfo(services, services.db)).shopName;

/** A sale: one product's stock goes down; answers once both instances heard of it. */
async function sellOne() {
  const versions = instances.map((s) => s.catalogue.version());
  await shared.first.db
    .update(products)
    .set({ countInStock: sql`${products.countInStock} - 1` })
    .where(eq(products.id, fixture.products.solitaire.id));
  await vi.waitFor(() =>
    instances.forEach((s, i) => expect(s.catalogue.version()).toBeGreaterThan(versions[i]!)),
  );
  // The feed's listener hears this instance's own writes too: its copy arrives a moment later.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('the shop information in the catalogue cache', () => {
  it('is kept through a sale, and a save of it shows on every instance', async () => {
    // The setup's own notices (the fixture, the shop's row) are all heard before this starts.
    await sellOne();
    for (const services of instances) expect(await shopNameOn(services)).toBe('Vale & Co');
    await sellOne();
    for (const services of instances) expect(services.catalogue.shopInfo.entries).toBe(1);

    await shared.second.db
      .update(shopInfo)
      .set({ shopName: 'Vale & Daughters' })
      .where(eq(shopInfo.id, 1));
    await vi.waitFor(async () => {
      for (const services of instances) {
        expect(await shopNameOn(services)).toBe('Vale & Daughters');
      }
    });
  });
});
