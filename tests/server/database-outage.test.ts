import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { isDatabaseUnavailable } from '../../src/server/db/availability';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import { createCategory, createProduct } from '../support/factories';
import { startTestServer } from '../support/server';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwawayPostgres';

let cluster: ThrowawayPostgres;
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  database = openPostgres(cluster.urlFor('shop'), { log: pino({ level: 'silent' }) });
  await database.migrate();
  const category = await createCategory(database.db, { name: 'Rings' });
  await createProduct(database.db, { name: 'Outage Ring', categoryId: category.id });
  server = await startTestServer(database);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  await cluster?.destroy();
});

interface Sample {
  at: number;
  status: number;
  message?: string;
}

/** Shoppers asking for the listing, back to back, until told to stop. */
function keepBrowsing(url: string, shoppers: number) {
  const samples: Sample[] = [];
  let running = true;
  const shopper = async () => {
    while (running) {
      const response = await fetch(`${url}/api/products/getAll?limit=1`);
      const body = (await response.json()) as { message?: string };
      samples.push({ at: Date.now(), status: response.status, message: body.message });
      if (response.status !== 200) await sleep(50);
    }
  };
  const all = Promise.all(Array.from({ length: shoppers }, shopper));
  return {
    samples,
    async stop() {
      running = false;
      await all;
    },
  };
}

describe('a PostgreSQL restart under load', () => {
  it('answers 503 with a clear message while the database is away and recovers by itself', async () => {
    const load = keepBrowsing(server.url, 8);
    await sleep(500);

    await cluster.stop();
    const down = Date.now();
    await sleep(1500);
    const readyDuringOutage = await fetch(`${server.url}/readyz`);
    const trpcDuringOutage = await fetch(`${server.url}/trpc/catalog.categoryTree`);
    const restarting = Date.now();
    await cluster.start();
    const up = Date.now();
    await sleep(5000);
    await load.stop();

    const during = load.samples.filter((s) => s.at > down + 200 && s.at < restarting);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.status === 503)).toBe(true);
    expect(during[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(readyDuringOutage.status).toBe(503);
    expect(trpcDuringOutage.status).toBe(503);
    const trpcBody = (await trpcDuringOutage.json()) as { error: { message: string } };
    expect(trpcBody.error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);

    // Nothing but 200 or 503 at any time: no 500, no dropped connection.
    expect(new Set(load.samples.map((s) => s.status))).toEqual(new Set([200, 503]));
    const firstOkAfter = load.samples.find((s) => s.at > up && s.status === 200);
    expect(firstOkAfter).toBeDefined();
    expect(firstOkAfter!.at - up).toBeLessThan(5000);
    const lastSecond = load.samples.filter((s) => s.at > up + 4000);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((s) => s.status === 200)).toBe(true);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('survives a restart that hits a transaction between two statements', async () => {
    const interrupted = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The server's goodbye reaches the connection while no statement is running on it.
      await cluster.stop();
      await sleep(200);
      await tx.execute(sql`select 1`);
    });
    await expect(interrupted).rejects.toSatisfy(isDatabaseUnavailable);
    await cluster.start();
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
