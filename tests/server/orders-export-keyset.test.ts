import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { orderSummariesForExport } from '../../src/server/modules/orders/adminOrders';
import { orderExportInput, type OrderExportInput } from '../../src/shared/admin';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

let database: Database;

/**
 * 60 orders: 20 placed in one statement (one `now()`, so the same date to the microsecond, the
 * case a keyset on the date alone gets wrong), 40 one per day going back from 2026-03-20.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Keyset Buyer', email: 'keyset@example.test', passwordHash: 'x' })
    .returning();
  const address = sql`'{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb`;
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address, created_at)
    select 'c' || lpad(to_hex(g), 23, '0'), ${user!.id}, 'Order Confirmed', 100 * g, 'Test payment',
      ${address}, ${address}, '2026-03-20 12:00:00.123456+00'
    from generate_series(1, 20) g`);
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address, created_at)
    select 'd' || lpad(to_hex(g), 23, '0'), ${user!.id}, 'Order Confirmed', 100 * g, 'Test payment',
      ${address}, ${address}, '2026-03-20 12:00:00+00'::timestamptz - g * interval '1 day'
    from generate_series(1, 40) g`);
});
afterAll(() => database.close());

async function exportedIds(query: OrderExportInput, batchSize: number) {
  const ids: string[] = [];
  const batches: number[] = [];
  for await (const batch of orderSummariesForExport(
    database.db,
    orderExportInput.parse(query),
    batchSize,
  )) {
    batches.push(batch.length);
    ids.push(...batch.map((o) => o._id));
  }
  return { ids, batches };
}

/** The orders placed in [from, to), by plain SQL. */
async function idsPlacedBetween(from: Date, to: Date) {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select id from orders where created_at >= ${from.toISOString()}::timestamptz
      and created_at < ${to.toISOString()}::timestamptz order by created_at desc, id desc`,
  );
  return rows.map((r) => r.id);
}

describe('the orders CSV, batch by batch', () => {
  it('holds every order exactly once, newest first, across batches of 7', async () => {
    const { ids, batches } = await exportedIds({ payment: 'all' }, 7);
    expect(batches).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toEqual(await idsPlacedBetween(new Date(0), new Date('2100-01-01')));
  });

  it('keeps to the date range (London days, both ends included)', async () => {
    // 2026-03-01 to 2026-03-10 in London (GMT then): the orders of 19 down to 10 days before the 20th.
    const { ids } = await exportedIds({ payment: 'all', from: '2026-03-01', to: '2026-03-10' }, 3);
    expect(ids).toEqual(
      await idsPlacedBetween(new Date('2026-03-01T00:00Z'), new Date('2026-03-11T00:00Z')),
    );
    expect(ids).toHaveLength(10);
  });

  it('is sent as written, never held back by whole-body compression', async () => {
    const server = await startTestServer(database);
    try {
      const owner = await registerCustomer(server.url);
      await setAdmin(database.db, owner.id, true);
      const response = await fetch(`${server.url}/api/orders/export?payment=all`, {
        headers: { Authorization: `Bearer ${owner.token}`, 'Accept-Encoding': 'br, gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines).toHaveLength(61);
    } finally {
      await server.close();
    }
  });
});
