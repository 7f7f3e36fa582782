import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/csv';
import { OrderStatus } from '../../src/shared/orderStatus';
import type { DeliveryKind } from '../../src/shared/delivery';
import type { Database } from '../../src/server/db/client';
import {
  orderReturns,
  orders,
  reviews,
  shopInfo,
  users,
  type AddressFields,
} from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { startTestServer } from '../support/server';

/**
 * The owner's morning (issue 29): the dashboard's to-do list and the admin menu's counts over a
 * built shop, and the Click & Drop file of the paid orders to send by post.
 */
let database: Database;
let admin: ReturnType<typeof createCaller>;
const ids: Record<string, string> = {};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const address = (firstName: string, extra: Partial<AddressFields> = {}): AddressFields => ({
  firstName,
  lastName: 'Hart',
  address: '12 Hatton Garden\nFlat 3',
  city: 'London',
  state: 'Greater London',
  postalCode: 'EC1N 8AN',
  country: 'United Kingdom',
  email: `${firstName.toLowerCase().replace(/\W/g, '')}@example.test`,
  phone: '07700 900123',
  ...extra,
});

interface OrderSpec {
  status: OrderStatus;
  paidHoursAgo: number | null;
  kind: DeliveryKind;
  service?: string;
  coverPence?: number | null;
  linesPence?: number;
  shippingPence?: number;
  firstName?: string;
}

