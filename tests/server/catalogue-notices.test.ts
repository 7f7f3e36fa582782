import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { categories, products } from '../../src/server/db/schema';
import { createCategory, createProduct } from '../support/factories';
import { createTestDatabase } from '../support/database';

/**
 * Which product writes send a catalogue change notice (migration 0020, decision 038): every
 * column's change does but the sales counter's, which a paid order bumps after its placing
 * already sent one for the stock it took.
 */
let database: Database;
const heard: (string | null)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  database.changes.subscribe((table) => heard.push(table));
  await vi.waitFor(() => expect(database.changes.live).toBe(true), { timeout: 5000 });
});
afterAll(() => database.close());

/**
 * Categories written so far: each sends a notice, and notices arrive in commit order. (On
 * PostgreSQL this instance hears its own write twice: on the writing connection and on the
 * feed's listener.)
 */
let categoryWrites = 0;
const categoryNotices = () => heard.filter((table) => table === 'categories').length;
const allHeard = () =>
  vi.waitFor(() => expect(categoryNotices()).toBeGreaterThanOrEqual(categoryWrites), {
    timeout: 5000,
    interval: 20,
  });

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
  return heard.slice(start, heard.lastIndexOf('categories'));
}

describe('catalogue change notices of products', () => {
  it('are sent for a stock change and not for a sales count alone', async () => {
    const category = await createCategory(database.db);
    categoryWrites++;
    const product = await createProduct(database.db, { categoryId: category.id });
    const stock = await noticesOf(
      () =>
        database.db
          .update(products)
          .set({ countInStock: sql`${products.countInStock} - 1` })
          .where(eq(products.id, product.id)),
      category.id,
    );
    expect(stock).toContain('products');
    const sales = await noticesOf(
      () =>
        // As recordSales writes it: Drizzle's update() would also set updated_at.
        database.db.execute(
          sql`update ${products} set sales = sales + 1 where ${products.id} = ${product.id}`,
        ),
      category.id,
    );
    expect(sales).not.toContain('products');
  });

  it('are sent for an update of any column but sales (a new column must join the trigger)', async () => {
    const unwatched = await queryRows<{ column_name: string }>(
      database.db,
      sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'products' and is_generated = 'NEVER'
        and column_name <> 'sales'
        and column_name not in (
          select a.attname from pg_trigger t
          join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr)
          where t.tgname = 'products_catalogue_changed_by_update')`,
    );
    expect(unwatched).toEqual([]);
  });
});
