import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
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
    countInStock: 5,
    variations: { Size: sizes },
  });
});
afterAll(() => server.close());

interface OrderItem {
  product: string;
  name: string;
  qty: number;
  price: number;
  variation: Record<string, string>;
}
interface Order {
  _id: string;
  totalPrice: number;
  orderItems: OrderItem[];
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
    [undefined, 'Please choose a Size'],
    [{}, 'Please choose a Size'],
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
