import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { nameStockChange } from '../../src/server/db/stockContext';
import { products } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import type { StockMovementDto } from '../../src/server/modules/catalog/stockHistory';
import { STOCK_HISTORY_PAGE_SIZE } from '../../src/shared/stock';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * Every path that moves stock leaves a movement with its reason, who and the order (decision
 * 041), read back as the owner reads it: the admin's REST route and tRPC procedure.
 */
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string; id: string; name: string };
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Olive Owner' });
  await setAdmin(database.db, owner.id, true);
  admin = owner;
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

interface History {
  movements: StockMovementDto[];
  next: number | null;
}

async function historyOf(productId: string, before?: number) {
  const { status, body } = await rest.get<History>(
    `/api/products/${productId}/stock-history${before ? `?before=${before}` : ''}`,
    undefined,
    { token: admin.token },
  );
  expect(status).toBe(200);
  return body;
}
/** The newest movement first, without its id and time. */
const latest = async (productId: string, n = 1) =>
  (await historyOf(productId)).movements
    .slice(0, n)
    .map(({ _id: _id, at: _at, ...movement }) => movement);

const address = {
  address: 'Ada Lovelace, 1 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8JY',
  country: 'United Kingdom',
};

async function placeOrder(token: string, productId: string, qty: number) {
  const { status, body } = await rest.post<{ _id: string; orderItems: { _id: string }[] }>(
    '/api/orders',
    { orderItems: [{ product: productId, qty }], shippingAddress: address },
    { token },
  );
  expect(status).toBe(201);
  return body;
}

async function payOrder(token: string, orderId: string) {
  const { body: created } = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId },
    { token },
  );
  const captured = await rest.post('/api/paypal/capture-order', { orderID: created.id }, { token });
  expect(captured.status).toBe(200);
}

const stockOf = async (id: string) =>
  (
    await database.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id))
  )[0]!.n;

