import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };

interface BulkAnswer {
  dryRun: boolean;
  applied: boolean;
  changed: number;
  problems: number;
  rows: { id: string; name: string; from: string; to: string; problem: string | null }[];
  message?: string;
}

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
});
afterAll(() => server.close());

const bulk = (body: object, token = admin.token) =>
  rest.post<BulkAnswer>('/api/products/bulk', body, { token });

const stateOf = (ids: string[]) =>
  queryRows<{ id: string; price: number; old: number | null; sale: boolean; at: string }>(
    catalog.database.db,
    sql`select id, price_pence as price, old_price_pence as old, is_on_sale as sale,
      updated_at::text as at from products where id in ${ids} order by id`,
  );

async function createProducts(n: number, price = 100) {
  const created = [];
  for (let i = 0; i < n; i++) {
    created.push(
      await createProduct(catalog.database.db, {
        categoryId: catalog.fixture.categories.pendants.id,
        price,
        images: 0,
      }),
    );
  }
  return created.map((p) => p.id);
}

describe('bulk changes to products', () => {
  it('answers 403 to a customer', async () => {
    const customer = await registerCustomer(server.url);
    const ids = await createProducts(1);
    const answer = await bulk({ ids, change: { kind: 'active', value: false } }, customer.token);
    expect(answer.status).toBe(403);
  });

  it('previews a 10% rise without writing, then applies it', async () => {
    const ids = await createProducts(3, 19.99);
    const change = { kind: 'price', mode: 'percent', value: 10 };
    const preview = await bulk({ ids, change, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r) => [r.from, r.to])).toEqual(
      Array(3).fill(['£19.99', '£21.99']),
    );
    expect((await stateOf(ids)).map((p) => p.price)).toEqual([1999, 1999, 1999]);

    const applied = await bulk({ ids, change, dryRun: false });
    expect(applied.body).toMatchObject({ applied: true, changed: 3 });
    expect((await stateOf(ids)).map((p) => p.price)).toEqual([2199, 2199, 2199]);
  });

  it('changes the price of 200 products in one transaction, or of none', async () => {
    const ids = await createProducts(200, 50);
    // One of them deleted meanwhile: the change stops, and no product's price moved.
    const [gone, ...rest200] = ids;
    await catalog.database.db.delete(products).where(inArray(products.id, [gone!]));
    const refused = await bulk({
      ids,
      change: { kind: 'price', mode: 'amount', value: -10 },
      dryRun: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Nothing was changed: 1 of the products cannot take this change.',
    );
    expect(refused.body.rows.find((r) => r.id === gone)?.problem).toBe('No longer exists');
    expect(new Set((await stateOf(rest200)).map((p) => p.price))).toEqual(new Set([5000]));

    const more = await createProducts(1, 50);
    const all = [...rest200, ...more];
    expect(all).toHaveLength(200);
    const applied = await bulk({
      ids: all,
      change: { kind: 'price', mode: 'amount', value: -60 },
      dryRun: false,
    });
    expect(applied.body).toMatchObject({ applied: true, changed: 200 });
    const after = await stateOf(all);
    // Never below £0, and one transaction: every product carries its one time.
    expect(new Set(after.map((p) => p.price))).toEqual(new Set([0]));
    expect(new Set(after.map((p) => p.at)).size).toBe(1);
  });

  it('puts products on sale from their price and ends the sale back at it', async () => {
    const ids = await createProducts(2, 80);
    await bulk({ ids, change: { kind: 'sale', percentOff: 25 }, dryRun: false });
    expect(await stateOf(ids)).toMatchObject([
      { price: 6000, old: 8000, sale: true },
      { price: 6000, old: 8000, sale: true },
    ]);
    // A second sale is taken off the was-price, not off the sale price.
    await bulk({ ids, change: { kind: 'sale', percentOff: 50 }, dryRun: false });
    expect((await stateOf(ids)).map((p) => [p.price, p.old])).toEqual([
      [4000, 8000],
      [4000, 8000],
    ]);
    await bulk({ ids, change: { kind: 'endSale' }, dryRun: false });
    expect(await stateOf(ids)).toMatchObject([
      { price: 8000, old: null, sale: false },
      { price: 8000, old: null, sale: false },
    ]);
  });

  it('refuses a stock change for a product kept per option, naming it', async () => {
    const [plain] = await createProducts(1);
    const ring = await rest.post<{ _id: string; name: string }>(
      '/api/products/create',
      {
        name: 'Sized Ring',
        description: 'Per size.',
        price: 100,
        countInStock: 0,
        category: catalog.fixture.categories.smallRings.id,
        variations: { Size: ['L', 'M'] },
        variants: [
          { choice: { Size: 'L' }, countInStock: 2 },
          { choice: { Size: 'M' }, countInStock: 1 },
        ],
      },
      admin,
    );
    const answer = await bulk({
      ids: [plain, ring.body._id],
      change: { kind: 'stock', mode: 'add', value: 5 },
      dryRun: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.rows.map((r) => [r.name, r.problem])).toEqual([
      [expect.any(String), null],
      ['Sized Ring', "Its stock is kept per option: change each option's stock in its form"],
    ]);
    const [stock] = await queryRows<{ n: number }>(
      catalog.database.db,
      sql`select count_in_stock as n from products where id = ${plain}`,
    );
    expect(stock?.n).toBe(10);
  });

  it('refuses more than 500 products and an unknown change', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i.toString(16).padStart(24, '0'));
    const tooMany = await bulk({ ids, change: { kind: 'active', value: true } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('Choose at most 500 products at a time');
    const unknown = await bulk({ ids: ids.slice(0, 1), change: { kind: 'delete' } });
    expect(unknown.status).toBe(400);
  });
});
