import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let customer: { token: string };
let admin: { token: string };
let ring: { id: string; name: string };

const sizes = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R'];

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  customer = await registerCustomer(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
  ring = await createProduct(catalog.database.db, {
    name: 'Oval Solitaire Engagement Ring',
    categoryId: catalog.fixture.categories.rings.id,
    price: 2950,
    countInStock: 10,
    variations: { Size: sizes },
  });
});
afterAll(() => server.close());

interface OrderItem {
  _id: string;
  product: string;
  name: string;
  qty: number;
  price: number;
  variation: Record<string, string>;
  optionsToConfirm: string[];
}
interface Order {
  _id: string;
  totalPrice: number;
  orderItems: OrderItem[];
  statusHistory: { note: string }[];
}

const shippingAddress = {
  address: 'Ada Lovelace, 12 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8JY',
  country: 'United Kingdom',
};

const order = (...lines: { qty?: number; variation?: Record<string, string> }[]) => ({
  orderItems: lines.map(({ qty = 1, variation }) => ({ product: ring.id, qty, variation })),
  shippingAddress,
});

async function stockOfRing() {
  const [row] = await catalog.database.db
    .select({ n: products.countInStock })
    .from(products)
    .where(eq(products.id, ring.id));
  return row!.n;
}

describe('choosing a variation when ordering', () => {
  it.each([
    [{ Size: 'Z' }, 'does not come in Size Z'],
    [{ Size: 'N', Metal: 'Gold' }, 'has no option "Metal"'],
  ])('refuses %j with 400 and says why, taking no stock', async (variation, message) => {
    const before = await stockOfRing();
    const { status, body } = await rest.post<{ message: string }>(
      '/api/orders',
      order({ variation }),
      { token: customer.token },
    );
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(await stockOfRing()).toBe(before);
  });

  it.each([[undefined], [{}]])(
    'the storefront (tRPC) still asks for the choice when a line carries %j',
    async (variation) => {
      const before = await stockOfRing();
      const trpc = trpcClient(server.url);
      const { body } = await trpc.mutation('orders.place', order({ variation }), customer);
      expect(body.error?.data.code).toBe('BAD_REQUEST');
      expect(body.error?.message).toContain('Please choose a Size');
      expect(await stockOfRing()).toBe(before);
    },
  );

  it('takes a spec §7 order without a choice, leaving the size to be confirmed with the customer', async () => {
    const buyer = await registerCustomer(server.url);
    const placed = await rest.post<Order>('/api/orders', order({}, { variation: {} }), buyer);
    expect(placed.status).toBe(201);
    expect(placed.body.orderItems).toEqual([
      expect.objectContaining({ qty: 2, variation: {}, optionsToConfirm: ['Size'] }),
    ]);
    const id = placed.body._id;
    expect(placed.body.statusHistory[0]?.note).toBe(
      'Order placed; to confirm with the customer: Size of Oval Solitaire Engagement Ring',
    );

    // The owner finds it among the orders waiting for a choice, and in the export.
    const waiting = async () =>
      (
        await rest.get<{ orders: Order[] }>(
          '/api/orders?options=to-confirm&limit=100',
          undefined,
          admin,
        )
      ).body.orders.map((o) => o._id);
    expect(await waiting()).toContain(id);
    const csv = await fetch(`${server.url}/api/orders/export?payment=all`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(await csv.text()).toContain(
      '2 x Oval Solitaire Engagement Ring (Size: to be confirmed with the customer)',
    );

    // Paid: the confirmation mail tells the customer the shop will ask.
    const { body: created } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: id },
      buyer,
    );
    await rest.post('/api/paypal/capture-order', { orderID: created.id }, buyer);
    const [mail] = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email));
    expect(mail?.text).toContain(
      '2 × Oval Solitaire Engagement Ring (Size: to be confirmed with you)',
    );
    expect(mail?.text).toContain('We will be in touch to confirm the Size of Oval Solitaire');

    // After asking, the owner records it; only an offered size, only by the owner.
    const confirm = (variation: object, token = admin.token) =>
      rest.put<{ order: Order; message: string }>(
        `/api/orders/${id}/items/${placed.body.orderItems[0]!._id}/variation`,
        { variation },
        { token },
      );
    expect((await confirm({ Size: 'N' }, buyer.token)).status).toBe(403);
    expect((await confirm({ Size: 'Z' })).status).toBe(400);
    expect((await confirm({ Metal: 'Gold' })).status).toBe(400);
    const confirmed = await confirm({ Size: 'N' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.orderItems[0]).toMatchObject({
      variation: { Size: 'N' },
      optionsToConfirm: [],
    });
    expect(confirmed.body.order.statusHistory.at(-1)?.note).toBe(
      'Confirmed with the customer: Size: N for Oval Solitaire Engagement Ring',
    );
    expect((await confirm({ Size: 'P' })).status).toBe(400);
    expect(await waiting()).not.toContain(id);
    const seen = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, buyer);
    expect(seen.body.orderItems[0]?.variation).toEqual({ Size: 'N' });
  });

  it('refuses a choice that is not an object of texts', async () => {
    const { status } = await rest.post(
      '/api/orders',
      { ...order(), orderItems: [{ product: ring.id, qty: 1, variation: { Size: 7 } }] },
      { token: customer.token },
    );
    expect(status).toBe(400);
  });

  it('stores a valid size and answers it on every order read', async () => {
    const placed = await rest.post<Order>('/api/orders', order({ variation: { Size: 'N' } }), {
      token: customer.token,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.orderItems).toEqual([
      expect.objectContaining({ product: ring.id, qty: 1, variation: { Size: 'N' } }),
    ]);
    const id = placed.body._id;

    const mine = await rest.get<Order[]>('/api/orders/myorders', undefined, customer);
    expect(mine.body.find((o) => o._id === id)?.orderItems[0]?.variation).toEqual({ Size: 'N' });
    const byId = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, customer);
    expect(byId.body.orderItems[0]?.variation).toEqual({ Size: 'N' });
    const asAdmin = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, admin);
    expect(asAdmin.body.orderItems[0]?.variation).toEqual({ Size: 'N' });
    const list = await rest.get<{ orders: Order[] }>('/api/orders', undefined, admin);
    expect(list.body.orders.find((o) => o._id === id)?.orderItems[0]?.variation).toEqual({
      Size: 'N',
    });

    const trpc = trpcClient(server.url);
    const viaTrpc = await trpc.query<Order>('orders.byId', { id }, customer);
    expect(viaTrpc.body.result.data.orderItems[0]?.variation).toEqual({ Size: 'N' });

    const csv = await fetch(`${server.url}/api/orders/export?payment=all`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(await csv.text()).toContain('1 x Oval Solitaire Engagement Ring (Size: N)');
  });

  it('keeps two sizes of one ring as two order items, with stock taken and given back per ring', async () => {
    const before = await stockOfRing();
    const { status, body } = await rest.post<Order>(
      '/api/orders',
      order(
        { variation: { Size: 'N' } },
        { qty: 2, variation: { Size: 'P' } },
        { variation: { Size: 'N' } },
      ),
      { token: customer.token },
    );
    expect(status).toBe(201);
    expect(body.orderItems.map((i) => [i.variation, i.qty])).toEqual([
      [{ Size: 'N' }, 2],
      [{ Size: 'P' }, 2],
    ]);
    expect(body.totalPrice).toBe(4 * 2950);
    expect(await stockOfRing()).toBe(before - 4);

    const cancelled = await rest.put(`/api/orders/${body._id}/cancel`, {}, { token: admin.token });
    expect(cancelled.status).toBe(200);
    expect(await stockOfRing()).toBe(before);
  });

  it('refuses more of one ring than is in stock, whichever sizes are asked for', async () => {
    const stock = await stockOfRing();
    const { status } = await rest.post(
      '/api/orders',
      order({ qty: stock, variation: { Size: 'H' } }, { variation: { Size: 'R' } }),
      { token: customer.token },
    );
    expect(status).toBe(409);
  });

  it('answers an empty choice for a product without options', async () => {
    const { pendant } = catalog.fixture.products;
    const { status, body } = await rest.post<Order>(
      '/api/orders',
      { orderItems: [{ product: pendant.id, qty: 1 }], shippingAddress },
      { token: customer.token },
    );
    expect(status).toBe(201);
    expect(body.orderItems[0]?.variation).toEqual({});
  });
});