describe('stock history', () => {
  it('records an order placed as the customer’s, and its cancellation as the admin’s', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 5 });
    const customer = await registerCustomer(server.url, { name: 'Cara Customer' });
    const order = await placeOrder(customer.token, product.id, 2);
    expect(await latest(product.id)).toEqual([
      {
        change: -2,
        stockAfter: 3,
        reason: 'order',
        variant: null,
        orderId: order._id,
        by: { name: 'Cara Customer', role: 'customer' },
      },
    ]);

    const cancelled = await rest.put(
      `/api/orders/${order._id}/cancel`,
      { reason: 'Customer phoned' },
      { token: admin.token },
    );
    expect(cancelled.status).toBe(200);
    expect(await latest(product.id)).toEqual([
      {
        change: 2,
        stockAfter: 5,
        reason: 'cancel',
        variant: null,
        orderId: order._id,
        by: { name: 'Olive Owner', role: 'admin' },
      },
    ]);
  });

  it('records each expired order with its own units, by the shop itself', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 10 });
    const first = await placeOrder((await registerCustomer(server.url)).token, product.id, 1);
    const second = await placeOrder((await registerCustomer(server.url)).token, product.id, 3);
    expect(await stockOf(product.id)).toBe(6);

    // One sweep puts both orders' units back in one statement.
    expect(await expireUnpaidOrders(database.db, new Date(Date.now() + 3_600_000))).toBe(2);
    const movements = await latest(product.id, 2);
    expect(movements).toHaveLength(2);
    const byOrder = new Map(movements.map((m) => [m.orderId, m]));
    expect(byOrder.get(first._id)).toMatchObject({ change: 1, reason: 'expiry', by: null });
    expect(byOrder.get(second._id)).toMatchObject({ change: 3, reason: 'expiry', by: null });
    // The running stock ends at what the shelf holds.
    expect(movements.map((m) => m.stockAfter).sort()).toEqual(
      [first._id < second._id ? 7 : 9, 10].sort(),
    );
    expect(await stockOf(product.id)).toBe(10);
  });

  it('records a refunded return as the admin’s, with the return’s order', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 4 });
    const customer = await registerCustomer(server.url);
    const order = await placeOrder(customer.token, product.id, 2);
    await payOrder(customer.token, order._id);
    const asAdmin = { token: admin.token };
    expect(
      (await rest.put(`/api/orders/status/${order._id}`, { status: 'Delivered' }, asAdmin)).status,
    ).toBe(200);
    const asked = await rest.post<{ returns: { _id: string }[] }>(
      `/api/orders/${order._id}/returns`,
      { items: [{ orderItem: order.orderItems[0]!._id, qty: 1 }], reason: 'changed-mind' },
      { token: customer.token },
    );
    expect(asked.status).toBe(201);
    const returnId = asked.body.returns[0]!._id;
    const returnPath = `/api/orders/${order._id}/returns/${returnId}`;
    expect((await rest.put(`${returnPath}/received`, undefined, asAdmin)).status).toBe(200);
    expect((await rest.post(`${returnPath}/refund`, undefined, asAdmin)).status).toBe(200);

    expect(await latest(product.id)).toEqual([
      {
        change: 1,
        stockAfter: 3,
        reason: 'return',
        variant: null,
        orderId: order._id,
        by: { name: 'Olive Owner', role: 'admin' },
      },
    ]);
  });

  it('records the admin’s edits, and a new product’s first stock', async () => {
    const trpc = trpcClient(server.url);
    const created = await trpc.mutation<{ _id: string }>(
      'admin.products.create',
      {
        name: 'Claddagh Ring',
        description: 'Hands, heart and crown.',
        price: 240,
        countInStock: 7,
        category: categoryId,
      },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    const id = created.body.result.data._id;
    const adminEdit = {
      reason: 'admin',
      variant: null,
      orderId: null,
      by: { name: 'Olive Owner', role: 'admin' },
    };
    expect(await latest(id)).toEqual([{ change: 7, stockAfter: 7, ...adminEdit }]);

    // The form saw 7 and asks for 4: three fewer.
    const product = {
      name: 'Claddagh Ring',
      description: 'Hands, heart and crown.',
      price: 240,
      category: categoryId,
    };
    const updated = await rest.put(
      `/api/products/update/${id}`,
      { ...product, countInStock: 4, countInStockWas: 7 },
      { token: admin.token },
    );
    expect(updated.body).toMatchObject({ countInStock: 4 });
    expect(await latest(id)).toEqual([{ change: -3, stockAfter: 4, ...adminEdit }]);

    // A save that leaves the stock alone adds nothing.
    await rest.put(
      `/api/products/update/${id}`,
      { ...product, countInStock: 4, countInStockWas: 4, name: 'Claddagh' },
      { token: admin.token },
    );
    expect((await historyOf(id)).movements).toHaveLength(2);
  });

  it('records a change nobody named as other, and a named change never lends its reason to the next', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 3 });
    await database.db.transaction(async (tx) => {
      await nameStockChange(tx, { reason: 'admin', actorId: admin.id });
      await tx.update(products).set({ countInStock: 2 }).where(eq(products.id, product.id));
      await tx.update(products).set({ countInStock: 1 }).where(eq(products.id, product.id));
    });
    expect(await latest(product.id, 2)).toEqual([
      { change: -1, stockAfter: 1, reason: 'other', variant: null, orderId: null, by: null },
      {
        change: -1,
        stockAfter: 2,
        reason: 'admin',
        variant: null,
        orderId: null,
        by: { name: 'Olive Owner', role: 'admin' },
      },
    ]);
  });

  it('pages the history newest first', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 100 });
    for (let i = 1; i <= STOCK_HISTORY_PAGE_SIZE + 5; i++) {
      await database.db.execute(
        sql`update products set count_in_stock = ${100 - i} where id = ${product.id}`,
      );
    }
    const first = await historyOf(product.id);
    expect(first.movements).toHaveLength(STOCK_HISTORY_PAGE_SIZE);
    expect(first.movements[0]!.stockAfter).toBe(100 - STOCK_HISTORY_PAGE_SIZE - 5);
    const second = await historyOf(product.id, first.next!);
    // The rest, down to the product's first stock.
    expect(second.movements.map((m) => m.stockAfter)).toEqual([95, 96, 97, 98, 99, 100]);
    expect(second.next).toBeNull();
  });
});

describe('who may read stock history', () => {
  it('is the administrators’: a customer, no token or a signed-out token is refused', async () => {
    const product = await createProduct(database.db, { categoryId, countInStock: 1 });
    const path = `/api/products/${product.id}/stock-history`;
    const customer = await registerCustomer(server.url);
    expect((await rest.get(path, undefined, { token: customer.token })).status).toBe(403);
    expect((await rest.get(path)).status).toBe(401);
    const trpc = trpcClient(server.url);
    const asCustomer = await trpc.query(
      'admin.products.stockHistory',
      { id: product.id },
      { token: customer.token },
    );
    expect(asCustomer.status).toBe(403);

    // An administrator's token taken from a session that has since signed out.
    const other = await registerCustomer(server.url);
    await setAdmin(database.db, other.id, true);
    expect((await rest.get(path, undefined, { token: other.token })).status).toBe(200);
    expect((await rest.post('/api/auth/logout', undefined, { token: other.token })).status).toBe(
      200,
    );
    expect((await rest.get(path, undefined, { token: other.token })).status).toBe(401);
    expect(
      (await trpc.query('admin.products.stockHistory', { id: product.id }, { token: other.token }))
        .status,
    ).toBe(401);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { status } = await rest.get(
      '/api/products/0123456789abcdef01234567/stock-history',
      undefined,
      {
        token: admin.token,
      },
    );
    expect(status).toBe(404);
  });
});
