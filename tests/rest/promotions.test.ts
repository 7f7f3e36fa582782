import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/orders';
import { toLondonWallClock } from '../../src/shared/londonTime';
import { registerCustomer, setAdmin } from '../support/accounts';
import { exportOrders } from '../support/csv';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let trpc: ReturnType<typeof trpcClient>;
let adminToken: string;
const p: Record<string, string> = {};
let ringsId = '';

interface Line {
  _id: string;
  name: string;
  price: number;
  qty: number;
  discount: number;
  paid: number;
  vat: number | null;
}
interface Order {
  _id: string;
  message?: string;
  itemsPrice: number;
  shippingPrice: number;
  discountPrice: number;
  totalPrice: number;
  orderItems: Line[];
  discount: { code: string | null; name: string; items: number; delivery: number } | null;
  vat: { total: number; shipping: number } | null;
  returns: { _id: string; amount: number }[];
}

const address = {
  address: '1 High St',
  city: 'Bath',
  postalCode: 'BA1 1AA',
  country: 'United Kingdom',
};
const clock = (minutesFromNow: number) =>
  toLondonWallClock(new Date(Date.now() + minutesFromNow * 60_000));

/** A promotion written as the owner does in Admin → Promotions; answers it with its figures. */
async function promotion(fields: Record<string, unknown>) {
  const made = await trpc.mutation<{ _id: string; usage: { orders: number } }>(
    'admin.promotions.create',
    { name: 'Offer', kind: 'percent', value: 10, startsAt: clock(-60), ...fields },
    { token: adminToken },
  );
  expect(made.body.error).toBeUndefined();
  return made.body.result.data;
}

async function order(
  lines: [product: string, qty: number][],
  extra: Record<string, unknown> = {},
  token?: string,
) {
  const buyer = token ?? (await registerCustomer(server.url)).token;
  const placed = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: lines.map(([name, qty]) => ({ product: p[name], qty })),
      shippingAddress: address,
      ...extra,
    },
    { token: buyer },
  );
  return { ...placed, token: buyer };
}

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakePaypal();
  server = await startTestServer(
    createTestServices(database, { payments: paypalProviderFor(fake) }),
  );
  rest = restClient(server.url);
  trpc = trpcClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(database.db, owner.id, true);
  adminToken = owner.token;
  await rest.put(
    '/api/shop/infoUpdate',
    { shopName: 'Hatton Jewellers', email: 'shop@example.test', vatNumber: 'GB123456789' },
    { token: adminToken },
  );
  const courier = await rest.post(
    '/api/delivery/methods',
    { name: 'Courier', kind: 'courier', price: 5, maxOrder: 10_000 },
    { token: adminToken },
  );
  expect(courier.status).toBe(201);
  const rings = await createCategory(database.db, { name: 'Rings' });
  ringsId = rings.id;
  const small = await createCategory(database.db, { name: 'Small rings', parentId: rings.id });
  const chains = await createCategory(database.db, { name: 'Chains' });
  const products: [string, Parameters<typeof createProduct>[1]][] = [
    ['Stacking Ring', { categoryId: small.id, price: 40, material: 'yellow-gold' }],
    ['Platinum Band', { categoryId: rings.id, price: 300, material: 'platinum' }],
    ['Silver Chain', { categoryId: chains.id, price: 20, material: 'silver' }],
    ['Sale Chain', { categoryId: chains.id, price: 15, oldPrice: 25, isOnSale: true }],
    ['Pearl Studs', { categoryId: chains.id, price: 10, countInStock: 50 }],
    ['Last Locket', { categoryId: chains.id, price: 50, countInStock: 100 }],
    ['Gift Bangle', { categoryId: chains.id, price: 80, countInStock: 50 }],
  ];
  for (const [name, fields] of products) {
    p[name] = (await createProduct(database.db, { countInStock: 40, ...fields, name })).id;
  }
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await database.close();
});

