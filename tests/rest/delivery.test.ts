import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeliveryMethods } from '../../src/server/demo/deliveryMethods';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { exportOrders } from '../support/csv';
import { createProduct } from '../support/factories';
import { paypalProviderFor, startFakePaypal, type FakePaypal } from '../support/fakePaypal';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let fake: FakePaypal;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
const productIds: Record<string, string> = {};
const methodIds: Record<string, string> = {};

interface Option {
  method: string;
  name: string;
  price: number;
  surcharge: number;
  surchargeArea: string | null;
  cover: number | null;
}

interface Order {
  _id: string;
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
  delivery: { name: string; kind: string; price: number; cover: number | null } | null;
  estimatedDelivery: string;
  vat: { shipping: number; total: number } | null;
}

const address = (postalCode = 'BA1 1AA', country = 'United Kingdom') => ({
  address: 'Ada Lovelace, 1 High St',
  city: 'Bath',
  postalCode,
  country,
});

beforeAll(async () => {
  fake = await startFakePaypal();
  server = await startTestServer(
    createTestServices(catalog.database, { payments: paypalProviderFor(fake) }),
  );
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  // The demo shop's methods, written as the owner would through the admin API.
  for (const method of demoDeliveryMethods) {
    const { status, body } = await rest.post<{ _id: string }>('/api/delivery/methods', method, {
      token: adminToken,
    });
    expect(status).toBe(201);
    methodIds[method.name] = body._id;
  }
  const categoryId = catalog.fixture.categories.smallRings.id;
  for (const [name, price] of [
    ['Silver Studs', 30],
    ['Sapphire Ring', 1450],
    ['Diamond Bracelet', 3000],
  ] as const) {
    productIds[name] = (
      await createProduct(catalog.database.db, { name, price, countInStock: 50, categoryId })
    ).id;
  }
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const options = async (subtotal: number, postcode?: string, country = 'United Kingdom') => {
  const query = new URLSearchParams({
    subtotal: String(subtotal),
    country,
    ...(postcode ? { postcode } : {}),
  });
  const { status, body } = await rest.get<{ options: Option[] }>(`/api/delivery/options?${query}`);
  expect(status).toBe(200);
  return body.options;
};
const names = (list: Option[]) => list.map((o) => o.name);

async function order(product: string, extra: Record<string, unknown> = {}, qty = 1) {
  const { token } = await registerCustomer(server.url);
  const placed = await rest.post<Order & { message?: string }>(
    '/api/orders',
    { orderItems: [{ product: productIds[product], qty }], shippingAddress: address(), ...extra },
    { token },
  );
  return { ...placed, token };
}

describe('which methods may carry an order', () => {
  it('offers Tracked 48 for small pieces, free over £50', async () => {
    const small = await options(30);
    expect(names(small)).toEqual([
      'Tracked 48',
      'Special Delivery',
      'Insured courier',
      'Collect in store',
    ]);
    expect(small.map((o) => o.price)).toEqual([3.95, 7.95, 29.95, 0]);
    expect((await options(50))[0]).toMatchObject({ name: 'Tracked 48', price: 0 });
  });

  it('offers a £1,450 ring only insured methods, with the £2,500 cover bought', async () => {
    const ring = await options(1450);
    expect(names(ring)).toEqual(['Special Delivery', 'Insured courier', 'Collect in store']);
    expect(ring[0]).toMatchObject({ price: 0, cover: 2500 });
    // Below the free threshold, the cover level's price is added to the method's.
    expect((await options(800))[0]).toMatchObject({ name: 'Special Delivery', cover: 1000 });
    expect((await options(200))[0]).toMatchObject({ price: 7.95, cover: 750 });
  });

  it('offers £3,000 only a courier or collection', async () => {
    expect(names(await options(3000))).toEqual(['Insured courier', 'Collect in store']);
    expect(names(await options(12_000))).toEqual(['Collect in store']);
  });

  it('adds a surcharge for Highlands and Islands and Northern Ireland postcodes only', async () => {
    const courier = (list: Option[]) => list.find((o) => o.name === 'Insured courier')!;
    expect(courier(await options(3000, 'IV2 3AB'))).toMatchObject({
      price: 44.95,
      surcharge: 15,
      surchargeArea: 'Highlands and Islands',
    });
    expect(courier(await options(3000, 'PA34 4AA')).surchargeArea).toBe('Highlands and Islands');
    expect(courier(await options(3000, 'PA1 1AA')).surcharge).toBe(0);
    expect(courier(await options(3000, 'bt1 5gs'))).toMatchObject({ surcharge: 10 });
    expect(courier(await options(3000, 'EH1 1YZ'))).toMatchObject({ price: 29.95, surcharge: 0 });
  });

  it('sends abroad only by the methods that serve the country', async () => {
    expect(names(await options(30, undefined, 'United States'))).toEqual([
      'Insured courier',
      'Collect in store',
    ]);
  });
});

describe('an order with delivery', () => {
  it('charges the chosen method in the total, the receipt and its VAT', async () => {
    await rest.put(
      '/api/shop/infoUpdate',
      { shopName: 'Hatton Jewellers', email: 'shop@example.test', vatNumber: 'GB123456789' },
      { token: adminToken },
    );
    const { status, body } = await order('Silver Studs', {
      deliveryMethod: methodIds['Special Delivery'],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ itemsPrice: 30, shippingPrice: 7.95, totalPrice: 37.95 });
    expect(body.delivery).toMatchObject({ name: 'Special Delivery', kind: 'post', cover: 750 });
    // £7.95 holds £1.325 of VAT at 20%, rounded half up; £30 holds £5.
    expect(body.vat).toMatchObject({ shipping: 1.33, total: 6.33 });
    expect(body.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('quotes the dates the order will carry when its pieces take days to make', async () => {
    const engraved = await createProduct(catalog.database.db, {
      name: 'Engraved Band',
      price: 30,
      countInStock: 5,
      categoryId: catalog.fixture.categories.smallRings.id,
      engraving: { maxCharacters: 20, allowedCharacters: 'ADA', price: 0, extraDays: 4 },
    });
    const firstDate = async (makingDays = '') => {
      const query = `subtotal=30${makingDays && `&makingDays=${makingDays}`}`;
      const answer = await rest.get<{ options: { estimatedDate: string }[] }>(
        `/api/delivery/options?${query}`,
      );
      expect(answer.status, query).toBe(200);
      return answer.body.options[0]!.estimatedDate;
    };
    const { token } = await registerCustomer(server.url);
    const placed = await rest.post<Order>(
      '/api/orders',
      {
        orderItems: [
          { product: engraved.id, qty: 1, engraving: { text: 'ADA', acceptsNoReturns: true } },
        ],
        shippingAddress: address(),
      },
      { token },
    );
    expect(placed.status).toBe(201);
    // The cart asks with its longest making time, and is told the date the order then carries.
    expect(await firstDate('4')).toBe(placed.body.estimatedDelivery);
    expect(await firstDate('4')).not.toBe(await firstDate());
    for (const bad of ['-1', '2.5', 'soon']) {
      const answer = await rest.get(`/api/delivery/options?subtotal=30&makingDays=${bad}`);
      expect(answer.status, bad).toBe(400);
    }
  });

  it('gives a spec §7 client that names no method the first one offered', async () => {
    const small = await order('Silver Studs');
    expect(small.status).toBe(201);
    expect(small.body).toMatchObject({ shippingPrice: 3.95, totalPrice: 33.95 });
    expect(small.body.delivery?.name).toBe('Tracked 48');
    const ring = await order('Sapphire Ring');
    expect(ring.body).toMatchObject({ shippingPrice: 0, totalPrice: 1450 });
    expect(ring.body.delivery?.name).toBe('Special Delivery');
  });

  it('refuses a method that may not carry the order, and a made-up total changes nothing', async () => {
    const refused = await order('Sapphire Ring', { deliveryMethod: methodIds['Tracked 48'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The delivery method you chose cannot carry this order. Please choose another.',
    );
    const cheat = await order('Diamond Bracelet', { totalPrice: 1, shippingPrice: 0 });
    expect(cheat.body).toMatchObject({ shippingPrice: 29.95, totalPrice: 3029.95 });
  });

  it('asks PayPal for the total with delivery', async () => {
    const { body, token } = await order('Silver Studs', {
      deliveryMethod: methodIds['Special Delivery'],
    });
    const started = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: body._id },
      { token },
    );
    expect(started.status).toBe(200);
    const unit = fake.state.orders.get(started.body.id)!.purchase_units[0]!;
    expect(unit.amount).toMatchObject({ currency_code: 'GBP', value: '37.95' });
  });

  it('puts the delivery in the admin CSV and on tRPC', async () => {
    const { body } = await order('Silver Studs', { deliveryMethod: methodIds['Collect in store'] });
    expect(body).toMatchObject({ shippingPrice: 0, totalPrice: 30 });
    expect(body.delivery?.kind).toBe('collection');
    const viaTrpc = await trpcClient(server.url).query(
      'admin.orders.byId',
      { id: body._id },
      { token: adminToken },
    );
    expect(viaTrpc.body.result?.data).toMatchObject({ delivery: { name: 'Collect in store' } });
    const { rows } = await exportOrders(server.url, adminToken, '?payment=all');
    const row = rows.find((r) => r['Order ID'] === body._id)!;
    expect(row).toMatchObject({ Delivery: 'Collect in store', 'Delivery (GBP)': '0.00' });
  });
});

describe('returns of an order with delivery', () => {
  const deliveredOrder = async (qty: number) => {
    const placed = await order(
      'Silver Studs',
      { deliveryMethod: methodIds['Special Delivery'] },
      qty,
    );
    const { body: paypal } = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: placed.body._id },
      { token: placed.token },
    );
    await rest.post('/api/paypal/capture-order', { orderID: paypal.id }, { token: placed.token });
    const delivered = await rest.put(
      `/api/orders/status/${placed.body._id}`,
      { status: 'Delivered' },
      { token: adminToken },
    );
    expect(delivered.status).toBe(200);
    return placed;
  };
  type Returned = { returns: { amount: number }[]; orderItems: { _id: string }[] };
  const returnUnits = async (placed: Awaited<ReturnType<typeof deliveredOrder>>, qty: number) => {
    const { body: current } = await rest.get<Returned>(
      `/api/orders/by-id/${placed.body._id}`,
      undefined,
      {
        token: placed.token,
      },
    );
    const asked = await rest.post<Returned>(
      `/api/orders/${placed.body._id}/returns`,
      { items: [{ orderItem: current.orderItems[0]!._id, qty }], reason: 'changed-mind' },
      { token: placed.token },
    );
    expect(asked.status).toBe(201);
    return asked.body.returns.at(-1)!.amount;
  };

  it('gives the delivery back only with the last units of the order, never more than was paid', async () => {
    const placed = await deliveredOrder(2);
    expect(placed.body.totalPrice).toBe(67.95);
    expect(await returnUnits(placed, 1)).toBe(30);
    // The second return takes the order back in full: the £7.95 paid for delivery comes with it.
    expect(await returnUnits(placed, 1)).toBe(37.95);
  });
});

describe('Admin → Delivery', () => {
  it('refuses bad methods with clear messages, and customers outright', async () => {
    const bad = await rest.post<{ message: string }>(
      '/api/delivery/methods',
      {
        name: 'Courier',
        kind: 'courier',
        price: null,
        surcharges: [{ area: 'X', postcodes: ['12'], price: 1 }],
      },
      { token: adminToken },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Price must be a number');
    expect(bad.body.message).toContain('Postcodes are areas such as BT, IV or PA20-49');
    const { token } = await registerCustomer(server.url);
    const customer = await rest.post('/api/delivery/methods', demoDeliveryMethods[0], { token });
    expect(customer.status).toBe(403);
  });

  it('reads back what it saved: GET then PUT of the same body changes nothing', async () => {
    const { body: list } = await rest.get<(Option & { _id: string })[]>(
      '/api/delivery/methods',
      undefined,
      { token: adminToken },
    );
    const special = list.find((m) => m.name === 'Special Delivery')!;
    const {
      _id,
      position: _position,
      ...fields
    } = special as typeof special & { position: number };
    const put = await rest.put(`/api/delivery/methods/${_id}`, fields, { token: adminToken });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(special);
  });
});
