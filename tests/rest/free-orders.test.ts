import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

/** A free ring sizer (a £0 product, issue 28): confirmed as placed, once a day per customer. */
const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let sizer: string;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  ({ id: sizer } = await createProduct(catalog.database.db, {
    name: 'Ring Sizer',
    price: 0,
    countInStock: 20,
    categoryId: catalog.fixture.categories.smallRings.id,
  }));
});
afterAll(() => server.close());

interface Order {
  _id: string;
  status: string;
  isPaid: boolean;
  totalPrice: number;
  paymentMethod: string;
  statusHistory: { status: string; note: string }[];
}

const shippingAddress = {
  address: 'Ada Lovelace, 12 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8JY',
  country: 'United Kingdom',
};
const order = (...lines: [product: string, qty: number][]) => ({
  orderItems: lines.map(([product, qty]) => ({ product, qty })),
  shippingAddress,
});

async function productRow(id: string) {
  const [row] = await catalog.database.db
    .select({ stock: products.countInStock, sales: products.sales })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

describe('an order with nothing to pay', () => {
  it('is confirmed as placed: paid, its stock taken and sold, its confirmation mailed', async () => {
    const { token, email } = await registerCustomer(server.url);
    const before = await productRow(sizer);
    const { status, body } = await rest.post<Order>('/api/orders', order([sizer, 1]), { token });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      isPaid: true,
      status: 'Order Processing',
      totalPrice: 0,
      paymentMethod: 'Nothing to pay',
    });
    expect(body.statusHistory.map((h) => h.note)).toContain(
      'Nothing to pay: confirmed without a payment',
    );
    expect(await productRow(sizer)).toEqual({ stock: before.stock - 1, sales: before.sales + 1 });
    const mails = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    const confirmation = mails.find((m) => m.subject.includes('is confirmed'));
    expect(confirmation?.text).toContain('with nothing to pay');

    // There is nothing for PayPal to take.
    const pay = await rest.post<{ message: string }>(
      '/api/paypal/create-order',
      { orderId: body._id },
      { token },
    );
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This order is already paid.');
  });

  it('is one a day per customer; a paid order with the free piece in it is not limited', async () => {
    const { token } = await registerCustomer(server.url);
    expect((await rest.post('/api/orders', order([sizer, 1]), { token })).status).toBe(201);
    const stock = (await productRow(sizer)).stock;
    const again = await rest.post<{ message: string }>('/api/orders', order([sizer, 1]), {
      token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/free order from us today/);
    expect((await productRow(sizer)).stock).toBe(stock);

    const { solitaire } = catalog.fixture.products;
    const withRing = await rest.post<Order>('/api/orders', order([solitaire.id, 1], [sizer, 1]), {
      token,
    });
    expect(withRing.status).toBe(201);
    expect(withRing.body).toMatchObject({ isPaid: false, status: 'Order Confirmed' });
    expect(withRing.body.totalPrice).toBeGreaterThan(0);
  });

  it('cancelled by the shop, gives its piece back and takes it off the sales; no refund is owed', async () => {
    const { token } = await registerCustomer(server.url);
    const admin = await registerCustomer(server.url);
    await setAdmin(catalog.database.db, admin.id, true);
    const before = await productRow(sizer);
    const { body } = await rest.post<Order>('/api/orders', order([sizer, 1]), { token });
    const cancelled = await rest.put<{ order: Order }>(
      `/api/orders/${body._id}/cancel`,
      { reason: 'Out of sizers' },
      { token: admin.token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', isPaid: true });
    expect(await productRow(sizer)).toEqual(before);
  });
});
