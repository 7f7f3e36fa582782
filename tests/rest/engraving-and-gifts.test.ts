import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { demoDeliveryMethods } from '../../src/server/demo/deliveryMethods';
import { DEFAULT_ENGRAVING_CHARACTERS } from '../../src/shared/engraving';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { exportOrders } from '../support/csv';
import { createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
let ringId: string;
let plainRingId: string;
const SHOP_EMAIL = 'shop@hatton.example';

interface Line {
  _id: string;
  price: number;
  qty: number;
  engraving: string | null;
  engravingPrice: number;
}
interface Order {
  _id: string;
  itemsPrice: number;
  shippingPrice: number;
  giftWrapPrice: number;
  isGift: boolean;
  giftMessage?: string;
  totalPrice: number;
  estimatedDelivery: string;
  orderItems: Line[];
  vat: { giftWrap: number; total: number } | null;
  message?: string;
}

const engraving = { maxCharacters: 12, allowedCharacters: DEFAULT_ENGRAVING_CHARACTERS, price: 25 };

beforeAll(async () => {
  fake = await startFakePaypal();
  server = await startTestServer(
    createTestServices(catalog.database, { payments: paypalProviderFor(fake) }),
  );
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  for (const method of demoDeliveryMethods) {
    expect((await rest.post('/api/delivery/methods', method, { token: adminToken })).status).toBe(
      201,
    );
  }
  const shop = await rest.put(
    '/api/shop/infoUpdate',
    { shopName: 'Hatton', email: SHOP_EMAIL, vatNumber: 'GB123456789', giftWrapPrice: 4.5 },
    { token: adminToken },
  );
  expect(shop.body).toMatchObject({ giftWrapPrice: 4.5 });
  const categoryId = catalog.fixture.categories.smallRings.id;
  // Over £250 Special Delivery is free (up to its £2,500 cover, then the courier's £29.95).
  ringId = (
    await createProduct(catalog.database.db, {
      name: 'Signet Ring',
      price: 1450,
      countInStock: 50,
      categoryId,
      engraving: { ...engraving, extraDays: 10 },
    })
  ).id;
  plainRingId = (
    await createProduct(catalog.database.db, {
      name: 'Halo Ring',
      price: 1450,
      countInStock: 50,
      categoryId,
    })
  ).id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const address = { address: 'Ada Lovelace, 1 High St', city: 'Bath', postalCode: 'BA1 1AA' };

async function order(lines: object[], extra: Record<string, unknown> = {}) {
  const { token, email } = await registerCustomer(server.url);
  const placed = await rest.post<Order>(
    '/api/orders',
    { orderItems: lines, shippingAddress: { ...address, country: 'United Kingdom' }, ...extra },
    { token },
  );
  return { ...placed, token, email };
}

const engraved = (text: string, qty = 1, acceptsNoReturns = true) => ({
  product: ringId,
  qty,
  engraving: { text, acceptsNoReturns },
});

async function pay(placed: { body: Order; token: string }) {
  const started = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId: placed.body._id },
    { token: placed.token },
  );
  expect(started.status).toBe(200);
  const captured = await rest.post(
    '/api/paypal/capture-order',
    { orderID: started.body.id },
    { token: placed.token },
  );
  expect(captured.status).toBe(200);
  return started.body.id;
}

describe('engraving on an order line', () => {
  it('prices it per unit from the product, whatever the client says, and keeps the text', async () => {
    const placed = await order([{ ...engraved(' A & J 2026 ', 2), price: 1, engravingPrice: 0 }], {
      totalPrice: 1,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.orderItems[0]).toMatchObject({
      price: 1475,
      qty: 2,
      engraving: 'A & J 2026',
      engravingPrice: 25,
    });
    // Over £2,500 only the insured courier (£29.95) carries it.
    expect(placed.body).toMatchObject({ itemsPrice: 2950, shippingPrice: 29.95, isGift: false });
    expect(placed.body.totalPrice).toBe(2979.95);
    // The same piece with and without engraving, or with two texts, are separate lines.
    const mixed = await order([engraved('ONE'), engraved('TWO'), { product: ringId, qty: 1 }]);
    expect(mixed.body.orderItems.map((i) => [i.engraving, i.price])).toEqual([
      ['ONE', 1475],
      ['TWO', 1475],
      [null, 1450],
    ]);
  });

  it('refuses a text too long, with characters the piece does not take, on a piece without engraving, or without the tick', async () => {
    const refusals = [
      [[engraved('FOREVER YOURS X')], 'at most 12 characters (it has 15)'],
      [[engraved('Love <3 ♥')], 'cannot include "<", "♥"'],
      [
        [{ product: plainRingId, qty: 1, engraving: { text: 'AJ', acceptsNoReturns: true } }],
        '"Halo Ring" cannot be engraved.',
      ],
      [
        [engraved('AJ', 1, false)],
        'Please tick "I understand engraved pieces cannot be returned unless faulty"',
      ],
    ] as const;
    for (const [lines, message] of refusals) {
      const refused = await order([...lines]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
  });

  it('leaves a spec §7 order without the new fields as it was', async () => {
    const placed = await order([{ product: ringId, qty: 1 }]);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ totalPrice: 1450, giftWrapPrice: 0, isGift: false });
    expect(placed.body.orderItems[0]).toMatchObject({ engraving: null, engravingPrice: 0 });
  });

  it('dispatches later by the engraving days', async () => {
    const plain = await order([{ product: ringId, qty: 1 }]);
    const withText = await order([engraved('AJ')]);
    const days =
      (Date.parse(withText.body.estimatedDelivery) - Date.parse(plain.body.estimatedDelivery)) /
      86_400_000;
    // Ten working days of engraving: at least two weeks later.
    expect(days).toBeGreaterThanOrEqual(14);
  });
});

describe('gift wrap and message', () => {
  it('charges the owner’s wrap price with its VAT in the total, and keeps the message for the owner', async () => {
    const placed = await order([engraved('AJ')], { gift: { message: 'Happy birthday, Mum' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      itemsPrice: 1475,
      shippingPrice: 0,
      isGift: true,
      giftWrapPrice: 4.5,
      totalPrice: 1479.5,
    });
    // £1,475 holds £245.83 of VAT at 20%, £4.50 holds £0.75.
    expect(placed.body.vat).toMatchObject({ giftWrap: 0.75, total: 246.58 });
    // The shopper's own answers never carry the message (the present stays a surprise).
    expect(placed.body).not.toHaveProperty('giftMessage');
    const mine = await rest.get<Order>(`/api/orders/by-id/${placed.body._id}`, undefined, {
      token: placed.token,
    });
    expect(mine.body).toMatchObject({ isGift: true, totalPrice: 1479.5 });
    expect(JSON.stringify(mine.body)).not.toContain('Happy birthday');
    const owners = await rest.get<Order>(`/api/orders/by-id/${placed.body._id}`, undefined, {
      token: adminToken,
    });
    expect(owners.body.giftMessage).toBe('Happy birthday, Mum');

    const tooLong = await order([{ product: ringId, qty: 1 }], {
      gift: { message: 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('at most 200 characters');
  });

  it('asks PayPal for the total with engraving and wrap; the mails, the owner’s order and the CSV show them', async () => {
    const placed = await order([engraved('A & J', 2)], { gift: { message: 'With love' } });
    // £2,950 of engraved rings, the courier's £29.95 and the wrap's £4.50.
    expect(placed.body.totalPrice).toBe(2984.45);
    const paypalId = await pay(placed);
    const unit = fake.state.orders.get(paypalId)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({ currency_code: 'GBP', value: '2984.45' });

    const [customerMail] = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, placed.email));
    expect(customerMail!.text).toContain('2 × Signet Ring (Engraving: "A & J"): £2,950.00');
    expect(customerMail!.text).toContain('Gift wrapped: £4.50.');
    expect(customerMail!.text).not.toContain('With love');
    const ownerMails = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, SHOP_EMAIL));
    const ownerMail = ownerMails.find((m) =>
      m.text.includes(placed.body._id.slice(0, 8).toUpperCase()),
    );
    expect(ownerMail!.text).toContain('Engraving: "A & J"');
    expect(ownerMail!.text).toContain('Gift wrap: £4.50. Gift message: "With love"');

    const { rows } = await exportOrders(server.url, adminToken, '?payment=all');
    const row = rows.find((r) => r['Order ID'] === placed.body._id)!;
    expect(row).toMatchObject({
      Items: '2 x Signet Ring (Engraving: "A & J")',
      'Gift wrap (GBP)': '4.50',
      'Gift message': 'With love',
      'Total (GBP)': '2984.45',
    });
  });
});

describe('returns of engraved pieces', () => {
  it('refuses a change of mind for an engraved line, and takes it back when faulty', async () => {
    const placed = await order([engraved('AJ'), { product: ringId, qty: 1 }]);
    await pay(placed);
    const delivered = await rest.put(
      `/api/orders/status/${placed.body._id}`,
      { status: 'Delivered' },
      { token: adminToken },
    );
    expect(delivered.status).toBe(200);
    const [engravedLine, plainLine] = placed.body.orderItems;
    const ask = (orderItem: string, reason: string) =>
      rest.post<{ message?: string; returns: { amount: number }[] }>(
        `/api/orders/${placed.body._id}/returns`,
        { items: [{ orderItem, qty: 1 }], reason },
        { token: placed.token },
      );
    for (const reason of ['changed-mind', 'wrong-size', 'other']) {
      const refused = await ask(engravedLine!._id, reason);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        '"Signet Ring" was engraved for you: engraved pieces can be returned only if they are faulty or not as described.',
      );
    }
    expect((await ask(plainLine!._id, 'changed-mind')).status).toBe(201);
    const faulty = await ask(engravedLine!._id, 'damaged');
    expect(faulty.status).toBe(201);
    // The last unit back brings the courier's £29.95 with it (reg. 34).
    expect(faulty.body.returns.at(-1)!.amount).toBe(1504.95);
  });
});

describe('engraving offered on a product', () => {
  it('keeps it through GET → PUT, turns it off with null, and refuses a bad offer', async () => {
    const read = await rest.get<Record<string, unknown> & { _id: string }>(
      `/api/products/byId/${ringId}`,
    );
    expect(read.body.engraving).toEqual({ ...engraving, extraDays: 10 });
    const { product: _product, updatedAt: _at, ...fields } = read.body;
    const put = await rest.put<Record<string, unknown>>(
      `/api/products/update/${ringId}`,
      { ...fields, price: 1450 },
      { token: adminToken },
    );
    expect(put.status).toBe(200);
    expect(put.body.engraving).toEqual({ ...engraving, extraDays: 10 });
    // A spec §7 body without the field leaves the offer as it is.
    const { engraving: _left, ...specBody } = fields;
    const kept = await rest.put<Record<string, unknown>>(
      `/api/products/update/${ringId}`,
      specBody,
      { token: adminToken },
    );
    expect(kept.body.engraving).toEqual({ ...engraving, extraDays: 10 });
    const bad = await rest.put<{ message: string }>(
      `/api/products/update/${ringId}`,
      { ...fields, engraving: { maxCharacters: 0, price: -1 } },
      { token: adminToken },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Engraving characters must be at least 1');
    const off = await rest.put<Record<string, unknown>>(
      `/api/products/update/${plainRingId}`,
      {
        ...(await rest.get<Record<string, unknown>>(`/api/products/byId/${plainRingId}`)).body,
        product: undefined,
        engraving: null,
      },
      { token: adminToken },
    );
    expect(off.status).toBe(200);
    expect(off.body.engraving).toBeNull();
  });
});
