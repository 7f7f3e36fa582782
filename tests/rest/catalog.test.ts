import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogDatabase } from '../support/catalogFixture';
import { getJson, startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
});
afterAll(() => server.close());

interface ProductList {
  products: {
    _id: string;
    name: string;
    price: number;
    images: unknown[];
    category: string;
    categories: string[];
  }[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

const get = <T = unknown>(path: string) => getJson<T>(server.url, path);

describe('GET /api/products/getAll', () => {
  it('answers the documented shape: products with _id, pounds, images and category names, plus total', async () => {
    const { status, body } = await get<ProductList>(
      '/api/products/getAll?category=white-gold-rings&sort=price&order=asc&limit=12',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, count: 2, page: 1, pages: 1, limit: 12 });
    expect(body.products.map((p) => [p.name, p.price])).toEqual([
      ['Halo Sapphire Ring', 890.5],
      ['Solitaire Diamond Ring', 1250],
    ]);
    // Spec §3's list-view reading: `category` the id, `categories` the names.
    expect(body.products[0]).toMatchObject({
      _id: catalog.fixture.products.halo.id,
      category: catalog.fixture.categories.whiteGoldRings.id,
      categories: ['Rings', 'White gold rings'],
      images: [
        { url: expect.any(String) as string, public_id: expect.any(String) as string },
        { url: expect.any(String) as string, public_id: expect.any(String) as string },
      ],
    });
  });

  it('answers up to 100 products when called bare, as a client "loading all products" does', async () => {
    const { body } = await get<ProductList>('/api/products/getAll');
    expect(body).toMatchObject({ total: 5, limit: 100, pages: 1 });
    expect(body.products).toHaveLength(5);
    const withEmptyLimit = await get<ProductList>('/api/products/getAll?limit=');
    expect(withEmptyLimit.body.limit).toBe(100);
  });

  it('treats empty parameters as absent and reads every documented one', async () => {
    const { body } = await get<ProductList>(
      '/api/products/getAll?search=&category=&parent=rings&minPrice=40&maxPrice=700&material=platinum&page=1&limit=5',
    );
    expect(body.products.map((p) => p.name)).toEqual(['Platinum Court Band']);
    const tagged = await get<ProductList>(
      '/api/products/getAll?tag=gift&filter=new&sort=popularity',
    );
    expect(tagged.body.products.map((p) => p.name)).toEqual(['Stacking Ring', 'Pearl Pendant']);
  });

  it.each([
    ['sort=cheapest', 'sort must be one of'],
    ['page=abc', 'page must be a number'],
    ['limit=0', 'limit must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    ['maxPrice=-3', 'maxPrice cannot be negative'],
    ['limit=1000', 'limit must be at most 100'],
    ['minPrice=10&maxPrice=5', 'minPrice cannot exceed maxPrice'],
    ['minPrice=ten', 'minPrice must be a number'],
    ['material=bronze', 'material must be one of'],
    ['order=sideways', 'order must be asc or desc'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const { status, body } = await get<{ message: string; errors: unknown }>(
      `/api/products/getAll?${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(body.errors).toBeDefined();
  });
});

describe('product and category routes', () => {
  it('GET /api/products/byId/{id} answers the product, or 404 / 400 with a message', async () => {
    const found = await get<{ _id: string; name: string; product: { _id: string; name: string } }>(
      `/api/products/byId/${catalog.fixture.products.pendant.id}`,
    );
    // Spec §7: "product or the product itself": clients read data.product or data directly.
    const pendant = { _id: catalog.fixture.products.pendant.id, name: 'Pearl Pendant' };
    expect(found).toMatchObject({ status: 200, body: { ...pendant, product: pendant } });
    expect(await get(`/api/products/byId/${catalog.fixture.products.inactive.id}`)).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect((await get('/api/products/byId/xyz')).status).toBe(400);
  });

  it('GET /api/products/byParentCategory and byChildCategory list a collection and a category', async () => {
    const parent = await get<ProductList>(
      `/api/products/byParentCategory/${catalog.fixture.categories.necklaces.id}`,
    );
    expect(parent.body.products.map((p) => p.name)).toEqual(['Pearl Pendant']);
    expect(parent.body.products[0]).toMatchObject({
      category: catalog.fixture.categories.pendants.id,
      categories: ['Necklaces', 'Pendants'],
    });
    const child = await get<ProductList>(
      `/api/products/byChildCategory/${catalog.fixture.categories.smallRings.id}?limit=1`,
    );
    expect(child.body).toMatchObject({ total: 1, count: 1, limit: 1 });
    expect(child.body.products.map((p) => p.name)).toEqual(['Stacking Ring']);
    expect(child.body.products[0]?.category).toBe(catalog.fixture.categories.smallRings.id);
  });

  it('GET /api/products/categories answers a list, with parentOnly, parent and structure', async () => {
    const all = await get<{ name: string }[]>('/api/products/categories');
    expect(all.body).toHaveLength(5);
    const parents = await get<{ name: string }[]>('/api/products/categories?parentOnly=true');
    expect(parents.body.map((c) => c.name)).toEqual(['Necklaces', 'Rings']);
    const children = await get<{ name: string }[]>(
      `/api/products/categories?parent=${catalog.fixture.categories.necklaces.id}`,
    );
    expect(children.body.map((c) => c.name)).toEqual(['Pendants']);
    const tree = await get<{ name: string; children: { name: string }[] }[]>(
      '/api/products/categories?structure=true',
    );
    expect(tree.body.map((c) => c.children.length)).toEqual([1, 2]);
    expect((await get('/api/products/categories?parent=nope')).status).toBe(400);
  });

  it('GET /api/products/categories/byId/{id} answers the category or 404', async () => {
    const rings = await get<{ _id: string; slug: string }>(
      `/api/products/categories/byId/${catalog.fixture.categories.rings.id}`,
    );
    const expected = {
      _id: catalog.fixture.categories.rings.id,
      slug: 'rings',
      parentCategory: null,
    };
    expect(rings.body).toMatchObject({ ...expected, category: expected });
    expect(
      (await get(`/api/products/categories/byId/${catalog.fixture.categories.archive.id}`)).status,
    ).toBe(404);
  });
});

describe('service routes', () => {
  it('GET /api/shop answers the shop information', async () => {
    const { status, body } = await get<{ shopName: string; storeHours: unknown[] }>('/api/shop');
    expect(status).toBe(200);
    expect(body.storeHours).toHaveLength(7);
  });

  it('an unknown /api path is a JSON 404', async () => {
    expect(await get('/api/nothing-here')).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('/healthz and /readyz report the process and the database', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', rateLimits: 'memory' },
    });
  });

  it('tRPC answers over HTTP and never leaks internals on bad input', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: 'bad' }));
    const { status, body } = await get<{
      error: { message: string; data: Record<string, unknown> };
    }>(`/trpc/catalog.product?input=${input}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe('id: Invalid id');
    expect(body.error.data).not.toHaveProperty('stack');
    expect(body.error.data.zodError).toMatchObject({ fieldErrors: { id: ['Invalid id'] } });
  });
});
