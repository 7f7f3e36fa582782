import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/server/modules/orders/expiry';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;

interface Variant {
  choice: Record<string, string>;
  countInStock: number;
  priceDifference: number;
  price: number;
  madeToOrderDays: number | null;
}
interface Product {
  _id: string;
  price: number;
  countInStock: number;
  variations: Record<string, string[]>;
  variants: Variant[];
}
interface Order {
  _id: string;
  totalPrice: number;
  orderItems: { _id: string; price: number; variation: Record<string, string> }[];
}

beforeAll(async () => {
  server = await startTestServer(createTestServices(catalog.database));
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
});
afterAll(() => server.close());

/** A ring in sizes L (made to order in 14 days), M (3 in stock) and N (1, £20 more). */
async function createRing(name = 'Per-size Ring') {
  const created = await rest.post<Product>(
    '/api/products/create',
    {
      name,
      description: 'Kept in stock per size.',
      price: 300,
      countInStock: 0,
      category: catalog.fixture.categories.smallRings.id,
      variations: { Size: ['L', 'M', 'N'] },
      variants: [
        { choice: { Size: 'L' }, countInStock: 0, madeToOrderDays: 14 },
        { choice: { Size: 'M' }, countInStock: 3 },
        { choice: { Size: 'N' }, countInStock: 1, priceDifference: 20 },
      ],
    },
    { token: adminToken },
  );
  expect(created.status).toBe(201);
  return created.body;
}

const productById = async (id: string) =>
  (await rest.get<Product>(`/api/products/byId/${id}`)).body;
const stockBySize = async (id: string) =>
  Object.fromEntries(
    (await productById(id)).variants.map((v) => [v.choice.Size ?? '', v.countInStock] as const),
  );

