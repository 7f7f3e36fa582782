import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { demoProducts } from '../../src/server/demo/catalogue';
import { restClient } from '../support/http';
import { runRedisTests, testRedisUrl } from '../support/redis';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
  type FaultDatabase,
} from './support/faultShop';
import { startShop, type ShopProcess } from './support/shopProcess';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
/** Both instances sit behind a (pretend) proxy; this run's shopper comes from its own address. */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const fromClient = { 'X-Forwarded-For': clientAddress };

let database: FaultDatabase;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  database = await startFaultDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    TRUST_PROXY: 'loopback',
    // The production limits: the point is that they hold across instances.
    RATE_LIMIT_FACTOR: '1',
  };
  shops.push(await startShop(env), await startShop(env));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  await database?.destroy();
});

it.runIf(await runRedisTests())(
  'shares the login limit through Redis: 30 tries spread over both instances, then 429 on either',
  async () => {
    const [a, b] = shops.map((s) => restClient(s.url));
    const tries = [];
    for (let i = 0; i < 30; i++) {
      const email = `guess-${randomBytes(4).toString('hex')}@example.test`;
      tries.push(
        (i % 2 ? a! : b!).post(
          '/api/auth/login',
          { email, password: 'wrong' },
          { headers: fromClient },
        ),
      );
    }
    const statuses = (await Promise.all(tries)).map((t) => t.status);
    const overA = await a!.post(
      '/api/auth/login',
      { email: 'x@example.test', password: 'x' },
      { headers: fromClient },
    );
    const overB = await b!.post(
      '/api/auth/login',
      { email: 'y@example.test', password: 'y' },
      { headers: fromClient },
    );
    console.log(
      `Scenario 7a, shared rate limit: 30 failed logins over two instances answered ` +
        `${JSON.stringify([...new Set(statuses)])}; the 31st and 32nd answered ${overA.status} and ${overB.status}`,
    );
    expect(statuses).toEqual(Array(30).fill(401));
    expect(overA.status).toBe(429);
    expect(overA.body.message).toMatch(TOO_MANY);
    expect(overB.status).toBe(429);
  },
);

it('shows a price changed on one instance in the next answers of the other', async () => {
  const { productIds } = await seedCatalogue(database.db, { products: 3 });
  const productId = productIds[0]!;
  const [first, second] = shops;
  const adminToken = await signUpAdmin(first!.url, database.db, {
    'X-Forwarded-For': `10.0.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const priceOn = async (shop: ShopProcess) => {
    const listing = await restClient(shop.url).get<{ products: { _id: string; price: number }[] }>(
      '/api/products/getAll?limit=20',
    );
    const detail = await restClient(shop.url).get<{ price: number }>(
      `/api/products/byId/${productId}`,
    );
    return [listing.body.products.find((p) => p._id === productId)?.price, detail.body.price];
  };
  // Both instances have the old price cached.
  for (const shop of shops) await priceOn(shop);
  const before = await priceOn(second!);

  const loaded = await restClient(first!.url).get<{
    name: string;
    description: string;
    price: number;
    countInStock: number;
    category: { _id: string };
  }>(`/api/products/byId/${productId}`, undefined, { token: adminToken });
  const newPrice = loaded.body.price + 10;
  const saved = await restClient(first!.url).put(
    `/api/products/update/${productId}`,
    {
      name: loaded.body.name,
      description: loaded.body.description,
      price: newPrice,
      countInStock: loaded.body.countInStock,
      category: loaded.body.category._id,
    },
    { token: adminToken },
  );
  expect(saved.status).toBe(200);
  const savedAt = Date.now();
  let firstRead: (number | undefined)[] | undefined;
  await vi.waitFor(
    async () => {
      const now = await priceOn(second!);
      firstRead ??= now;
      expect(now).toEqual([newPrice, newPrice]);
    },
    { timeout: 5000, interval: 20 },
  );
  console.log(
    `Scenario 7b, price change across instances: before ${JSON.stringify(before)}, first read on the ` +
      `other instance after the save ${JSON.stringify(firstRead)}, new price everywhere ${Date.now() - savedAt} ms after the save`,
  );
  expect(await priceOn(first!)).toEqual([newPrice, newPrice]);
});

it('all come up when started at once on an empty database, which gets one demo shop', async () => {
  const admin = new pg.Client({ connectionString: database.cluster.url });
  await admin.connect();
  await admin.query('create database started_together');
  await admin.end();
  const env = { DATABASE_URL: database.cluster.urlFor('started_together'), SEED_DEMO_DATA: 'true' };

  const startedAt = Date.now();
  const starts = await Promise.allSettled([startShop(env), startShop(env)]);
  const upIn = Date.now() - startedAt;
  const up = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const ready = await Promise.all(up.map((shop) => fetch(`${shop.url}/readyz`)));
  await Promise.all(up.map((shop) => shop.stop()));

  const shop = new pg.Client({ connectionString: env.DATABASE_URL });
  await shop.connect();
  const { rows } = await shop.query<{ products: number; shops: number }>(
    'select (select count(*)::int from products) as products, (select count(*)::int from shop_info) as shops',
  );
  await shop.end();
  console.log(
    `Scenario 7c, two instances started at once on an empty database: ${up.length} up in ${upIn} ms; ` +
      `${rows[0]?.products} products, ${rows[0]?.shops} shop information row`,
  );
  expect(starts.filter((s) => s.status === 'rejected')).toEqual([]);
  expect(ready.map((r) => r.status)).toEqual([200, 200]);
  expect(rows[0]).toEqual({ products: demoProducts.length, shops: 1 });
});
