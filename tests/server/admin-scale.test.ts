import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { findProductsForAdmin } from '../../src/server/modules/catalog/adminProducts';
import { findOrdersForAdmin } from '../../src/server/modules/orders/adminOrders';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createCategory } from '../support/factories';
import { startTestServer } from '../support/server';

const ROWS = 10_000;
const statements: string[] = [];
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
  const category = await createCategory(database.db, { name: 'Rings' });
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Bulk Buyer', email: 'bulk@example.test', passwordHash: 'x' })
    .returning();
  // Generated in SQL, so the setup takes seconds: 10,000 products and 10,000 orders of one line.
  await database.db.execute(sql`
    insert into products (id, name, description, price_pence, category_id, count_in_stock, created_at)
    select lpad(to_hex(g), 24, '0'), 'Ring ' || g, 'A ring', 1000 + g, ${category.id}, 5,
      now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address, created_at)
    select 'a' || lpad(to_hex(g), 23, '0'), ${user!.id}, 'Order Confirmed', 1000 + g, 'Test payment',
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`
    insert into order_items (id, order_id, product_id, name, price_pence, qty)
    select 'b' || lpad(to_hex(g), 23, '0'), 'a' || lpad(to_hex(g), 23, '0'), lpad(to_hex(g), 24, '0'),
      'Ring ' || g, 1000 + g, 1
    from generate_series(1, ${ROWS}) g`);
}, 120_000);
afterAll(() => database.close());

/** The statements `work` sends to the database. */
async function statementsOf(work: () => Promise<unknown>) {
  const from = statements.length;
  await work();
  return statements.slice(from);
}

describe('admin lists over 10,000 rows', () => {
  it('the orders list is three small queries: the count, the page ids, their details', async () => {
    let page: Awaited<ReturnType<typeof findOrdersForAdmin>> | undefined;
    const sent = await statementsOf(async () => {
      page = await findOrdersForAdmin(database.db, {
        page: 700,
        limit: 10,
        sortBy: 'totalPrice',
        order: 'asc',
        search: 'bulk',
      });
    });
    // No window count over every match, no details for a skipped row (decision 036).
    expect(sent).toHaveLength(3);
    expect(sent.some((s) => /over\s*\(/i.test(s))).toBe(false);
    expect(page!.pagination).toEqual({ total: ROWS, page: 700, pages: 1000, limit: 10 });
    expect(page!.orders).toHaveLength(10);
    expect(page!.orders[0]?.totalPrice).toBe((1000 + 6991) / 100);
  });

  it('the products list is one query too', async () => {
    let page: Awaited<ReturnType<typeof findProductsForAdmin>> | undefined;
    const sent = await statementsOf(async () => {
      page = await findProductsForAdmin(database.db, {
        sort: 'price',
        order: 'desc',
        page: 3,
        limit: 24,
      });
    });
    expect(sent).toHaveLength(1);
    expect(page).toMatchObject({ total: ROWS, pages: Math.ceil(ROWS / 24) });
    expect(page!.products[0]?.price).toBe((1000 + ROWS - 48) / 100);
  });

  it('the CSV export streams every order in batches of 500', async () => {
    const server = await startTestServer(database);
    const owner = await registerCustomer(server.url);
    await setAdmin(database.db, owner.id, true);
    let text = '';
    const sent = await statementsOf(async () => {
      const response = await fetch(`${server.url}/api/orders/export?search=bulk&payment=all`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      });
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
      text = bytes.subarray(3).toString('utf8');
    });
    await server.close();
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe(
      'Order ID,Order number,Date,Customer,Email,Status,Paid,Paid at,Payment method,Items,Units,Delivery,Delivery (GBP),Gift wrap (GBP),Gift message,Discount code,Discount (GBP),Total (GBP),VAT number,VAT rate,VAT included (GBP),Refunded (GBP),Kept (GBP),Ship to',
    );
    expect(lines[1]).toMatch(
      /^a0+1,A0000000,\d{4}-\d\d-\d\d \d\d:\d\d,Bulk Buyer,bulk@example.test,Order Confirmed,No,,Test payment,1 x Ring 1,1,,0.00,,,,0.00,10.01,,,,0.00,0.00,"Leeds, United Kingdom"$/,
    );
    const orderQueries = sent.filter((q) => /from "orders"/.test(q));
    expect(orderQueries).toHaveLength(ROWS / 500 + 1);
    expect(orderQueries.every((q) => /limit \$\d+/.test(q))).toBe(true);
  });
});
