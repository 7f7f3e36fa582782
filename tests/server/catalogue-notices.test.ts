import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueChange } from '../../src/server/db/changeFeed';
import { queryRows, type Database } from '../../src/server/db/client';
import { categories, products } from '../../src/server/db/schema';
import { createCategory, createProduct } from '../support/factories';
import { createTestDatabase, usingPostgres } from '../support/database';

/**
 * Which product writes send a catalogue change notice, and what it says (migrations 0020 and
 * 0022, decisions 038 and 039): a stock change names its products, unless one crosses zero;
 * the sales counter alone sends none; anything else asks for everything to be cleared.
 */
let database: Database;
const heard: (CatalogueChange | null)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  database.changes.subscribe((change) => heard.push(change));
  await vi.waitFor(() => expect(database.changes.live).toBe(true), { timeout: 5000 });
});
afterAll(() => database.close());

/**
 * Categories written so far: each sends a notice, and notices arrive in commit order. On
 * PostgreSQL this instance hears its own write twice, from the writing connection at once and
 * from the feed's listener a moment later: everything written before a category write has been
 * heard once the listener's copy of it has (waiting for the first copy alone let a late copy of
 * an earlier write land in the next test's notices).
 */
let categoryWrites = 0;
const copiesOfEachWrite = () => (usingPostgres() ? 2 : 1);
const categoryNotices = () => heard.filter((change) => change?.table === 'categories').length;
const allHeard = () =>
  vi.waitFor(
    () => expect(categoryNotices()).toBeGreaterThanOrEqual(categoryWrites * copiesOfEachWrite()),
    { timeout: 5000, interval: 20 },
  );

/** The notices `write` sent: those heard after what came before it and before a category write after it. */
async function noticesOf(write: () => Promise<unknown>, categoryId: string) {
  await allHeard();
  const start = heard.length;
  await write();
  await database.db
    .update(categories)
    .set({ description: `mark ${categoryWrites}` })
    .where(eq(categories.id, categoryId));
  categoryWrites++;
  await allHeard();
  const end = heard.findLastIndex((change) => change?.table === 'categories');
  return heard.slice(start, end).filter((change) => change?.table !== 'categories');
}

const stockOf = (...ids: string[]) => ({ table: 'products', stockOf: ids });
const everything = { table: 'products' };

describe('catalogue change notices of products', () => {
  let categoryId: string;
  let product: { id: string };
  let other: { id: string };
  beforeAll(async () => {
    categoryId = (await createCategory(database.db)).id;
    categoryWrites++;
    product = await createProduct(database.db, { categoryId, countInStock: 10 });
    other = await createProduct(database.db, { categoryId, countInStock: 10 });
  });

  /** As placing an order and putting units back write it (Drizzle's update() sets updated_at). */
  const addStock = (ids: string[], units: number) =>
    database.db.execute(
      sql`update ${products} set count_in_stock = count_in_stock + ${units} where ${inArray(products.id, ids)}`,
    );

  it('name the products whose stock alone changed', async () => {
    const one = await noticesOf(() => addStock([product.id], -1), categoryId);
    expect(one).toContainEqual(stockOf(product.id));
    expect(one).not.toContainEqual(everything);
    const both = await noticesOf(() => addStock([product.id, other.id], 2), categoryId);
    expect(both.map((change) => new Set(change?.stockOf))).toContainEqual(
      new Set([product.id, other.id]),
    );
  });

  it('are not sent for a sales count alone', async () => {
    const sales = await noticesOf(
      () =>
        // As recordSales writes it: Drizzle's update() would also set updated_at.
        database.db.execute(
          sql`update ${products} set sales = sales + 1 where ${products.id} = ${product.id}`,
        ),
      categoryId,
    );
    expect(sales).toEqual([]);
  });

  it('ask for everything when stock crosses zero, either way', async () => {
    const stock = (await database.db.query.products.findFirst({
      where: eq(products.id, product.id),
    }))!.countInStock;
    const soldOut = await noticesOf(() => addStock([product.id], -stock), categoryId);
    expect(soldOut).toContainEqual(everything);
    expect(soldOut.every((change) => !change?.stockOf)).toBe(true);
    expect(await noticesOf(() => addStock([product.id], 3), categoryId)).toContainEqual(everything);
  });

  it('ask for everything when anything else changes too, even a column added later', async () => {
    const renamed = await noticesOf(
      () =>
        database.db
          .update(products)
          .set({ name: 'Renamed', countInStock: sql`${products.countInStock} + 1` })
          .where(eq(products.id, product.id)),
      categoryId,
    );
    expect(renamed).toContainEqual(everything);
    expect(renamed).not.toContainEqual(stockOf(product.id));
    await database.db.execute(sql`alter table products add column added_later int`);
    const added = await noticesOf(
      () => database.db.execute(sql`update products set added_later = 1 where id = ${product.id}`),
      categoryId,
    );
    expect(added).toContainEqual(everything);
    await database.db.execute(sql`alter table products drop column added_later`);
  });

  it('ask for everything when a statement changes more products than a notice can name', async () => {
    await database.db.execute(sql`insert into products (id, name, description, price_pence,
      category_id, count_in_stock)
      select lpad(i::text, 24, 'n'), 'Bulk ' || i, '', 100, ${categoryId}, 5
      from generate_series(1, 250) as i`);
    const bulk = await noticesOf(
      () => database.db.execute(sql`update products set count_in_stock = count_in_stock + 1`),
      categoryId,
    );
    expect(bulk).toContainEqual(everything);
    expect(bulk.every((change) => !change?.stockOf)).toBe(true);
  });
});

describe("the shop's own connections", () => {
  it.runIf(usingPostgres())('do not LISTEN: one connection per instance does', async () => {
    const channels = await queryRows<{ channel: string }>(
      database.db,
      sql`select pg_listening_channels() as channel`,
    );
    expect(channels).toEqual([]);
  });
});