async function makeOrder(name: string, spec: OrderSpec) {
  const lines = spec.linesPence ?? 120_00;
  const shipping = spec.shippingPence ?? 0;
  const [row] = await database.db
    .insert(orders)
    .values({
      status: spec.status,
      totalPence: lines + shipping,
      shippingPence: shipping,
      isPaid: spec.paidHoursAgo !== null,
      paidAt: spec.paidHoursAgo === null ? null : hoursAgo(spec.paidHoursAgo),
      createdAt: hoursAgo((spec.paidHoursAgo ?? 1) + 0.1),
      paymentMethod: 'PayPal',
      billingAddress: address(spec.firstName ?? name),
      shippingAddress: address(spec.firstName ?? name),
      deliveryKind: spec.kind,
      delivery: {
        name: spec.service ?? 'Collect in store',
        service: spec.service ?? 'Collection',
        carrier: spec.kind === 'collection' ? '' : 'Royal Mail',
        surchargePence: 0,
        surchargeArea: null,
        coverPence: spec.coverPence ?? null,
      },
    })
    .returning({ id: orders.id });
  ids[name] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db
    .insert(shopInfo)
    .values({ shopName: 'Hatton Jewels', email: 'owner@hatton.example', lowStockThreshold: 2 });
  const [owner] = await db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@example.test', passwordHash: 'x', isAdmin: true })
    .returning();
  const [reviewer] = await db
    .insert(users)
    .values({ name: 'Rita', email: 'rita@example.test', passwordHash: 'x' })
    .returning();
  admin = createCaller(database, {
    id: owner!.id,
    name: 'Owner',
    email: owner!.email,
    isAdmin: true,
  });

  const T48 = 'Royal Mail Tracked 48';
  const SD = 'Royal Mail Special Delivery Guaranteed by 1pm';
  const P = OrderStatus.Processing;
  // To send: two by post (the older first), one by courier.
  await makeOrder('Tracked', { status: P, paidHoursAgo: 50, kind: 'post', service: T48 });
  await makeOrder('Special', {
    status: P,
    paidHoursAgo: 5,
    kind: 'post',
    service: SD,
    coverPence: 2500_00,
    linesPence: 1450_00,
    shippingPence: 7_95,
    firstName: '=HYPERLINK("http://x")',
  });
  await makeOrder('Courier', { status: P, paidHoursAgo: 2, kind: 'courier', service: 'DPD' });
  // Not to send: unpaid, sent, delivered, cancelled.
  await makeOrder('Unpaid', {
    status: OrderStatus.Confirmed,
    paidHoursAgo: null,
    kind: 'post',
    service: T48,
  });
  await makeOrder('Shipped', {
    status: OrderStatus.Shipped,
    paidHoursAgo: 30,
    kind: 'post',
    service: T48,
  });
  await makeOrder('Cancelled', {
    status: OrderStatus.Cancelled,
    paidHoursAgo: 30,
    kind: 'post',
    service: T48,
  });
  // Collections: one waiting, one handed over.
  await makeOrder('Collect', { status: P, paidHoursAgo: 20, kind: 'collection' });
  await makeOrder('Collected', {
    status: OrderStatus.Delivered,
    paidHoursAgo: 40,
    kind: 'collection',
  });
  // Returns on a delivered order: requested, received three days ago, refunded.
  const returned = await makeOrder('Returned', {
    status: OrderStatus.Delivered,
    paidHoursAgo: 400,
    kind: 'post',
    service: T48,
  });
  const received = new Date('2026-03-02T10:00:00Z');
  await db.insert(orderReturns).values([
    { orderId: returned, status: 'requested', reason: 'wrong-size', amountPence: 40_00 },
    {
      orderId: returned,
      status: 'received',
      reason: 'changed-mind',
      amountPence: 30_00,
      receivedAt: received,
    },
    {
      orderId: returned,
      status: 'refunded',
      reason: 'other',
      amountPence: 20_00,
      refundedAt: received,
    },
  ]);

  // Stock: the shop's threshold 2; one sold out, one at 2, one with its own 0 at 1, one hidden.
  const categoryId = (await createCategory(db, { name: 'Rings' })).id;
  const product = (name: string, countInStock: number, extra: object = {}) =>
    createProduct(db, { name, categoryId, countInStock, ...extra });
  const soldOut = await product('Signet Ring', 0);
  await product('Halo Ring', 2);
  await product('Locket', 1, { lowStockThreshold: 0 });
  await product('Pearl Studs', 9);
  await product('Old Brooch', 0, { isActive: false });

  // Reviews: one new and shown, one new and hidden, one from a fortnight ago.
  const reviewer2 = await db
    .insert(users)
    .values({ name: 'Sam', email: 'sam@example.test', passwordHash: 'x' })
    .returning();
  const other = await product('Cuff', 9);
  await db.insert(reviews).values([
    {
      productId: soldOut.id,
      userId: reviewer!.id,
      rating: 5,
      title: 'Lovely ring',
      body: 'Fits well',
    },
    {
      productId: other.id,
      userId: reviewer!.id,
      rating: 1,
      title: 'Spam',
      body: 'x',
      status: 'hidden',
      hiddenReason: 'spam',
    },
    {
      productId: other.id,
      userId: reviewer2[0]!.id,
      rating: 4,
      title: 'Old news',
      body: 'Fine',
      createdAt: hoursAgo(24 * 14),
    },
  ]);
});
afterAll(() => database.close());

