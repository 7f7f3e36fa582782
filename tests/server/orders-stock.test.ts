import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { orders, products, users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/modules/auth/users';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import { placeOrder } from '../../src/server/modules/orders/placeOrder';
import type { Services } from '../../src/server/services';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { createTestServices } from '../support/services';

let database: Database;
let services: Services;
let shopper: SessionUser;
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Shopper', email: 'shopper@example.test', passwordHash: 'x' })
    .returning();
  shopper = { id: user!.id, name: user!.name, email: user!.email, isAdmin: false };
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
});
afterAll(() => database.close());

const ctx = () => ({ ...services, log: pino({ level: 'silent' }) });
const address = {
  address: 'Ada Lovelace, 1 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8JY',
  country: 'United Kingdom' as const,
};
const order = (productId: string, qty = 1) => ({
  orderItems: [{ product: productId, qty }],
  shippingAddress: address,
});

async function stockOf(id: string) {
  const [row] = await database.db
    .select({ n: products.countInStock })
    .from(products)
    .where(eq(products.id, id));
  return row!.n;
}
async function ordersFor(id: string) {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from order_items where product_id = ${id}`,
  );
  return row!.n;
}

describe('no order can oversell', () => {
  it.each([
    [1, 1],
    [1, 2],
    [1, 3],
    [5, 1],
    [5, 2],
    [5, 3],
  ])('stock %i, 50 parallel orders (round %i): exactly that many succeed', async (stock) => {
    const product = await createProduct(database.db, {
      categoryId,
      countInStock: stock,
      price: 100,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => placeOrder(ctx(), shopper, order(product.id))),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(stock);
    expect(refused.every((r) => /sold out|left in stock/.test(String(r.reason)))).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersFor(product.id)).toBe(stock);
  });

  it('refuses more than the stock in one order, naming the product and what is left', async () => {
    const product = await createProduct(database.db, {
      name: 'Eternity Ring',
      categoryId,
      countInStock: 2,
    });
    await expect(placeOrder(ctx(), shopper, order(product.id, 3))).rejects.toThrow(
      'Only 2 of "Eternity Ring" left in stock. Please lower the quantity.',
    );
    expect(await stockOf(product.id)).toBe(2);
  });

  it('is backed by a database check: stock can never go below zero', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 1 });
    await expect(
      database.db.update(products).set({ countInStock: -1 }).where(eq(products.id, product.id)),
    ).rejects.toThrow();
  });
});

describe('unpaid orders expire', () => {
  it('cancel after their time and release their stock, once', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 3 });
    const { order: placed } = await placeOrder(ctx(), shopper, order(product.id, 2));
    expect(await stockOf(product.id)).toBe(1);

    expect(await expireUnpaidOrders(database.db)).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    // Two instances sweeping at once: one takes the round, the stock comes back once.
    await Promise.all([
      expireUnpaidOrders(database.db, later),
      expireUnpaidOrders(database.db, later),
    ]);
    expect(await expireUnpaidOrders(database.db, later)).toBe(0);

    expect(await stockOf(product.id)).toBe(3);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Payment was not completed in time',
    });
  });
});
