import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { orders, products, users } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/modules/auth/users';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import {
  recordPayment,
  saveTracking,
  updateOrderStatus,
} from '../../src/server/modules/orders/orderActions';
import { placeOrder } from '../../src/server/modules/orders/placeOrder';
import type { Services } from '../../src/server/services';
import { MAX_LINE_QUANTITY, MAX_UNPAID_ORDERS } from '../../src/shared/constants';
import { OrderStatus } from '../../src/shared/orderStatus';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { createTestServices } from '../support/services';

let database: Database;
let services: Services;
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
});
afterAll(() => database.close());

let shoppers = 0;
async function newShopper(): Promise<SessionUser> {
  const n = ++shoppers;
  const [user] = await database.db
    .insert(users)
    .values({ name: `Shopper ${n}`, email: `shopper${n}@example.test`, passwordHash: 'x' })
    .returning();
  return { id: user!.id, name: user!.name, email: user!.email, isAdmin: false };
}

const ctx = () => ({ ...services, log: pino({ level: 'silent' }), clientIp: '192.0.2.1' });
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
    const buyers = await Promise.all(Array.from({ length: 50 }, newShopper));
    const results = await Promise.allSettled(
      buyers.map((buyer) => placeOrder(ctx(), buyer, order(product.id))),
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
    await expect(placeOrder(ctx(), await newShopper(), order(product.id, 3))).rejects.toThrow(
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
    const { order: placed } = await placeOrder(ctx(), await newShopper(), order(product.id, 2));
    expect(await stockOf(product.id)).toBe(1);

    expect(await expireUnpaidOrders(database.db)).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    // Two instances sweeping at once: one takes the round, the stock comes back once.
    await Promise.all([
      expireUnpaidOrders(database.db, later),
      expireUnpaidOrders(database.db, later),
    ]);
    expect(await expireUnpaidOrders(database.db, later)).toBe(0);

    expect(await stockOf(product.id)).toBe(3);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelReason: 'Payment was not completed in time',
    });
  });
});

describe('unpaid orders hold stock within limits', () => {
  it(`refuses a customer's sixth unpaid order, and lets them order again once one is paid`, async () => {
    const hoarder = await newShopper();
    const product = await createProduct(database.db, { categoryId, countInStock: 100 });
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      placed.push((await placeOrder(ctx(), hoarder, order(product.id))).order);
    }
    await expect(placeOrder(ctx(), hoarder, order(product.id))).rejects.toThrow(
      `You already have ${MAX_UNPAID_ORDERS} orders waiting for payment.`,
    );
    await recordPayment(ctx(), placed[0]!._id, { method: 'In store' });
    await expect(placeOrder(ctx(), hoarder, order(product.id))).resolves.toBeTruthy();
  });

  it('refuses the unit over MAX_LINE_QUANTITY of one product across unpaid orders, naming it', async () => {
    const hoarder = await newShopper();
    const product = await createProduct(database.db, {
      name: 'Sapphire Studs',
      categoryId,
      countInStock: 100,
    });
    await placeOrder(ctx(), hoarder, order(product.id, MAX_LINE_QUANTITY - 1));
    await expect(placeOrder(ctx(), hoarder, order(product.id, 2))).rejects.toThrow(
      `Unpaid orders can hold at most ${MAX_LINE_QUANTITY} of "Sapphire Studs" at once, and ${MAX_LINE_QUANTITY - 1} are already waiting for your payment.`,
    );
    await placeOrder(ctx(), hoarder, order(product.id, 1));
    expect(await stockOf(product.id)).toBe(100 - MAX_LINE_QUANTITY);
  });

  it('never refuses a paying shopper because of another shopper’s unpaid orders', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 25 });
    const hoarder = await newShopper();
    for (let i = 0; i <= MAX_UNPAID_ORDERS; i++) {
      await placeOrder(ctx(), hoarder, order(product.id, 4)).catch(() => null);
    }
    // The hoarder got as far as the limit (20 of 25), no further.
    expect(await stockOf(product.id)).toBe(25 - MAX_LINE_QUANTITY);
    const buyer = await newShopper();
    await expect(placeOrder(ctx(), buyer, order(product.id, 5))).resolves.toBeTruthy();
  });

  it('gives the stock back when the hold ends', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 20 });
    const hoarder = await newShopper();
    await placeOrder(ctx(), hoarder, order(product.id, MAX_LINE_QUANTITY));
    expect(await stockOf(product.id)).toBe(0);
    await expireUnpaidOrders(database.db, new Date(Date.now() + 16 * 60_000));
    expect(await stockOf(product.id)).toBe(20);
    // The released order no longer counts against the customer.
    await expect(
      placeOrder(ctx(), hoarder, order(product.id, MAX_LINE_QUANTITY)),
    ).resolves.toBeTruthy();
  });
});