describe('a discount code is refused with the reason', () => {
  it('when it does not exist, has not started, has ended or needs a minimum spend', async () => {
    await promotion({ name: 'Soon', code: 'SOON10', startsAt: clock(60 * 24) });
    await promotion({ name: 'Over', code: 'OVER10', startsAt: clock(-120), endsAt: clock(-60) });
    await promotion({ name: 'Big', code: 'BIG20', value: 20, minSpend: 100 });
    const tried = async (code: string) =>
      (await order([['Silver Chain', 1]], { discountCode: code })).body;
    expect((await tried('nope')).message).toBe('Discount code NOPE does not exist.');
    expect((await tried('soon10')).message).toMatch(/^Discount code SOON10 starts on /);
    expect((await tried('OVER10')).message).toMatch(/^Discount code OVER10 ended on /);
    expect((await tried('big20')).message).toBe(
      'Discount code BIG20 needs a minimum spend of £100.00.',
    );
    // The preview the checkout asks gives the same reason, and places nothing.
    const preview = await trpc.query('promotions.preview', {
      code: 'big20',
      items: [{ product: p['Silver Chain'], qty: 1 }],
    });
    expect(preview.body.error?.message).toBe(
      'Discount code BIG20 needs a minimum spend of £100.00.',
    );
  });

  it('when none of the items is in its scope, or they are on sale and sales are excluded', async () => {
    await promotion({
      name: 'Metal',
      code: 'PLAT15',
      value: 15,
      scope: 'materials',
      scopeIds: ['platinum'],
    });
    await promotion({ name: 'No sale', code: 'FULLPRICE', excludeSale: true });
    const chain = await order([['Silver Chain', 1]], { discountCode: 'plat15' });
    expect(chain.status).toBe(400);
    expect(chain.body.message).toBe(
      'Discount code PLAT15 does not apply to the items in your cart.',
    );
    const sale = await order([['Sale Chain', 1]], { discountCode: 'FULLPRICE' });
    expect(sale.body.message).toBe(
      'Discount code FULLPRICE does not apply to the items in your cart.',
    );
    // With a full-price piece beside it, only that piece is discounted.
    const mixed = await order(
      [
        ['Sale Chain', 1],
        ['Silver Chain', 1],
      ],
      { discountCode: 'fullprice' },
    );
    expect(mixed.status).toBe(201);
    expect(mixed.body.orderItems.map((l) => l.discount)).toEqual([0, 2]);
  });
});

describe('an order with a code', () => {
  it('takes a collection’s percentage off its pieces only, whatever the case typed', async () => {
    // A parent collection holds its children's pieces: the Stacking Ring is in Small rings.
    await promotion({
      name: 'Rings week',
      code: 'Rings25',
      value: 25,
      scope: 'categories',
      scopeIds: [ringsId],
    });
    const { status, body } = await order(
      [
        ['Stacking Ring', 1],
        ['Platinum Band', 1],
        ['Silver Chain', 2],
      ],
      { discountCode: ' rings25 ' },
    );
    expect(status).toBe(201);
    expect(body.orderItems.map((l) => [l.discount, l.paid])).toEqual([
      [10, 30],
      [75, 225],
      [0, 40],
    ]);
    expect(body).toMatchObject({
      itemsPrice: 380,
      discountPrice: 85,
      shippingPrice: 5,
      totalPrice: 300,
      discount: { code: 'RINGS25', name: 'Rings week', items: 85, delivery: 0 },
    });
  });

  it('takes its share of an engraving, in the checkout’s preview as in the order', async () => {
    const chains = (await createCategory(database.db, { name: 'Engraved chains' })).id;
    const tag = await createProduct(database.db, {
      categoryId: chains,
      name: 'Engraved Tag',
      price: 60,
      engraving: { maxCharacters: 10, allowedCharacters: 'AJ& ', price: 25, extraDays: 2 },
    });
    await promotion({
      name: 'Tenth',
      code: 'TENTH',
      value: 10,
      scope: 'categories',
      scopeIds: [chains],
    });
    const line = { product: tag.id, qty: 2, engraving: { text: 'A & J', acceptsNoReturns: true } };
    const preview = await trpc.query<{ lines: number[]; total: number }>('promotions.preview', {
      code: 'tenth',
      items: [line],
    });
    expect(preview.body.result.data).toMatchObject({ lines: [17], total: 17 });
    const { token } = await registerCustomer(server.url);
    const placed = await rest.post<Order>(
      '/api/orders',
      { orderItems: [line], shippingAddress: address, discountCode: 'tenth' },
      { token },
    );
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ itemsPrice: 170, discountPrice: 17 });
  });

  it('spreads a pounds-off code over the lines in pence, and works out VAT on what was paid', async () => {
    await promotion({ name: 'Seven off', code: 'SEVEN', kind: 'amount', value: 7 });
    const { body } = await order(
      [
        ['Pearl Studs', 1],
        ['Silver Chain', 1],
      ],
      { discountCode: 'seven' },
    );
    // £7 over £10 and £20: £2.33 and £4.67 (largest remainder), adding up to £7.00 exactly.
    expect(body.orderItems.map((l) => l.discount)).toEqual([2.33, 4.67]);
    expect(body).toMatchObject({ itemsPrice: 30, discountPrice: 7, totalPrice: 28 });
    // VAT at 20% inside £7.67 is £1.28, inside £15.33 £2.56, inside the £5 delivery £0.83.
    expect(body.orderItems.map((l) => l.vat)).toEqual([1.28, 2.56]);
    expect(body.vat).toMatchObject({ shipping: 0.83, total: 4.67 });
  });

  it('takes the delivery charge off with a free-delivery code', async () => {
    await promotion({ name: 'Free post', code: 'FREEPOST', kind: 'free-delivery' });
    const { body } = await order([['Silver Chain', 1]], { discountCode: 'FreePost' });
    expect(body).toMatchObject({
      itemsPrice: 20,
      shippingPrice: 0,
      discountPrice: 5,
      totalPrice: 20,
    });
    expect(body.vat).toMatchObject({ shipping: 0, total: 3.33 });
  });

  it('leaves a spec §7 order without a code as it was: 201 and the same total', async () => {
    const { status, body } = await order([['Silver Chain', 1]]);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      itemsPrice: 20,
      shippingPrice: 5,
      totalPrice: 25,
      discountPrice: 0,
      discount: null,
    });
    expect(body.orderItems[0]).toMatchObject({ discount: 0, paid: 20 });
  });

  it('asks PayPal for the discounted total, and the CSV shows the code and discount', async () => {
    await promotion({ name: 'Ten', code: 'PAYPAL10', value: 10 });
    const { body, token } = await order([['Platinum Band', 1]], { discountCode: 'paypal10' });
    expect(body.totalPrice).toBe(275);
    const started = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: body._id },
      { token },
    );
    expect(started.status).toBe(200);
    const unit = fake.state.orders.get(started.body.id)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({ currency_code: 'GBP', value: '275.00' });
    const { rows } = await exportOrders(server.url, adminToken, '?payment=all');
    expect(rows.find((r) => r['Order ID'] === body._id)).toMatchObject({
      'Discount code': 'PAYPAL10',
      'Discount (GBP)': '30.00',
      'Total (GBP)': '275.00',
    });
  });
});

