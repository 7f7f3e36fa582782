import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/modules/auth/users';
import { allOrdersOfUser } from '../../src/server/modules/orders/customerOrders';
import { myDataJson } from '../../src/server/workflows/privacy/myData';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

const ORDERS = 30;
let database: Database;
let buyer: SessionUser;
let others: SessionUser;

async function createUser(name: string) {
  const [row] = await database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@example.test`, passwordHash: 'x' })
    .returning();
  return { id: row!.id, name: row!.name, email: row!.email, isAdmin: false };
}

/**
 * The buyer's 30 orders, one a day from 2025-03-01 (10 of them placed in one statement at the
 * same microsecond), and a stranger's 3: order n costs n pounds; orders 1-10 unpaid, 11-20
 * paid, 21-30 delivered; order 7 has a Curb Chain line, the others a Halo Ring.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  buyer = await createUser('Buyer');
  others = await createUser('Stranger');
  const address = sql`'{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb`;
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, is_paid, is_delivered, payment_method,
      billing_address, shipping_address, created_at)
    select 'a' || lpad(g::text, 23, '0'), ${buyer.id},
      case when g > 20 then 'Delivered' else 'Order Confirmed' end, g * 100, g > 10, g > 20,
      'Test payment', ${address}, ${address},
      case when g between 11 and 20 then '2025-03-11 10:00:00.123456+00'::timestamptz
        else '2025-03-01 10:00:00+00'::timestamptz + (g - 1) * interval '1 day' end
    from generate_series(1, ${ORDERS}) g`);
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address)
    select 'b' || lpad(g::text, 23, '0'), ${others.id}, 'Order Confirmed', 100, 'Test payment',
      ${address}, ${address}
    from generate_series(1, 3) g`);
  await database.db.execute(sql`
    insert into order_items (id, order_id, name, price_pence, qty)
    select 'c' || left(id, 1) || substr(id, 3), id, case when id = 'a' || lpad('7', 23, '0') then 'Curb Chain'
      else 'Halo Ring' end, total_pence, 1
    from orders`);
});
afterAll(() => database.close());

const orderId = (n: number) => 'a' + String(n).padStart(23, '0');

describe('My Orders, a page at a time', () => {
  it('returns every order exactly once across pages of 4, newest first', async () => {
    const caller = createCaller(database, buyer);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const { orders, pagination } = await caller.orders.mine({ page, limit: 4 });
      expect(pagination).toEqual({ total: ORDERS, page, pages: 8, limit: 4 });
      if (orders.length === 0) break;
      seen.push(...orders.map((o) => o._id));
    }
    expect(seen).toHaveLength(ORDERS);
    expect(new Set(seen).size).toBe(ORDERS);
    expect(seen.slice(0, 3)).toEqual([orderId(30), orderId(29), orderId(28)]);
    expect(seen.every((id) => id.startsWith('a'))).toBe(true);
  });

  it('searches by order id, by the order number shown for it, and by product name', async () => {
    const caller = createCaller(database, buyer);
    const ids = async (search: string) =>
      (await caller.orders.mine({ search, limit: 100 })).orders.map((o) => o._id);
    expect(await ids(orderId(7).slice(-3))).toEqual([orderId(7)]);
    expect(await ids(`#${orderId(7).slice(0, 8).toUpperCase()}`)).toHaveLength(ORDERS);
    expect(await ids('curb')).toEqual([orderId(7)]);
    expect(await ids('tiara')).toEqual([]);
  });

  it('filters by spec §4 classification, and paid by the flag alone', async () => {
    const caller = createCaller(database, buyer);
    const total = async (status: 'all' | 'processing' | 'paid' | 'shipping' | 'delivered') =>
      (await caller.orders.mine({ status })).pagination.total;
    expect(await total('processing')).toBe(10);
    expect(await total('shipping')).toBe(10);
    expect(await total('delivered')).toBe(10);
    expect(await total('paid')).toBe(20);
    expect(await total('all')).toBe(ORDERS);
  });

  it('sorts newest, oldest, price high and price low', async () => {
    const caller = createCaller(database, buyer);
    const first = async (sort: 'newest' | 'oldest' | 'price-high' | 'price-low') =>
      (await caller.orders.mine({ sort, limit: 2 })).orders.map((o) => o._id);
    expect(await first('newest')).toEqual([orderId(30), orderId(29)]);
    expect(await first('oldest')).toEqual([orderId(1), orderId(2)]);
    expect(await first('price-high')).toEqual([orderId(30), orderId(29)]);
    expect(await first('price-low')).toEqual([orderId(1), orderId(2)]);
  });

  it('streams every order in batches, the same-microsecond ones included', async () => {
    const batches: string[][] = [];
    for await (const batch of allOrdersOfUser(database.db, buyer, 7))
      batches.push(batch.map((o) => o._id));
    expect(batches.map((b) => b.length)).toEqual([7, 7, 7, 7, 2]);
    expect(new Set(batches.flat()).size).toBe(ORDERS);
  });
});

describe('GET /api/orders/myorders (spec §7: a plain array)', () => {
  it('sends every order without a page, and a page with its total when asked', async () => {
    const server = await startTestServer(database);
    try {
      const login = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Rest',
          email: 'rest@example.test',
          password: 'correct horse battery',
        }),
      });
      const { token, _id } = (await login.json()) as { token: string; _id: string };
      await database.db.execute(
        sql`update orders set user_id = ${_id} where user_id = ${buyer.id}`,
      );
      const get = (query: string) =>
        fetch(`${server.url}/api/orders/myorders${query}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
      const all = await get('');
      expect(all.status).toBe(200);
      const list = (await all.json()) as { _id: string }[];
      expect(list).toHaveLength(ORDERS);
      expect(new Set(list.map((o) => o._id)).size).toBe(ORDERS);

      const page = await get('?page=2&limit=8');
      expect(page.headers.get('x-total-count')).toBe(String(ORDERS));
      const second = (await page.json()) as { _id: string }[];
      expect(second.map((o) => o._id)).toEqual(list.slice(8, 16).map((o) => o._id));
      expect(await (await get('?page=9&limit=8')).json()).toEqual([]);
      expect((await get('?limit=0')).status).toBe(400);

      const data = await fetch(`${server.url}/api/auth/my-data`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const document = (await data.json()) as { orders: { _id: string }[]; profile: unknown };
      expect(document.orders.map((o) => o._id)).toEqual(list.map((o) => o._id));
      expect(Object.keys(document)).toEqual([
        'exportedAt',
        'profile',
        'addresses',
        'orders',
        'wishlist',
        'reviews',
        'marketingConsents',
        'stockAlerts',
      ]);
    } finally {
      await database.db.execute(sql`update orders set user_id = ${buyer.id} where id like 'a%'`);
      await server.close();
    }
  });

  it('my-data as text is the same JSON document as the object', async () => {
    let text = '';
    for await (const piece of myDataJson(database.db, buyer)) text += piece;
    const parsed = JSON.parse(text) as { orders: unknown[] };
    expect(parsed.orders).toHaveLength(ORDERS);
  });
});