describe('the expiry sweep releases only what nobody touched', () => {
  let oneMinuteHold: ReturnType<typeof ctx>;
  beforeAll(() => {
    oneMinuteHold = {
      ...createTestServices(database, { unpaidOrderMinutes: 1 }),
      log: pino({ level: 'silent' }),
      clientIp: '192.0.2.2',
    };
  });
  const sweepTwice = async () => {
    const later = new Date(Date.now() + 2 * 60_000);
    return (
      (await expireUnpaidOrders(database.db, later)) +
      (await expireUnpaidOrders(database.db, later))
    );
  };
  const stateOf = async (id: string) => {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  };

  it('keeps orders an administrator moved on, with their stock; releases the untouched one once', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 10 });
    const place = async () =>
      (await placeOrder(oneMinuteHold, await newShopper(), order(product.id, 2))).order._id;
    const processing = await place();
    const delivered = await place();
    const untouched = await place();
    await updateOrderStatus(oneMinuteHold, processing, { status: OrderStatus.Processing });
    for (const status of [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Delivered]) {
      await updateOrderStatus(oneMinuteHold, delivered, { status });
    }
    expect(await stockOf(product.id)).toBe(4);

    const released = await sweepTwice();

    expect(await stateOf(processing)).toMatchObject({ status: OrderStatus.Processing });
    expect(await stateOf(delivered)).toMatchObject({
      status: OrderStatus.Delivered,
      isDelivered: true,
      cancelReason: null,
    });
    expect(await stateOf(untouched)).toMatchObject({
      status: OrderStatus.Cancelled,
      cancelReason: 'Payment was not completed in time',
    });
    expect(released).toBe(1);
    expect(await stockOf(product.id)).toBe(6);
  });

  it('keeps an order with tracking saved or a payment recorded', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 10 });
    const place = async () =>
      (await placeOrder(oneMinuteHold, await newShopper(), order(product.id))).order._id;
    const shipped = await place();
    const paidInStore = await place();
    await saveTracking(oneMinuteHold, shipped, {
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
      trackingUrl: '',
    });
    await recordPayment(oneMinuteHold, paidInStore, { method: 'Bank transfer' });
    await sweepTwice();
    expect(await stateOf(shipped)).toMatchObject({ status: OrderStatus.Shipped });
    expect(await stateOf(paidInStore)).toMatchObject({
      status: OrderStatus.Processing,
      isPaid: true,
    });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('keeps a card-form order the shop is fulfilling, with the method and card digits it was given', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 5 });
    const { order: placed } = await placeOrder(oneMinuteHold, await newShopper(), {
      ...order(product.id),
      paymentMethod: 'credit_card',
      paymentDetails: { cardLast4: '4242' },
    });
    expect(placed).toMatchObject({
      paymentMethod: 'credit_card',
      paymentDetails: { cardLast4: '4242' },
    });
    for (const status of [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Delivered]) {
      await updateOrderStatus(oneMinuteHold, placed._id, { status });
    }
    await sweepTwice();
    expect(await stateOf(placed._id)).toMatchObject({
      status: OrderStatus.Delivered,
      isDelivered: true,
      paymentMethod: 'credit_card',
      cardLast4: '4242',
    });
    expect(await stockOf(product.id)).toBe(4);
  });
});