describe('limits under races', () => {
  it('gives the last use of a code to exactly one of 10 shoppers placing at once', async () => {
    await promotion({ name: 'Last one', code: 'LASTONE', usageLimit: 1 });
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => order([['Last Locket', 1]], { discountCode: 'lastone' })),
    );
    expect(tries.filter((t) => t.status === 201)).toHaveLength(1);
    const refused = tries.filter((t) => t.status !== 201);
    expect(refused.map((t) => [t.status, t.body.message])).toEqual(
      Array.from({ length: 9 }, () => [409, 'Discount code LASTONE has been used up.']),
    );
  });

  it('lets one customer use a once-each code once, even in 10 parallel orders', async () => {
    await promotion({ name: 'Welcome', code: 'WELCOME', perCustomerLimit: 1 });
    const { token } = await registerCustomer(server.url);
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        order([['Pearl Studs', 1]], { discountCode: 'WELCOME' }, token),
      ),
    );
    expect(tries.filter((t) => t.status === 201)).toHaveLength(1);
    expect(new Set(tries.filter((t) => t.status !== 201).map((t) => t.body.message))).toEqual(
      new Set(['You have already used discount code WELCOME.']),
    );
    // Another customer still may.
    expect((await order([['Pearl Studs', 1]], { discountCode: 'WELCOME' })).status).toBe(201);
  });

  it('gives a use back when its unpaid order is cancelled, and counts uses for the owner', async () => {
    const made = await promotion({
      name: 'Only once',
      code: 'ONCE',
      kind: 'amount',
      value: 5,
      usageLimit: 1,
    });
    const first = await order([['Silver Chain', 1]], { discountCode: 'ONCE' });
    expect((await order([['Silver Chain', 1]], { discountCode: 'ONCE' })).status).toBe(409);
    const cancelled = await rest.post(
      `/api/orders/${first.body._id}/cancellation`,
      { reason: 'Changed my mind' },
      { token: first.token },
    );
    expect(cancelled.status).toBe(200);
    const again = await order([['Silver Chain', 1]], { discountCode: 'ONCE' });
    expect(again.status).toBe(201);
    const list = await trpc.query<
      { _id: string; usage: { orders: number; discount: number; revenue: number } }[]
    >('admin.promotions.list', undefined, { token: adminToken });
    expect(list.body.result.data.find((x) => x._id === made._id)?.usage).toEqual({
      orders: 1,
      paidOrders: 0,
      discount: 5,
      revenue: 20,
    });
  });
});

describe('an unpaid order that expires', () => {
  it('gives its use back', async () => {
    await promotion({ name: 'Expiring', code: 'EXPIRES', kind: 'amount', value: 2, usageLimit: 1 });
    const first = await order([['Silver Chain', 1]], { discountCode: 'EXPIRES' });
    expect(first.status).toBe(201);
    expect((await order([['Silver Chain', 1]], { discountCode: 'EXPIRES' })).status).toBe(409);
    // The hold runs out: the sweep cancels the order, and the code's one use is free again.
    expect(
      await expireUnpaidOrders(database.db, new Date(Date.now() + 24 * 3_600_000)),
    ).toBeGreaterThan(0);
    expect((await order([['Silver Chain', 1]], { discountCode: 'EXPIRES' })).status).toBe(201);
  });
});