async function order(productId: string, size: string | null, qty = 1) {
  const { token } = await registerCustomer(server.url);
  return rest.post<Order & { message: string }>(
    '/api/orders',
    {
      orderItems: [{ product: productId, qty, ...(size && { variation: { Size: size } }) }],
      shippingAddress: {
        address: 'A B, 1 High St',
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
    },
    { token },
  );
}

describe('stock kept per option', () => {
  it('shows each option with its stock and price, and the sum as countInStock', async () => {
    const ring = await createRing();
    expect(ring.countInStock).toBe(4);
    expect(ring.variants).toEqual([
      {
        choice: { Size: 'L' },
        countInStock: 0,
        priceDifference: 0,
        price: 300,
        madeToOrderDays: 14,
      },
      {
        choice: { Size: 'M' },
        countInStock: 3,
        priceDifference: 0,
        price: 300,
        madeToOrderDays: null,
      },
      {
        choice: { Size: 'N' },
        countInStock: 1,
        priceDifference: 20,
        price: 320,
        madeToOrderDays: null,
      },
    ]);
    // A spec client's GET → PUT of the same body changes nothing, its countInStock included.
    const put = await rest.put<Product>(`/api/products/update/${ring._id}`, ring, {
      token: adminToken,
    });
    expect(put.status).toBe(200);
    expect(await productById(ring._id)).toMatchObject({
      countInStock: 4,
      variants: ring.variants,
    });
    // Without `variants`, the options stay; a count sent for the whole product cannot move them.
    const { variants: _v, ...specBody } = ring;
    await rest.put(
      `/api/products/update/${ring._id}`,
      { ...specBody, countInStock: 99 },
      { token: adminToken },
    );
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 3, N: 1 });
    expect((await productById(ring._id)).countInStock).toBe(4);
  });

  it('sells the last Size N once when two shoppers race for it, at its own price, and leaves Size M alone', async () => {
    const ring = await createRing();
    const answers = await Promise.all([order(ring._id, 'N'), order(ring._id, 'N')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.message).toBe(
      '"Per-size Ring" in Size N is sold out. Please remove it from your cart.',
    );
    const won = answers.find((a) => a.status === 201)!.body;
    expect(won.orderItems[0]).toMatchObject({ price: 320, variation: { Size: 'N' } });
    expect(won.totalPrice).toBeGreaterThanOrEqual(320);
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 3, N: 0 });
    expect((await productById(ring._id)).countInStock).toBe(3);

    const short = await order(ring._id, 'M', 4);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      'Only 3 of "Per-size Ring" in Size M left in stock. Please lower the quantity.',
    );
  });

  it('makes a made-to-order option without stock, and asks a script for the option', async () => {
    const ring = await createRing();
    const made = await order(ring._id, 'L', 2);
    expect(made.status).toBe(201);
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 3, N: 1 });

    const unchosen = await order(ring._id, null);
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toBe('Please choose a Size for "Per-size Ring".');
  });

  it('gives a cancelled order its option back, and an expired one', async () => {
    const ring = await createRing();
    const cancelled = (await order(ring._id, 'M', 2)).body;
    const expiring = (await order(ring._id, 'N')).body;
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 1, N: 0 });

    const cancel = await rest.put(
      `/api/orders/${cancelled._id}/cancel`,
      {},
      {
        token: adminToken,
      },
    );
    expect(cancel.status).toBe(200);
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 3, N: 0 });

    await expireUnpaidOrders(catalog.database.db, new Date(Date.now() + 60 * 60_000));
    expect(await stockBySize(ring._id)).toEqual({ L: 0, M: 3, N: 1 });
    expect(expiring.orderItems[0]!.variation).toEqual({ Size: 'N' });
    expect((await productById(ring._id)).countInStock).toBe(4);
  });

  it('refuses options that are not the product’s, and goes back to one stock when asked', async () => {
    const ring = await createRing();
    const update = (body: object) =>
      rest.put<Product & { message: string }>(
        `/api/products/update/${ring._id}`,
        { ...ring, ...body },
        { token: adminToken },
      );
    const unknownSize = await update({
      variants: [{ choice: { Size: 'Z' }, countInStock: 1 }],
    });
    expect(unknownSize.status).toBe(400);
    expect(unknownSize.body.message).toBe(
      'The option "Size Z" must choose one of the values of Size.',
    );

    const dropped = await update({ variations: { Size: ['M', 'N'] }, variants: undefined });
    expect(dropped.status).toBe(400);
    expect(dropped.body.message).toContain(
      "Send the options' stock (variants) with the new options.",
    );

    const oneStock = await update({ variants: [], countInStock: 7 });
    expect(oneStock.status).toBe(200);
    expect(oneStock.body).toMatchObject({ countInStock: 7, variants: [] });
    expect((await order(ring._id, null)).status).toBe(201);
  });

  it('records each option’s stock change in the stock history, with the option, and nothing for an unchanged save', async () => {
    const ring = await createRing();
    const history = async () => {
      const { body } = await rest.get<{
        movements: {
          change: number;
          stockAfter: number;
          reason: string;
          variant: Record<string, string> | null;
          orderId: string | null;
        }[];
      }>(`/api/products/${ring._id}/stock-history`, undefined, { token: adminToken });
      return body.movements;
    };
    // Created: one movement per option in stock, the owner's.
    expect((await history()).map((m) => [m.variant, m.change, m.reason])).toEqual(
      expect.arrayContaining([
        [{ Size: 'M' }, 3, 'admin'],
        [{ Size: 'N' }, 1, 'admin'],
      ]),
    );
    const placed = (await order(ring._id, 'M', 2)).body;
    const [sold] = await history();
    expect(sold).toMatchObject({
      variant: { Size: 'M' },
      change: -2,
      stockAfter: 1,
      reason: 'order',
      orderId: placed._id,
    });
    await rest.put(`/api/orders/${placed._id}/cancel`, {}, { token: adminToken });
    expect((await history())[0]).toMatchObject({
      variant: { Size: 'M' },
      change: 2,
      reason: 'cancel',
    });

    // The same body sent back moves nothing, so records nothing.
    const before = (await history()).length;
    const { body: current } = await rest.get<Product>(`/api/products/byId/${ring._id}`);
    await rest.put(`/api/products/update/${ring._id}`, current, { token: adminToken });
    expect(await history()).toHaveLength(before);
  });

  it('counts a size in the facets while it can be bought, and a sale of its last unit takes it out', async () => {
    const ring = await createRing('Faceted Ring');
    const trpc = trpcClient(server.url);
    const sizeCounts = async () => {
      const { body } = await trpc.query<{ size: { value: string; count: number }[] }>(
        'catalog.facets',
        { search: 'Faceted Ring' },
      );
      return Object.fromEntries(body.result.data.size.map((s) => [s.value, s.count]));
    };
    // L is made to order, M and N are in stock.
    expect(await sizeCounts()).toEqual({ L: 1, M: 1, N: 1 });
    expect((await order(ring._id, 'N')).status).toBe(201);
    await expect.poll(sizeCounts).toEqual({ L: 1, M: 1 });
  });
});
