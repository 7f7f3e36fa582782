import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
let customerToken: string;
let ringId: string;
let studsId: string;

interface Order {
  _id: string;
  totalPrice: number;
  orderItems: { name: string; price: number; qty: number; vat: number | null }[];
  vat: { number: string; rate: number; shipping: number; total: number } | null;
}

const shopBase = { shopName: 'Hatton Jewellers', email: 'shop@example.test' };

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  customerToken = (await registerCustomer(server.url)).token;
  const categoryId = catalog.fixture.categories.smallRings.id;
  ringId = (
    await createProduct(catalog.database.db, {
      name: 'Engagement Ring',
      price: 2950,
      countInStock: 100,
      categoryId,
    })
  ).id;
  studsId = (
    await createProduct(catalog.database.db, {
      name: 'Pearl Studs',
      price: 10.01,
      countInStock: 100,
      categoryId,
    })
  ).id;
});
afterAll(() => server.close());

/** Each order by a new customer: unpaid orders hold stock within per-customer limits. */
async function placeOrder() {
  customerToken = (await registerCustomer(server.url)).token;
  const { status, body } = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [
        { product: ringId, qty: 1 },
        { product: studsId, qty: 2 },
      ],
      shippingAddress: {
        address: 'A B, 1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    { token: customerToken },
  );
  expect(status).toBe(201);
  return body;
}

const receipt = async (id: string) =>
  (await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, { token: customerToken })).body;

describe('VAT on receipts', () => {
  it('shows no VAT while the shop has no VAT number', async () => {
    const { body: shop } = await rest.get<{
      vatNumber: string;
      vatRate: number;
      returnWindowDays: number;
    }>('/api/shop');
    expect(shop).toMatchObject({ vatNumber: '', vatRate: 20, returnWindowDays: 14 });
    const order = await receipt((await placeOrder())._id);
    expect(order.vat).toBeNull();
    expect(order.orderItems.map((i) => i.vat)).toEqual([null, null]);
  });

  it('refuses a VAT number that is not a UK one', async () => {
    const { status, body } = await rest.put<{ message: string }>(
      '/api/shop/infoUpdate',
      { ...shopBase, vatNumber: 'FR123' },
      { token: adminToken },
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('GB123456789');
  });

  it.each([[null], [''], [true], [[]], ['0x10'], ['1e1'], ['twenty']])(
    'refuses %j as the VAT rate on REST and tRPC, and keeps the rate',
    async (vatRate) => {
      const rest400 = await rest.put<{ message: string }>(
        '/api/shop/infoUpdate',
        { ...shopBase, vatRate },
        { token: adminToken },
      );
      expect(rest400.status).toBe(400);
      expect(rest400.body.message).toContain('vatRate: VAT rate must be a number');
      const viaTrpc = await trpcClient(server.url).mutation(
        'admin.shop.updateInfo',
        { ...shopBase, vatRate },
        { token: adminToken },
      );
      expect(viaTrpc.body.error?.data.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(viaTrpc.body.error?.data.zodError)).toContain('vatRate');
      expect((await rest.get<{ vatRate: number }>('/api/shop')).body.vatRate).toBe(20);
    },
  );

  it("reads a form field's digits as the number they write", async () => {
    const saved = await rest.put<{ vatRate: number; returnWindowDays: number }>(
      '/api/shop/infoUpdate',
      { ...shopBase, vatRate: '17.5', returnWindowDays: ' 30 ' },
      { token: adminToken },
    );
    expect(saved.body).toMatchObject({ vatRate: 17.5, returnWindowDays: 30 });
    await rest.put(
      '/api/shop/infoUpdate',
      { ...shopBase, vatRate: 20, returnWindowDays: 14 },
      {
        token: adminToken,
      },
    );
  });

  it('shows the VAT inside each line and in total once a VAT number is set', async () => {
    const { status, body: shop } = await rest.put<{ vatNumber: string; vatRate: number }>(
      '/api/shop/infoUpdate',
      { ...shopBase, vatNumber: 'gb 123 4567 89', vatRate: 20 },
      { token: adminToken },
    );
    expect(status).toBe(200);
    expect(shop).toMatchObject({ vatNumber: 'GB123456789', vatRate: 20 });

    const order = await receipt((await placeOrder())._id);
    // £2,950.00 × 20/120 = £491.666… → £491.67; 2 × £10.01 = £20.02 → £3.336… → £3.34.
    expect(order.orderItems.map((i) => i.vat)).toEqual([491.67, 3.34]);
    expect(order.vat).toEqual({
      number: 'GB123456789',
      rate: 20,
      shipping: 0,
      giftWrap: 0,
      total: 495.01,
      zeroRatedExport: false,
    });
    expect(order.totalPrice).toBe(2970.02);
  });

  it('keeps the rate and number an order was placed with', async () => {
    const placed = await placeOrder();
    const placedBy = customerToken;
    const { status } = await rest.put(
      '/api/shop/infoUpdate',
      { ...shopBase, vatNumber: '', vatRate: 5 },
      { token: adminToken },
    );
    expect(status).toBe(200);
    customerToken = placedBy;
    expect((await receipt(placed._id)).vat).toMatchObject({ number: 'GB123456789', rate: 20 });
    expect((await receipt((await placeOrder())._id)).vat).toBeNull();
  });

  it('leaves the VAT settings alone when a spec §7 client saves without them', async () => {
    await rest.put(
      '/api/shop/infoUpdate',
      { ...shopBase, vatNumber: 'GB987654321', vatRate: 20 },
      { token: adminToken },
    );
    const { body } = await rest.put<{ vatNumber: string }>('/api/shop/infoUpdate', shopBase, {
      token: adminToken,
    });
    expect(body.vatNumber).toBe('GB987654321');
  });

  it('puts the VAT in the order confirmation mail', async () => {
    const placed = await placeOrder();
    const { status } = await rest.put(
      `/api/orders/${placed._id}/payment`,
      { method: 'In store' },
      { token: adminToken },
    );
    expect(status).toBe(200);
    // An admin-recorded payment sends no mail; a captured one does: pay this one through checkout.
    const next = await placeOrder();
    const { body: created } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: next._id },
      { token: customerToken },
    );
    const captured = await rest.post(
      '/api/paypal/capture-order',
      { orderID: created.id },
      { token: customerToken },
    );
    expect(captured.status).toBe(200);
    // The newest confirmation: the owner's alert of the same order is written beside it.
    const [mail] = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%is confirmed'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain('1 × Engagement Ring: £2,950.00 (VAT £491.67)');
    expect(mail?.text).toContain('VAT included at 20%: £495.01. VAT number GB987654321.');
  });
});
