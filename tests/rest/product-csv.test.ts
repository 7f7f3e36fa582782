import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { parseCsv } from '../../src/shared/csv';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };
let customer: { token: string };

interface Product {
  _id: string;
  sku: string | null;
  name: string;
  price: number;
  countInStock: number;
  updatedAt: string;
  variants: { choice: Record<string, string>; countInStock: number }[];
}
interface ImportAnswer {
  dryRun: boolean;
  applied: boolean;
  summary: { create: number; update: number; unchanged: number; error: number };
  rows: { line: number; name: string; action: string; changes: { field: string }[] }[];
  errors: string[];
  message?: string;
}

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
  customer = await registerCustomer(server.url);
});
afterAll(() => server.close());

async function exportCsv(token = admin.token, query = '') {
  const response = await fetch(`${server.url}/api/products/export${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function importCsv(text: string, dryRun: boolean, token = admin.token) {
  const response = await fetch(`${server.url}/api/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}

/** Every product, hidden ones too, as the database has them. */
const allProducts = () =>
  queryRows<{ sku: string | null; name: string; price: number; countInStock: number }>(
    catalog.database.db,
    sql`select sku, name, price_pence / 100.0 as price, count_in_stock as "countInStock"
      from products`,
  ).then((rows) => rows.map((row) => ({ ...row, price: Number(row.price) })));

/** What a write would move: each product's updated_at, stock and price, and its options' stock. */
async function snapshot() {
  const rows = await queryRows(
    catalog.database.db,
    sql`select p.id, p.updated_at, p.count_in_stock, p.price_pence,
      (select json_agg(v.count_in_stock order by v.position) from product_variants v
        where v.product_id = p.id) as variants
      from products p order by id`,
  );
  return JSON.stringify(rows);
}

async function createSizedRing() {
  const created = await rest.post<Product>(
    '/api/products/create',
    {
      name: 'Per-size Ring, "Aurelia"',
      sku: 'RING-AUR-1',
      description: 'Kept in stock per size.\nSecond line, with a comma.',
      price: 300,
      countInStock: 0,
      category: catalog.fixture.categories.smallRings.id,
      tags: ['gift', 'stacking'],
      variations: { Size: ['L', 'M', 'N'], Metal: ['Gold', 'Platinum'] },
      variants: [
        { choice: { Size: 'L', Metal: 'Gold' }, countInStock: 0, madeToOrderDays: 14 },
        { choice: { Size: 'M', Metal: 'Gold' }, countInStock: 3 },
        { choice: { Size: 'N', Metal: 'Platinum' }, countInStock: 1, priceDifference: 20 },
      ],
    },
    admin,
  );
  expect(created.status).toBe(201);
  return created.body;
}

describe('product CSV', () => {
  it('is for administrators only', async () => {
    expect((await exportCsv(customer.token)).status).toBe(403);
    expect((await importCsv('Name\r\nX\r\n', true, customer.token)).status).toBe(403);
  });

  it('round trips: the export imported unchanged changes nothing', async () => {
    const ring = await createSizedRing();
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.text).toMatch(/^\uFEFF?ID,SKU,Name,/);
    // The ring has a row per variant, with its options.
    const records = parseCsv(exported.text)!;
    const header = records[0]!.cells;
    const ringRows = records.filter((r) => r.cells[0] === ring._id);
    expect(ringRows).toHaveLength(3);
    const at = (row: string[], column: string) => row[header.indexOf(column)];
    expect(ringRows.map((r) => at(r.cells, 'Option1 value'))).toEqual(['L', 'M', 'N']);
    expect(at(ringRows[2]!.cells, 'Option price difference')).toBe('20');
    expect(at(ringRows[0]!.cells, 'Option made to order days')).toBe('14');

    const before = await snapshot();
    const dryRun = await importCsv(exported.text, true);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.errors).toEqual([]);
    expect(dryRun.body.summary).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(dryRun.body.summary.unchanged).toBe((await allProducts()).length);

    const applied = await importCsv(exported.text, false);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    // Nothing written: no updated_at moved, no stock moved.
    expect(await snapshot()).toBe(before);
  });

  it('updates by SKU and creates new products, reporting each change', async () => {
    const csv = [
      'SKU,Name,Price,Stock,Category,Collection,Description,Tags',
      'RING-AUR-1,"Per-size Ring, ""Aurelia""",320,0,Small design Rings,Rings,"Kept in stock per size.\nSecond line, with a comma.",gift|stacking',
      'NEW-1,New Pendant,99.5,4,Pendants,,A new pendant.,pearl',
      ',No Sku Pendant,"£1,250.00",2,pendants,,Made without a SKU.,',
    ].join('\r\n');
    const dryRun = await importCsv(csv, true);
    expect(dryRun.body.errors).toEqual([]);
    expect(dryRun.body.rows.map((r) => r.action)).toEqual(['update', 'create', 'create']);
    expect(dryRun.body.rows[0]!.changes).toEqual([
      { field: 'Price', from: '£300.00', to: '£320.00' },
    ]);
    expect((await allProducts()).some((p) => p.name === 'New Pendant')).toBe(false);

    const applied = await importCsv(csv, false);
    expect(applied.body.applied).toBe(true);
    const products = await allProducts();
    expect(products.find((p) => p.sku === 'RING-AUR-1')).toMatchObject({ price: 320 });
    expect(products.find((p) => p.sku === 'NEW-1')).toMatchObject({ price: 99.5, countInStock: 4 });
    expect(products.find((p) => p.name === 'No Sku Pendant')).toMatchObject({ price: 1250 });
  });

  it('creates and updates a product kept per option from its rows', async () => {
    const header =
      'SKU,Name,Price,Category,Description,Option1 name,Option1 values,Option1 value,Option stock,Option price difference,Option made to order days';
    const file = (mStock: number) =>
      [
        header,
        `HOOP-1,Sized Hoop,40,Pendants,Hoops.,Size,S|M|L,S,2,0,`,
        `HOOP-1,Sized Hoop,40,Pendants,Hoops.,Size,S|M|L,M,${mStock},5,`,
        `HOOP-1,Sized Hoop,40,Pendants,Hoops.,Size,S|M|L,L,,10,21`,
      ].join('\n');
    const created = await importCsv(file(3), false);
    expect(created.body.rows.map((r) => r.action)).toEqual(['create']);
    const [hoop] = await queryRows<{ id: string; stock: number; variations: unknown }>(
      catalog.database.db,
      sql`select id, count_in_stock as stock, variations from products where sku = 'HOOP-1'`,
    );
    expect(hoop).toMatchObject({ stock: 5, variations: { Size: ['S', 'M', 'L'] } });

    const again = await importCsv(file(3), true);
    expect(again.body.rows.map((r) => r.action)).toEqual(['unchanged']);
    const changed = await importCsv(file(7), false);
    expect(changed.body.rows[0]).toMatchObject({
      action: 'update',
      changes: [
        {
          field: 'Stock per option',
          from: 'Size S 2; Size M 3 (+£5.00); Size L made in 21 days (+£10.00)',
          to: 'Size S 2; Size M 7 (+£5.00); Size L made in 21 days (+£10.00)',
        },
      ],
    });
    const [after] = await queryRows<{ stock: number }>(
      catalog.database.db,
      sql`select count_in_stock as stock from products where id = ${hoop!.id}`,
    );
    expect(after?.stock).toBe(9);
  });

  it('refuses a file with three bad rows: nothing applied, each error by its line', async () => {
    const before = await snapshot();
    const csv = [
      'SKU,Name,Price,Stock,Category,Description',
      'OK-1,Good Ring,10,1,Rings,Fine.',
      'BAD-1,Bad Price,-5,1,Rings,Negative price.',
      'OK-2,Good Ring 2,10,1,Rings,"Two',
      'lines."',
      'BAD-2,Bad Stock,10,1.5,Rings,Half a ring.',
      'BAD-3,Bad Category,10,1,Bracelets,No such category.',
    ].join('\r\n');
    for (const dryRun of [true, false]) {
      const answer = await importCsv(csv, dryRun);
      expect(answer.status).toBe(dryRun ? 200 : 400);
      expect(answer.body.applied).toBe(false);
      expect(answer.body.errors).toEqual([
        'Line 3: Price cannot be negative',
        'Line 6: Count in stock must be a whole number',
        'Line 7: Category "Bracelets" not found',
      ]);
    }
    expect(await snapshot()).toBe(before);
    expect((await allProducts()).some((p) => p.sku === 'OK-1')).toBe(false);
  });
});

describe('SKU', () => {
  it('is kept by an update that leaves it out, cleared by an empty one, and unique', async () => {
    const body = {
      name: 'Sku Bangle',
      description: 'A bangle.',
      price: 50,
      countInStock: 1,
      category: catalog.fixture.categories.pendants.id,
    };
    const created = await rest.post<Product>(
      '/api/products/create',
      { ...body, sku: ' BNG-1 ' },
      admin,
    );
    expect(created.body.sku).toBe('BNG-1');
    // A spec §7 client's GET → PUT without the field keeps it.
    const kept = await rest.put<Product>(`/api/products/update/${created.body._id}`, body, admin);
    expect(kept.body.sku).toBe('BNG-1');
    const taken = await rest.post<{ message: string }>(
      '/api/products/create',
      { ...body, sku: 'BNG-1' },
      admin,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The SKU "BNG-1" is already used by another product.');
    const bad = await rest.post<{ message: string }>(
      '/api/products/create',
      { ...body, sku: 'has space' },
      admin,
    );
    expect(bad.status).toBe(400);
    const cleared = await rest.put<Product>(
      `/api/products/update/${created.body._id}`,
      { ...body, sku: '' },
      admin,
    );
    expect(cleared.body.sku).toBeNull();
  });
});
