import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { openPostgres, type Db } from '../../../src/server/db/client';
import { setAdmin } from '../../support/accounts';
import { createCategory, createProduct } from '../../support/factories';
import { startThrowawayPostgres } from '../../support/throwawayPostgres';
import { startShop, type ShopProcess } from './shopProcess';

/**
 * A throwaway PostgreSQL cluster (its own initdb, free port) holding a migrated `shop` database,
 * and a connection the test checks the outcome through.
 */
export async function startFaultDatabase() {
  const cluster = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  const url = cluster.urlFor('shop');
  const database = openPostgres(url, { log: pino({ level: 'silent' }) });
  await database.migrate();
  return {
    cluster,
    url,
    db: database.db,
    async destroy() {
      await database.close().catch(() => undefined);
      await cluster.destroy();
    },
  };
}

export type FaultDatabase = Awaited<ReturnType<typeof startFaultDatabase>>;

/**
 * For the whole test file: a throwaway PostgreSQL and one shop process on it, started before the
 * tests and stopped after them. Read `database` and `shop` inside the tests.
 */
export function faultShopForFile() {
  const file = {} as { database: FaultDatabase; shop: ShopProcess };
  beforeAll(async () => {
    file.database = await startFaultDatabase();
    file.shop = await startShop({ DATABASE_URL: file.database.url });
  });
  afterAll(async () => {
    await file.shop?.stop();
    await file.database?.destroy();
  });
  return file;
}

const NAMES = ['Gold Ring', 'Silver Necklace', 'Pearl Bracelet', 'Diamond Ring', 'Gold Bracelet'];

/** A small catalogue in two categories; its stock at the start is what the invariants check. */
export async function seedCatalogue(db: Db, options: { products?: number; stock?: number } = {}) {
  const { products = 24, stock = 40 } = options;
  const rings = await createCategory(db, { name: 'Rings' });
  const necklaces = await createCategory(db, { name: 'Necklaces' });
  const initialStock = new Map<string, number>();
  for (let i = 0; i < products; i++) {
    const product = await createProduct(db, {
      name: `${NAMES[i % NAMES.length]} ${i + 1}`,
      categoryId: i % 2 ? rings.id : necklaces.id,
      price: 20 + i * 5,
      countInStock: stock,
      images: 0,
    });
    initialStock.set(product.id, stock);
  }
  return { productIds: [...initialStock.keys()], initialStock };
}

/** Signs up over HTTP and is made an administrator in the database: the admin's token. */
export async function signUpAdmin(
  baseUrl: string,
  db: Db,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Shop Owner',
      email: `owner-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`,
      password: 'correct horse battery',
    }),
  });
  const body = (await response.json()) as { token: string; _id: string };
  if (response.status !== 201) throw new Error(`admin sign-up answered ${response.status}`);
  await setAdmin(db, body._id, true);
  return body.token;
}
