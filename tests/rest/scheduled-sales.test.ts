import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScheduledSales } from '../../src/server/modules/catalog';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * Spec §7 clients and scheduled sales (decision 044): `price`, `oldPrice` and `isOnSale` read as
 * the price charged now, the was-price and the sale now; a client that writes them gets what it
 * wrote; a body read with GET and sent back, changed or not, keeps the owner's sale.
 */
const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url);
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
});
afterAll(() => server.close());

interface Product extends Record<string, unknown> {
  _id: string;
  name: string;
  price: number;
  oldPrice: number | null;
  isOnSale: boolean;
  regularPrice: number | null;
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const prices = ({ price, oldPrice, isOnSale, regularPrice, salePrice, saleEndsAt }: Product) => ({
  price,
  oldPrice,
  isOnSale,
  regularPrice,
  salePrice,
  saleEndsAt,
});

async function create(fields: object) {
  const { status, body } = await rest.post<Product>(
    '/api/products/create',
    {
      name: 'Emerald Cut Solitaire',
      price: 100,
      category: catalog.fixture.categories.whiteGoldRings.id,
      countInStock: 3,
      description: 'An emerald-cut diamond on a platinum band.',
      ...fields,
    },
    admin,
  );
  expect(status).toBe(201);
  return body;
}
const read = async (id: string) => (await rest.get<Product>(`/api/products/byId/${id}`)).body;
const put = async (id: string, body: object) => {
  const response = await rest.put<Product>(`/api/products/update/${id}`, body, admin);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

describe('spec §7 clients and scheduled sales', () => {
  it('a client that writes price, oldPrice and isOnSale gets what it wrote', async () => {
    const product = await create({ price: 80, oldPrice: 100, isOnSale: true });
    expect(prices(await read(product._id))).toEqual({
      price: 80,
      oldPrice: 100,
      isOnSale: true,
      regularPrice: null,
      salePrice: null,
      saleEndsAt: null,
    });
  });

  it('GET, change one field, PUT it back: the sale stays, and its price never becomes the regular one', async () => {
    const product = await create({ price: 100 });
    const endsAt = inSeconds(3600);
    await put(product._id, { ...product, salePrice: 75, saleEndsAt: endsAt });
    const during = await read(product._id);
    const onSale = {
      price: 75,
      oldPrice: 100,
      isOnSale: true,
      regularPrice: 100,
      salePrice: 75,
      saleEndsAt: endsAt,
    };
    expect(prices(during)).toEqual(onSale);

    expect(prices(await put(product._id, { ...during, name: 'Renamed' }))).toEqual(onSale);
    // A client that sends back only the fields spec §7 names.
    const {
      regularPrice: _r,
      salePrice: _s,
      saleStartsAt: _a,
      saleEndsAt: _e,
      ...specOnly
    } = during;
    expect(prices(await put(product._id, specOnly))).toEqual(onSale);
  });

  it('a body read during the sale and sent back after it ended keeps the regular price', async () => {
    const product = await create({ price: 100 });
    const endsAt = inSeconds(1.5);
    await put(product._id, { ...product, salePrice: 75, saleEndsAt: endsAt });
    const during = await read(product._id);
    expect(during.price).toBe(75);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 20));
    await applyScheduledSales(catalog.database.db);
    expect(prices(await put(product._id, during))).toEqual({
      price: 100,
      oldPrice: null,
      isOnSale: false,
      regularPrice: 100,
      salePrice: 75,
      saleEndsAt: endsAt,
    });
  });

  it('a price a client changes is charged: the sale ends there', async () => {
    const product = await create({ price: 100 });
    await put(product._id, { ...product, salePrice: 75 });
    const during = await read(product._id);
    expect(prices(await put(product._id, { ...during, price: 60 }))).toEqual({
      price: 60,
      oldPrice: 100,
      isOnSale: true,
      regularPrice: null,
      salePrice: null,
      saleEndsAt: null,
    });
  });

  it('the price history is the administrator’s', async () => {
    const product = await create({ price: 100 });
    await put(product._id, { ...product, salePrice: 75 });
    const path = `/api/products/${product._id}/price-history`;
    const customer = await registerCustomer(server.url);
    expect((await rest.get(path, undefined, customer)).status).toBe(403);
    const { status, body } = await rest.get<{ charged: { price: number; until: string | null }[] }>(
      path,
      undefined,
      admin,
    );
    expect(status).toBe(200);
    expect(body.charged.map((p) => p.price)).toEqual([75, 100]);
  });
});