describe('an automatic offer', () => {
  it('applies without a code, and a code applies instead only when it saves more', async () => {
    await promotion({
      name: 'Bangle week',
      kind: 'amount',
      value: 12,
      scope: 'products',
      scopeIds: [p['Gift Bangle']],
    });
    await promotion({ name: 'Five', code: 'FIVE', value: 5 });
    await promotion({ name: 'Thirty', code: 'THIRTY', value: 30 });
    const plain = await order([['Gift Bangle', 1]]);
    expect(plain.body).toMatchObject({
      discountPrice: 12,
      totalPrice: 73,
      discount: { code: null, name: 'Bangle week' },
    });
    const worse = await order([['Gift Bangle', 1]], { discountCode: 'five' });
    expect(worse.body).toMatchObject({ discountPrice: 12, discount: { code: null } });
    const better = await order([['Gift Bangle', 1]], { discountCode: 'thirty' });
    expect(better.body).toMatchObject({ discountPrice: 24, discount: { code: 'THIRTY' } });
  });
});

describe('returns of a discounted order', () => {
  it('refund each unit’s paid share, adding up to what was paid and never more', async () => {
    await promotion({ name: 'One pound', code: 'POUND', kind: 'amount', value: 1 });
    // Three £10 studs less £1: £29 paid for the line, £5 for delivery, £34 in all.
    const placed = await order([['Pearl Studs', 3]], { discountCode: 'pound' });
    expect(placed.body.totalPrice).toBe(34);
    const { body: paypal } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: placed.body._id },
      { token: placed.token },
    );
    await rest.post('/api/paypal/capture-order', { orderID: paypal.id }, { token: placed.token });
    // The confirmation mail says what each line and the order were paid.
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%is confirmed'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain(
      '3 × Pearl Studs: £30.00 less £1.00 discount = £29.00 (VAT £4.83)',
    );
    expect(mail?.text).toContain('Discount (code POUND): £1.00 off.');
    await rest.put(
      `/api/orders/status/${placed.body._id}`,
      { status: 'Delivered' },
      { token: adminToken },
    );
    const line = placed.body.orderItems[0]!;
    const amounts: number[] = [];
    for (let unit = 0; unit < 3; unit++) {
      const asked = await rest.post<Order>(
        `/api/orders/${placed.body._id}/returns`,
        { items: [{ orderItem: line._id, qty: 1 }], reason: 'changed-mind' },
        { token: placed.token },
      );
      expect(asked.status).toBe(201);
      const made = asked.body.returns.at(-1)!;
      amounts.push(made.amount);
      const base = `/api/orders/${placed.body._id}/returns/${made._id}`;
      expect((await rest.put(`${base}/received`, {}, { token: adminToken })).status).toBe(200);
      expect((await rest.post(`${base}/refund`, {}, { token: adminToken })).status).toBe(200);
    }
    // £29 over three units: £9.66, £9.67, then £9.67 with the delivery paid (£5).
    expect(amounts).toEqual([9.66, 9.67, 14.67]);
    const refunded = fake.state.refundsMade.filter((r) =>
      r.requestId?.startsWith('return-refund-'),
    );
    const total = refunded
      .slice(-3)
      .reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0);
    expect(total).toBe(3400);
  });
});

describe('Admin → Promotions', () => {
  it('refuses a collection or product that does not exist, and names the products it applies to', async () => {
    const unknown = 'f'.repeat(24);
    for (const scope of ['products', 'categories'] as const) {
      const refused = await trpc.mutation(
        'admin.promotions.create',
        {
          name: 'Typo',
          kind: 'percent',
          value: 10,
          startsAt: clock(-60),
          scope,
          scopeIds: [unknown],
        },
        { token: adminToken },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(
        `No ${scope === 'products' ? 'product' : 'collection'} has the id ${unknown}: choose the ${scope === 'products' ? 'product' : 'collection'}s again.`,
      );
    }
    const made = await promotion({
      name: 'Two pieces',
      scope: 'products',
      scopeIds: [p['Gift Bangle'], p['Silver Chain']],
    });
    const list = await trpc.query<{ _id: string; products: { _id: string; name: string }[] }[]>(
      'admin.promotions.list',
      undefined,
      { token: adminToken },
    );
    expect(list.body.result.data.find((x) => x._id === made._id)?.products).toEqual([
      { _id: p['Gift Bangle'], name: 'Gift Bangle' },
      { _id: p['Silver Chain'], name: 'Silver Chain' },
    ]);
  });
});
