import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { findTodoList } from '../../src/server/workflows/morning/todoList';
import { createTestDatabase } from '../support/database';
import { createCategory } from '../support/factories';

/**
 * The owner's to-do list over 10,000 orders (decision 053): a few statements, each over a partial
 * index or a small table, however many orders the shop has sent.
 */
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
  await database.db.execute(sql`
    insert into products (id, name, description, price_pence, category_id, count_in_stock)
    select lpad(to_hex(g), 24, '0'), 'Ring ' || g, 'A ring', 1000 + g, ${category.id}, g % 50
    from generate_series(1, ${ROWS}) g`);
  // Most orders delivered long ago; every 100th paid and waiting (one in five a collection),
  // every 250th unpaid.
  await database.db.execute(sql`
    insert into orders (id, user_id, status, is_paid, paid_at, total_pence, payment_method,
      billing_address, shipping_address, delivery_kind, created_at)
    select 'a' || lpad(to_hex(g), 23, '0'), ${user!.id},
      case when g % 100 = 0 then 'Order Processing' when g % 250 = 1 then 'Order Confirmed'
        else 'Delivered' end,
      g % 250 <> 1, case when g % 250 <> 1 then now() - g * interval '1 minute' end,
      1000 + g, 'Test payment',
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      '{"address": "1 St", "city": "Leeds", "postalCode": "LS1", "country": "United Kingdom"}'::jsonb,
      case when g % 500 = 0 then 'collection' else 'post' end,
      now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  await database.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => database.close());

describe("the owner's to-do list over 10,000 orders", () => {
  it('is five statements, the order queues read from their partial index', async () => {
    await findTodoList(database.db); // warm: the first statements of a connection plan slower
    const from = statements.length;
    const started = performance.now();
    const todo = await findTodoList(database.db);
    const ms = performance.now() - started;
    const sent = statements.slice(from);
    expect(sent).toHaveLength(5);
    expect(todo.toSend.count).toBe(80);
    expect(todo.collections.count).toBe(20);
    expect(todo.toSend.first).toHaveLength(5);
    // The oldest paid first: order 9,900 was paid 9,900 minutes ago.
    expect(todo.toSend.first[0]?._id).toBe(`a${(9900).toString(16).padStart(23, '0')}`);
    expect(todo.lowStock.count).toBe(600); // stock 0, 1 or 2 of every 50
    expect(todo.lowStock.soldOut).toBe(200);

    const plan = await database.db.execute(
      sql.raw(`explain ${sent.find((s) => s.includes("<> 'collection'"))!.replace(/\$1/g, '5')}`),
    );
    const planText = (plan as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(planText).toMatch(/orders_awaiting_dispatch_idx/);
    console.info(`to-do list over ${ROWS} orders: ${sent.length} statements, ${ms.toFixed(1)} ms`);
  });
});
