import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { orders, orderStatusHistory } from '../../src/server/db/schema';
import type { TrackingImportReport } from '../../src/server/modules/orders';
import { OrderStatus } from '../../src/shared/orderStatus';
import { adminOrderRef, orderNumber } from '../../src/shared/orders';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createOrder } from '../support/factories';
import { startTestServer } from '../support/server';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: { token: string };
let customer: { token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const owner = await registerCustomer(server.url);
  await setAdmin(database.db, owner.id, true);
  admin = owner;
  customer = await registerCustomer(server.url);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Answer = TrackingImportReport & { message?: string };

async function importCsv(text: string, dryRun: boolean, token = admin.token) {
  const response = await fetch(`${server.url}/api/orders/tracking-import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Each order's status and tracking, and how many history entries it has. */
async function stateOf(ids: string[]) {
  const rows = await database.db
    .select({
      id: orders.id,
      status: orders.status,
      carrier: orders.trackingCarrier,
      number: orders.trackingNumber,
    })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
  const history = await database.db
    .select({ orderId: orderStatusHistory.orderId, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids));
  return rows.map((row) => ({
    ...row,
    notes: history.filter((h) => h.orderId === row.id).map((h) => h.note),
  }));
}

describe('tracking numbers imported from a CSV', () => {
  it('is the owner’s alone', async () => {
    const csv = 'Order number,Carrier,Tracking number\r\nABCDEF12,Royal Mail,AB123456789GB\r\n';
    expect((await importCsv(csv, true, customer.token)).status).toBe(403);
    expect((await importCsv(csv, true, '')).status).toBe(401);
  });

  it('names each bad row by its line, and applies nothing while one is wrong', async () => {
    const good = await createOrder(database.db, OrderStatus.Processing);
    const cancelled = await createOrder(database.db, OrderStatus.Cancelled);
    const untracked = await createOrder(database.db, OrderStatus.Confirmed);
    const csv = [
      'Order number,Carrier,Tracking number',
      `${orderNumber(good.id)},Royal Mail,AB111111111GB`,
      'ZZZZ9999,Royal Mail,AB222222222GB',
      `${orderNumber(cancelled.id)},Royal Mail,AB333333333GB`,
      `${orderNumber(untracked.id)},Royal Mail,`,
    ].join('\r\n');
    const before = await stateOf([good.id, cancelled.id, untracked.id]);

    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ ship: 1, update: 0, unchanged: 0, error: 3 });
    expect(dry.body.errors).toEqual([
      'Line 3: "ZZZZ9999" is not an order number: write the order number (8 characters), the admin\'s #ref (6) or the order id',
      `Line 4: Order ${orderNumber(cancelled.id)} is cancelled: it cannot be shipped`,
      'Line 5: Tracking number is required',
    ]);
    expect(dry.body.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'ship'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
    ]);

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(400);
    expect(applied.body.applied).toBe(false);
    expect(applied.body.message).toContain('3 of the file');
    expect(await stateOf([good.id, cancelled.id, untracked.id])).toEqual(before);
  });

  it('ships each order once with its tracking, and a second identical import changes nothing', async () => {
    const confirmed = await createOrder(database.db, OrderStatus.Confirmed);
    const processing = await createOrder(database.db, OrderStatus.Processing);
    const shipped = await createOrder(database.db, OrderStatus.Shipped);
    // Click & Drop's way: its own column names, no carrier column (Royal Mail), extra columns.
    const csv = [
      'Order reference,Recipient,Tracking number,Service',
      `${orderNumber(confirmed.id).toLowerCase()},"Smith, Jo",AA000000001GB,Special Delivery Guaranteed`,
      `${adminOrderRef(processing.id)},Ann Lee,AA000000002GB,Tracked 48`,
      `${shipped.id},Ann Lee,AA000000003GB,Tracked 48`,
    ].join('\n');

    const dry = await importCsv(csv, true);
    expect(dry.body.summary).toEqual({ ship: 2, update: 1, unchanged: 0, error: 0 });
    expect((await stateOf([confirmed.id])).at(0)?.status).toBe(OrderStatus.Confirmed);

    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    const after = await stateOf([confirmed.id, processing.id, shipped.id]);
    const byId = (id: string) => after.find((o) => o.id === id)!;
    expect(byId(confirmed.id)).toMatchObject({
      status: OrderStatus.Shipped,
      carrier: 'Royal Mail',
      number: 'AA000000001GB',
      notes: ['Shipped: Royal Mail AA000000001GB'],
    });
    expect(byId(processing.id)).toMatchObject({
      status: OrderStatus.Shipped,
      notes: ['Shipped: Royal Mail AA000000002GB'],
    });
    expect(byId(shipped.id)).toMatchObject({
      status: OrderStatus.Shipped,
      notes: ['Tracking updated: Royal Mail AA000000003GB'],
    });

    const again = await importCsv(csv, false);
    expect(again.status).toBe(200);
    expect(again.body.summary).toEqual({ ship: 0, update: 0, unchanged: 3, error: 0 });
    expect(await stateOf([confirmed.id, processing.id, shipped.id])).toEqual(after);
  });

  it('refuses a file without the columns it needs, and an order twice', async () => {
    const missing = await importCsv('Order,Carrier\r\nABCDEF12,DPD\r\n', true);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"Tracking number" column');

    const order = await createOrder(database.db, OrderStatus.Processing);
    const twice = await importCsv(
      `Order ID,Carrier,Tracking number\n${order.id},DPD,1\n${order.id},DPD,2\n`,
      true,
    );
    expect(twice.body.errors).toEqual(['Line 3: The order of line 2 is here again']);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe(OrderStatus.Processing);
  });
});
