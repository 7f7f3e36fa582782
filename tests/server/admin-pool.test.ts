import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase, usingPostgres } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { startTestServer } from '../support/server';

// PGlite has one connection: there is no second pool to keep apart.
describe.runIf(usingPostgres())('admin work on its own connections', () => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const category = await createCategory(database.db, { name: 'Rings' });
    for (let i = 0; i < 3; i++) await createProduct(database.db, { categoryId: category.id });
    server = await startTestServer(database);
    const owner = await registerCustomer(server.url);
    await setAdmin(database.db, owner.id, true);
    adminToken = owner.token;
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('leave the storefront answering while every admin connection is busy', async () => {
    // Heavy admin queries: more than the admin pool holds, each taking 3 seconds.
    const started = Date.now();
    const heavy = Array.from({ length: 6 }, () =>
      database.adminDb.execute(sql`select pg_sleep(3)`).catch((err: unknown) => err),
    );
    // An admin page now waits for the admin pool...
    const adminPage = fetch(`${server.url}/api/orders?page=1&limit=10`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    }).then((response) => ({ status: response.status, at: Date.now() - started }));
    // ...while the shop's listing answers at once, many times over (each a query of its own:
    // a different price limit is a different cache entry).
    const listings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${server.url}/api/products/getAll?maxPrice=${500 + i}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(listings.every((status) => status === 200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_500);
    const admin = await adminPage;
    expect(admin.at).toBeGreaterThanOrEqual(2_500);
    await Promise.all(heavy);
  });
});
