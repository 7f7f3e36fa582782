import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { preparedStatement } from '../../src/server/db/prepared';
import { categories, newId } from '../../src/server/db/schema';
import { createTestDatabase } from '../support/database';

/** A statement built once (db/prepared.ts) runs where it is called: on the pool or in a transaction. */
const insertCategory = preparedStatement('test_insert_category', (db) =>
  db
    .insert(categories)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      slug: sql.placeholder('slug'),
    })
    .returning({ id: categories.id }),
);
const categoryNamed = preparedStatement('test_category_named', (db) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, sql.placeholder('name'))),
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const category = (name: string) => ({ id: newId(), name, slug: name.toLowerCase() });

describe('a statement built once', () => {
  it('takes new values on every call', async () => {
    await insertCategory(database.db, category('Rings'));
    await insertCategory(database.db, category('Bangles'));
    expect(await categoryNamed(database.db, { name: 'Rings' })).toHaveLength(1);
    expect(await categoryNamed(database.db, { name: 'Bangles' })).toHaveLength(1);
  });

  it('runs inside the transaction it is given: undone with it, unseen outside it until commit', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertCategory(tx, category('Brooches'));
        expect(await categoryNamed(tx, { name: 'Brooches' })).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await categoryNamed(database.db, { name: 'Brooches' })).toEqual([]);

    // Many transactions reuse the pool's few connections, each with its own built statement.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        database.db.transaction((tx) => insertCategory(tx, category(`Charm ${i}`))),
      ),
    );
    for (let i = 0; i < 12; i++) {
      expect(await categoryNamed(database.db, { name: `Charm ${i}` })).toHaveLength(1);
    }
  });
});
