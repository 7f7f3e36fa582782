import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { orders, users } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import { OrderStatus } from '../../src/shared/orderStatus';
import { createTestDatabase, usingPostgres } from '../support/database';
import { createCategory, createProduct } from '../support/factories';

const DUE = 450;
const STOCK = 5_000;
let database: Database;
let productIds: string[];
let userId: string;

/** `count` unpaid orders of one line each (product g % 3, g % 4 + 1 units), ids 'prefix…g'. */
async function insertUnpaidOrders(prefix: string, count: number, expiresAt: string | null) {
  const id = (g: string) => sql.raw(`'${prefix}' || lpad(${g}::text, ${24 - prefix.length}, '0')`);
  await database.db.execute(sql`
    insert into orders (id, user_id, status, total_pence, payment_method, billing_address,
      shipping_address, expires_at)
    select ${id('g')}, ${userId}, 'Order Confirmed', 1000, 'Test payment', '{}'::jsonb,
      '{}'::jsonb, ${expiresAt}::timestamptz
    from generate_series(1, ${count}) g`);
  await database.db.execute(sql`
    insert into order_items (id, order_id, product_id, name, price_pence, qty)
    select ${id('g')}, ${id('g')}, (array[${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[])[1 + g % 3], 'Ring', 1000, g % 4 + 1
    from generate_series(1, ${count}) g`);
}

const stockOf = async () =>
  queryRows<{ id: string; stock: number }>(
    database.db,
    sql`select id, count_in_stock as stock from products order by id`,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const category = await createCategory(database.db);
  productIds = [];
  for (let i = 0; i < 3; i++)
    productIds.push(
      (await createProduct(database.db, { categoryId: category.id, countInStock: STOCK })).id,
    );
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Slow Payer', email: 'slow@example.test', passwordHash: 'x' })
    .returning();
  userId = user!.id;
  const past = new Date(Date.now() - 60_000).toISOString();
  await insertUnpaidOrders('a', DUE, past);
  // Touched by people or payments: each is spared.
  await insertUnpaidOrders('b', 20, past);
  await database.db.execute(
    sql`update orders set is_paid = true, paid_at = now() where id like 'b%' and right(id, 1) in ('1', '2', '3', '4')`,
  );
  await database.db.execute(
    sql`update orders set status = 'Order Processing' where id like 'b%' and right(id, 1) in ('5', '6')`,
  );
  await database.db.execute(
    sql`update orders set expires_at = null where id like 'b%' and right(id, 1) in ('7', '8')`,
  );
  await database.db
    .execute(sql`insert into payments (id, order_id, provider, provider_order_id, status, amount_pence)
    select 'p' || substr(id, 2), id, 'test', 'T' || id, 'CAPTURING', 1000 from orders
    where id like 'b%' and right(id, 1) in ('9', '0')`);
  // Not due yet.
  await insertUnpaidOrders('c', 10, new Date(Date.now() + 60 * 60_000).toISOString());
});
afterAll(() => database.close());

describe('the expiry sweep, set by set', () => {
  it('releases every due order over several rounds, spares the touched ones, stock exact', async () => {
    const before = await stockOf();
    const dueUnits = await queryRows<{ id: string; units: number }>(
      database.db,
      sql`select product_id as id, sum(qty)::int as units from order_items
        where order_id like 'a%' group by product_id order by product_id`,
    );

    // The concurrent case needs a second connection: an order a person holds locked right now
    // (PGlite has one connection).
    let heldByPerson: string | null = null;
    const sweep = () => expireUnpaidOrders(database.db, new Date(), { roundSize: 200 });
    const released = usingPostgres()
      ? await database.db.transaction(async (tx) => {
          heldByPerson = 'a' + '1'.padStart(23, '0');
          await tx.select().from(orders).where(eq(orders.id, heldByPerson)).for('update');
          const count = await sweep();
          // The person takes the order on: its hold ends, so no later sweep releases it either.
          await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, heldByPerson));
          return count;
        })
      : await sweep();
    const expected = heldByPerson ? DUE - 1 : DUE;
    expect(released).toBe(expected);
    expect(await sweep()).toBe(0);

    const cancelled = await queryRows<{ id: string }>(
      database.db,
      sql`select id from orders where status = ${OrderStatus.Cancelled} order by id`,
    );
    expect(cancelled).toHaveLength(expected);
    expect(cancelled.every((o) => o.id.startsWith('a') && o.id !== heldByPerson)).toBe(true);
    const [history] = await queryRows<{ n: number; orders: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct order_id)::int as orders
        from order_status_history where status = ${OrderStatus.Cancelled}`,
    );
    expect(history).toEqual({ n: expected, orders: expected });

    const heldUnits = heldByPerson
      ? await queryRows<{ id: string; units: number }>(
          database.db,
          sql`select product_id as id, qty as units from order_items where order_id = ${heldByPerson}`,
        )
      : [];
    const after = await stockOf();
    expect(after).toEqual(
      before.map(({ id, stock }) => ({
        id,
        stock:
          stock +
          (dueUnits.find((u) => u.id === id)?.units ?? 0) -
          (heldUnits.find((u) => u.id === id)?.units ?? 0),
      })),
    );
    const spared = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where (id like 'b%' or id like 'c%')
        and status <> ${OrderStatus.Cancelled}`,
    );
    expect(spared[0]?.n).toBe(30);
  });
});
