import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  migrationsFolder,
  openPglite,
  pgliteExtensions,
  queryRows,
  type Database,
} from '../../src/server/db/client';
import { newId } from '../../src/server/db/schema';
import { createTestDatabase } from '../support/database';
import { createCategory, createOrder, createProduct } from '../support/factories';

/** Why a statement failed, through Drizzle's wrapping `cause`. */
async function refusal(statement: Promise<unknown>) {
  const err = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  const { cause } = (err ?? {}) as { cause?: { message?: string } };
  return cause?.message ?? String(err);
}

describe('closed sets: the database refuses a value outside each list (decision 033)', () => {
  let database: Database;
  let orderId: string;
  let productId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const category = await createCategory(database.db, {});
    productId = (await createProduct(database.db, { categoryId: category.id })).id;
    orderId = (await createOrder(database.db)).id;
  });
  afterAll(() => database.close());

  it.each([
    [
      'products_material_check',
      () => sql`update products set material = 'bronze' where id = ${productId}`,
    ],
    // A fineness is stored only with a metal it is made in (decision 042).
    [
      'products_fineness_metal_check',
      () =>
        sql`update products set material = 'white-gold', fineness = '22ct' where id = ${productId}`,
    ],
    [
      'products_fineness_metal_check',
      () => sql`update products set material = null, fineness = '18ct' where id = ${productId}`,
    ],
    [
      'products_stone_check',
      () => sql`update products set stone = 'glass' where id = ${productId}`,
    ],
    [
      'products_diamond_clarity_check',
      () => sql`update products set diamond_clarity = 'vs1' where id = ${productId}`,
    ],
    [
      'products_assay_office_check',
      () => sql`update products set assay_office = 'glasgow' where id = ${productId}`,
    ],
    [
      'products_carat_points_check',
      () => sql`update products set carat_points = 0 where id = ${productId}`,
    ],
    [
      'order_status_history_status_check',
      () =>
        sql`insert into order_status_history (id, order_id, status) values (${newId()}, ${orderId}, 'Lost')`,
    ],
    [
      'payments_provider_check',
      () => sql`insert into payments (id, order_id, provider, provider_order_id, status, amount_pence)
        values (${newId()}, ${orderId}, 'stripe', 'X1', 'CREATED', 100)`,
    ],
    [
      'payment_events_provider_check',
      () => sql`insert into payment_events (id, provider, type) values ('E1', 'stripe', 'X')`,
    ],
    [
      'order_returns_reason_check',
      () => sql`insert into order_returns (id, order_id, status, reason, amount_pence)
        values (${newId()}, ${orderId}, 'requested', 'bored', 0)`,
    ],
    [
      'store_hours_day_name_check',
      () => sql`insert into store_hours (day_index, day) values (0, 'Funday')`,
    ],
  ])('%s', async (constraint, statement) => {
    expect(await refusal(database.db.execute(statement()))).toContain(constraint);
  });
});

describe('migration 0016 on a shop with free-text materials', () => {
  let folder: string;
  let client: PGlite;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-before-0016-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx < 16);
    await writeFile(journalPath, JSON.stringify(journal));
    client = new PGlite({ extensions: pgliteExtensions });
  });
  afterAll(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('maps a metal written in other words, and keeps any other as a tag', async () => {
    await migrate(drizzle(client), { migrationsFolder: folder });
    const database = openPglite({ client });
    const category = await createCategory(database.db, {});
    const typed = ['White Gold', ' sterling silver', 'Gold', 'platinum', 'Titanium', null, ''];
    for (const [i, material] of typed.entries()) {
      await database.db
        .execute(sql`insert into products (id, name, description, price_pence, category_id, material, tags)
        values (${newId()}, ${`Piece ${i}`}, 'A piece', 100, ${category.id}, ${material}, '{ring}')`);
    }

    await database.migrate();

    const rows = await queryRows<{ name: string; material: string | null; tags: string[] }>(
      database.db,
      sql`select name, material, tags from products order by name`,
    );
    expect(rows.map(({ material, tags }) => [material, tags])).toEqual([
      ['white-gold', ['ring']],
      ['silver', ['ring']],
      ['yellow-gold', ['ring']],
      ['platinum', ['ring']],
      [null, ['ring', 'titanium']],
      [null, ['ring']],
      [null, ['ring']],
    ]);
  }, 120_000);
});
