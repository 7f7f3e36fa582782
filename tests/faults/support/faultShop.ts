import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPostgres, type Db } from '../../../src/server/db/client';
import { setAdmin } from '../../support/accounts';
import { adminQuery } from '../../support/adminQuery';
import { withDatabaseName } from '../../support/databaseUrls';
import { createCategory, createProduct } from '../../support/factories';
import { startThrowawayPostgres } from '../../support/throwawayPostgres';
import { FAULT_TEMPLATE } from './faultCluster';
import { startShop, type ShopProcess } from './shopProcess';

/** A cluster a scenario's databases live on: the shared one, or a throwaway of its own. */
interface Cluster {
  url: string;
  urlFor(database: string): string;
}

/**
 * A fresh migrated `shop` database on the scenarios' shared cluster (faultCluster.ts), and a
 * connection the test checks the outcome through.
 */
export async function startFaultDatabase() {
  const { url } = inject('faultCluster');
  const cluster: Cluster = { url, urlFor: (database) => withDatabaseName(url, database) };
  const name = `shop_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${FAULT_TEMPLATE}`);
  return connectTo(cluster, name, () => adminQuery(url, `drop database ${name} with (force)`));
}

/** The same on a throwaway cluster of its own, for a scenario that stops and starts PostgreSQL. */
export async function startFaultDatabaseOnOwnCluster() {
  const cluster = await startThrowawayPostgres();
  await adminQuery(cluster.url, 'create database shop');
  const migrating = openPostgres(cluster.urlFor('shop'), silent);
  await migrating.migrate();
  await migrating.close();
  return connectTo(cluster, 'shop', () => cluster.destroy());
}

const silent = { log: pino({ level: 'silent' }) };

function connectTo<C extends Cluster>(cluster: C, name: string, drop: () => Promise<void>) {
  const url = cluster.urlFor(name);
  const database = openPostgres(url, silent);
  return {
    cluster,
    url,
    db: database.db,
    async destroy() {
      await database.close().catch(() => undefined);
      await drop();
    },
  };
}

export type FaultDatabase = Awaited<ReturnType<typeof startFaultDatabase>>;
export type FaultDatabaseOnOwnCluster = Awaited<ReturnType<typeof startFaultDatabaseOnOwnCluster>>;

/**
 * For the whole test file: a database from `startDatabase` and one shop process on it, started before the
 * tests and stopped after them. Read `database` and `shop` inside the tests.
 */
export function faultShopForFile<D extends FaultDatabase>(startDatabase: () => Promise<D>) {
  const file = {} as { database: D; shop: ShopProcess };
  beforeAll(async () => {
    file.database = await startDatabase();
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