describe("the owner's to-do list", () => {
  it('counts each group and lists the first few, the longest waiting first', async () => {
    const todo = await admin.admin.todo.list();
    expect(todo.toSend.count).toBe(3);
    expect(todo.toSend.first.map((o) => o._id)).toEqual([ids.Tracked, ids.Special, ids.Courier]);
    expect(todo.toSend.first[0]).toMatchObject({
      customer: 'Tracked Hart',
      delivery: 'Royal Mail Tracked 48',
    });
    expect(Date.now() - Date.parse(todo.toSend.first[0]!.waitingSince)).toBeGreaterThan(
      49 * 3_600_000,
    );

    expect(todo.collections.count).toBe(1);
    expect(todo.collections.first.map((o) => o._id)).toEqual([ids.Collect]);

    // Requested and received, not refunded; the received one first, due 14 days after receipt.
    expect(todo.returns.count).toBe(2);
    expect(todo.returns.first.map((r) => [r.status, r.refundDueBy])).toEqual([
      ['received', '2026-03-16'],
      ['requested', null],
    ]);

    expect(todo.lowStock).toMatchObject({ count: 2, soldOut: 1 });
    expect(todo.lowStock.first.map((p) => [p.name, p.countInStock])).toEqual([
      ['Signet Ring', 0],
      ['Halo Ring', 2],
    ]);

    expect(todo.reviews.count).toBe(1);
    expect(todo.reviews.first).toMatchObject([
      { title: 'Lovely ring', rating: 5, product: 'Signet Ring' },
    ]);
  });

  it('links each count to a list that shows the same orders', async () => {
    const toSend = await admin.admin.orders.list({
      dispatch: 'to-send',
      sortBy: 'createdAt',
      order: 'asc',
    });
    expect(toSend.pagination.total).toBe(3);
    expect(toSend.orders.map((o) => o._id)).toEqual([ids.Tracked, ids.Special, ids.Courier]);
    const toCollect = await admin.admin.orders.list({ dispatch: 'to-collect' });
    expect(toCollect.orders.map((o) => o._id)).toEqual([ids.Collect]);
  });

  it('moves an order off the list (and the menu count) once the owner sends it', async () => {
    await admin.admin.orders.saveTracking({
      id: ids.Courier!,
      carrier: 'DPD',
      trackingNumber: 'DPD123456',
    });
    await admin.admin.orders.updateStatus({ id: ids.Courier!, status: OrderStatus.Shipped });
    const todo = await admin.admin.todo.list();
    expect(todo.toSend.count).toBe(2);
    expect(todo.toSend.first.map((o) => o._id)).not.toContain(ids.Courier);
  });

  it('is for the owner only', async () => {
    const customer = createCaller(database, {
      id: 'c'.repeat(24),
      name: 'Shopper',
      email: 'shopper@example.test',
      isAdmin: false,
    });
    await expect(customer.admin.todo.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the Click & Drop file', () => {
  it('holds the paid orders to send by post in the import format, formula-safe', async () => {
    const server = await startTestServer(database);
    try {
      const owner = await registerCustomer(server.url);
      await setAdmin(database.db, owner.id, true);
      const response = await fetch(`${server.url}/api/orders/click-and-drop.csv`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="click-and-drop-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const records = parseCsv(await response.text())!.map((r) => r.cells);
      expect(records[0]).toEqual([
        'Order reference',
        'Date',
        'First Name',
        'Last Name',
        'Address Line 1',
        'Address Line 2',
        'City',
        'County',
        'Postcode',
        'Country',
        'Email',
        'Phone',
        'Sub-total',
        'Shipping Cost',
        'Total',
        'Currency Code',
        'Service code',
      ]);
      // Not the collection, the courier, the unpaid, shipped or cancelled orders.
      expect(records.slice(1).map((r) => r[0])).toEqual([ids.Tracked, ids.Special]);
      const row = (id: string) =>
        Object.fromEntries(records[0]!.map((h, i) => [h, records.find((r) => r[0] === id)![i]]));
      expect(row(ids.Tracked!)).toMatchObject({
        'First Name': 'Tracked',
        'Address Line 1': '12 Hatton Garden',
        'Address Line 2': 'Flat 3',
        Postcode: 'EC1N 8AN',
        Country: 'United Kingdom',
        'Service code': 'TPS48',
        Total: '120.00',
      });
      // £1,450 of jewellery by Special Delivery: the £2,500 cover's code.
      expect(row(ids.Special!)).toMatchObject({
        'First Name': `'=HYPERLINK("http://x")`,
        'Sub-total': '1450.00',
        'Shipping Cost': '7.95',
        Total: '1457.95',
        'Currency Code': 'GBP',
        'Service code': 'SD3',
      });
      expect(row(ids.Special!).Date).toMatch(/^\d\d\/\d\d\/\d\d$/);

      const guest = await fetch(`${server.url}/api/orders/click-and-drop.csv`);
      expect(guest.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
