import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { createCaller } from './caller';
import { createSharedTestDatabases, createTestDatabase } from './database';
import { createCategory, createProduct } from './factories';
import { startTestServer } from './server';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/**
 * A small catalogue with every case the listing must tell apart: two collections with children,
 * an inactive collection and an inactive child (both hidden), and an inactive product.
 */
export async function createCatalogFixture(db: Db) {
  const rings = await createCategory(db, { name: 'Rings' });
  const smallRings = await createCategory(db, { name: 'Small design Rings', parentId: rings.id });
  const whiteGoldRings = await createCategory(db, { name: 'White gold rings', parentId: rings.id });
  const retiredRings = await createCategory(db, {
    name: 'Retired rings',
    parentId: rings.id,
    isActive: false,
  });
  const necklaces = await createCategory(db, { name: 'Necklaces' });
  const pendants = await createCategory(db, { name: 'Pendants', parentId: necklaces.id });
  const archive = await createCategory(db, { name: 'Archive', isActive: false });
  const archiveChild = await createCategory(db, { name: 'Archive pieces', parentId: archive.id });

  const p = {
    stackingRing: await createProduct(db, {
      name: 'Stacking Ring',
      categoryId: smallRings.id,
      price: 45,
      tags: ['minimalist', 'gift'],
      material: 'yellow-gold',
      sales: 300,
      averageRating: 4.2,
      isNewArrival: true,
      createdAt: daysAgo(1),
    }),
    solitaire: await createProduct(db, {
      name: 'Solitaire Diamond Ring',
      description: 'A brilliant-cut diamond, 100% recycled gold.',
      categoryId: whiteGoldRings.id,
      price: 1250,
      oldPrice: 1400,
      tags: ['diamond', 'bridal'],
      material: 'white-gold',
      isFeatured: true,
      isOnSale: true,
      sales: 120,
      averageRating: 4.9,
      createdAt: daysAgo(2),
    }),
    halo: await createProduct(db, {
      name: 'Halo Sapphire Ring',
      categoryId: whiteGoldRings.id,
      price: 890.5,
      tags: ['sapphire'],
      material: 'white-gold',
      isFeatured: true,
      sales: 80,
      averageRating: 4.5,
      countInStock: 0,
      createdAt: daysAgo(3),
    }),
    pendant: await createProduct(db, {
      name: 'Pearl Pendant',
      categoryId: pendants.id,
      price: 210,
      tags: ['pearl', 'gift'],
      material: 'platinum',
      isNewArrival: true,
      sales: 500,
      averageRating: 3.9,
      createdAt: daysAgo(4),
    }),
    platinumBand: await createProduct(db, {
      name: 'Platinum Court Band',
      categoryId: rings.id,
      price: 640,
      material: 'platinum',
      sales: 10,
      averageRating: 4.7,
      createdAt: daysAgo(5),
    }),
    // Hidden from the storefront, each for a different reason:
    inactive: await createProduct(db, {
      name: 'Withdrawn Ring',
      categoryId: smallRings.id,
      isActive: false,
    }),
    inRetired: await createProduct(db, { name: 'Retired Ring', categoryId: retiredRings.id }),
    inArchive: await createProduct(db, { name: 'Archive Brooch', categoryId: archiveChild.id }),
  };
  const categories = {
    rings,
    smallRings,
    whiteGoldRings,
    retiredRings,
    necklaces,
    pendants,
    archive,
    archiveChild,
  };
  return { categories, products: p };
}

export type CatalogFixture = Awaited<ReturnType<typeof createCatalogFixture>>;

/**
 * For a test file: its own database holding the fixture catalogue and a tRPC caller over it,
 * ready before the file's tests run and closed after them.
 */
export function useCatalogDatabase() {
  const context = {} as {
    database: Database;
    fixture: CatalogFixture;
    caller: ReturnType<typeof createCaller>;
  };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.fixture = await createCatalogFixture(context.database.db);
    context.caller = createCaller(context.database);
  });
  afterAll(() => context.database.close());
  return context;
}

/**
 * For a test file: two shop instances serving HTTP over one database holding the fixture
 * catalogue, as two behind a load balancer are (each with its own connections, change feed and
 * catalogue cache), ready before the file's tests run and closed after them.
 */
export function useTwoInstances() {
  const context = {} as {
    shared: Awaited<ReturnType<typeof createSharedTestDatabases>>;
    fixture: CatalogFixture;
    servers: Awaited<ReturnType<typeof startTestServer>>[];
  };
  beforeAll(async () => {
    context.shared = await createSharedTestDatabases();
    context.fixture = await createCatalogFixture(context.shared.first.db);
    context.servers = [
      await startTestServer(context.shared.first),
      await startTestServer(context.shared.second),
    ];
  });
  afterAll(async () => {
    await Promise.all(context.servers.map((s) => s.close()));
    await context.shared.close();
  });
  return context;
}
