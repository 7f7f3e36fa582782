import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

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

interface Product {
  _id: string;
  name: string;
  price: number;
  isActive: boolean;
  tags: string[];
  images: { url: string; public_id: string }[];
  category: { _id: string; name: string; parentCategory: { _id: string } | null };
}
interface Category {
  _id: string;
  name: string;
  slug: string;
  parentCategory: { _id: string } | null;
  children?: Category[];
}

const productPayload = (overrides: object = {}) => ({
  name: 'Oval Sapphire Halo Ring',
  price: 2950,
  image: '',
  images: [{ url: '/uploads/products/a.webp', public_id: 'products/a' }],
  brand: 'Hatton & Vale',
  category: catalog.fixture.categories.whiteGoldRings.id,
  parentCategory: catalog.fixture.categories.rings.id,
  countInStock: 3,
  description: 'An oval sapphire in a halo of brilliant-cut diamonds.',
  isActive: true,
  isFeatured: false,
  tags: [' Sapphire ', 'halo', 'sapphire', ''],
  ...overrides,
});

describe('products (admin)', () => {
  it('creates, updates (including hiding) and deletes a product', async () => {
    const created = await rest.post<Product>('/api/products/create', productPayload(), admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Oval Sapphire Halo Ring',
      price: 2950,
      tags: ['sapphire', 'halo'],
      images: [{ url: '/uploads/products/a.webp', public_id: 'products/a' }],
      category: { _id: catalog.fixture.categories.whiteGoldRings.id },
    });
    const id = created.body._id;
    expect((await rest.get(`/api/products/byId/${id}`)).status).toBe(200);

    const hidden = await rest.put<Product>(
      `/api/products/update/${id}`,
      productPayload({ isActive: false, price: 2750 }),
      admin,
    );
    expect(hidden.body).toMatchObject({ isActive: false, price: 2750 });
    expect((await rest.get(`/api/products/byId/${id}`)).status).toBe(404);
    // An administrator's edit form still loads it.
    expect(
      (await rest.get<Product>(`/api/products/byId/${id}`, undefined, admin)).body.isActive,
    ).toBe(false);

    expect(await rest.delete(`/api/products/delete/confirm/${id}`, undefined, admin)).toMatchObject(
      {
        status: 200,
        body: { message: 'Product deleted successfully.' },
      },
    );
    expect((await rest.delete(`/api/products/delete/confirm/${id}`, undefined, admin)).status).toBe(
      404,
    );
  });

  it('keeps the fields a spec §7 update does not send (old price, sale flag, variations)', async () => {
    const created = await rest.post<
      Product & { oldPrice: number; isOnSale: boolean; variations: object }
    >(
      '/api/products/create',
      productPayload({ oldPrice: 3200, isOnSale: true, variations: { size: ['L', 'M'] } }),
      admin,
    );
    const updated = await rest.put<
      Product & { oldPrice: number; isOnSale: boolean; variations: object }
    >(`/api/products/update/${created.body._id}`, productPayload({ price: 2900 }), admin);
    expect(updated.body).toMatchObject({
      price: 2900,
      oldPrice: 3200,
      isOnSale: true,
      variations: { size: ['L', 'M'] },
    });
  });

  it('takes a changed `image` as the main picture beside the `images` the form loaded', async () => {
    const pictures = [
      { url: '/uploads/products/a.webp', public_id: 'products/a' },
      { url: '/uploads/products/b.webp', public_id: 'products/b' },
    ];
    const { body: created } = await rest.post<Product & { image: string }>(
      '/api/products/create',
      productPayload({ images: pictures }),
      admin,
    );
    const update = (body: object) =>
      rest.put<Product & { image: string }>(`/api/products/update/${created._id}`, body, admin);

    // GET → PUT the same body back changes nothing.
    const { body: loaded } = await rest.get<Product & { image: string }>(
      `/api/products/byId/${created._id}`,
      undefined,
      admin,
    );
    expect((await update(loaded)).body).toMatchObject({
      image: pictures[0]!.url,
      images: pictures,
    });

    // The original client's form: a new main picture named in `image`, the old `images` sent back.
    const listed = await update({ ...loaded, image: pictures[1]!.url });
    expect(listed.body).toMatchObject({
      image: pictures[1]!.url,
      images: [pictures[1], pictures[0]],
    });
    const typed = await update({ ...listed.body, image: 'https://img.example.com/c.jpg' });
    expect(typed.body.image).toBe('https://img.example.com/c.jpg');
    expect(typed.body.images.map((i) => i.url)).toEqual([
      'https://img.example.com/c.jpg',
      pictures[1]!.url,
      pictures[0]!.url,
    ]);
  });

  it('takes prices and stock as numbers or digits, and nothing else', async () => {
    for (const [field, value] of [
      ['price', null],
      ['price', ''],
      ['price', true],
      ['countInStock', [3]],
      ['countInStock', '0x10'],
      ['oldPrice', 'Infinity'],
    ] as const) {
      const { status, body } = await rest.post<{ message: string }>(
        '/api/products/create',
        productPayload({ [field]: value }),
        admin,
      );
      expect({ field, value, status }).toEqual({ field, value, status: 400 });
      // Named as the form labels it ('Price'), or by its key where the label differs.
      expect(body.message).toMatch(new RegExp(`^${field}(: .*)? must be a number$`, 'i'));
    }
    const { status, body } = await rest.post<Product & { countInStock: number }>(
      '/api/products/create',
      productPayload({ price: '2950.50', countInStock: '4' }),
      admin,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ price: 2950.5, countInStock: 4 });
  });

  it('keeps units ordered while the edit form was open off the shelf', async () => {
    const { body: product } = await rest.post<Product>(
      '/api/products/create',
      productPayload({ name: 'Busy Ring', countInStock: 10 }),
      admin,
    );
    const customer = await registerCustomer(server.url);
    const ordered = await rest.post(
      '/api/orders',
      {
        orderItems: [{ product: product._id, qty: 3 }],
        shippingAddress: {
          address: 'A, 1 St',
          city: 'York',
          postalCode: 'YO1 1AA',
          country: 'United Kingdom',
        },
      },
      customer,
    );
    expect(ordered.status).toBe(201);
    const stock = async () =>
      (await rest.get<{ countInStock: number }>(`/api/products/byId/${product._id}`)).body
        .countInStock;

    // The form was loaded at 10 and saved with a new price only: the 3 ordered stay sold.
    const save = (fields: object) =>
      rest.put(`/api/products/update/${product._id}`, productPayload(fields), admin);
    await save({ name: 'Busy Ring', price: 3100, countInStock: 10, countInStockWas: 10 });
    expect(await stock()).toBe(7);
    // The admin adds 5 to what the form showed: 5 more than there are now.
    await save({ name: 'Busy Ring', countInStock: 15, countInStockWas: 10 });
    expect(await stock()).toBe(12);
    // A spec §7 client without the field sets the stock outright, as before.
    await save({ name: 'Busy Ring', countInStock: 4 });
    expect(await stock()).toBe(4);
  });

  it('keeps orders intact when a product in them is deleted', async () => {
    const { body: product } = await rest.post<Product>(
      '/api/products/create',
      productPayload({ name: 'Soon Gone' }),
      admin,
    );
    const customer = await registerCustomer(server.url);
    const { body: order } = await rest.post<{ _id: string }>(
      '/api/orders',
      {
        orderItems: [{ product: product._id, qty: 1 }],
        shippingAddress: {
          address: 'A, 1 St',
          city: 'York',
          postalCode: 'YO1 1AA',
          country: 'United Kingdom',
        },
      },
      customer,
    );
    await rest.delete(`/api/products/delete/confirm/${product._id}`, undefined, admin);
    const { body } = await rest.get<{
      orderItems: { product: string | null; name: string; price: number; image: string }[];
    }>(`/api/orders/by-id/${order._id}`, undefined, customer);
    expect(body.orderItems).toEqual([
      expect.objectContaining({
        product: null,
        name: 'Soon Gone',
        price: 2950,
        image: '/uploads/products/a.webp',
      }),
    ]);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 'abc' }, 'Price must be a number'],
    [{ countInStock: 1.5 }, 'Count in stock must be a whole number'],
    [{ description: ' ' }, 'Description is required'],
    [{ category: 'nope' }, 'category: Invalid id'],
    [{ category: 'f'.repeat(24) }, 'Category not found'],
    // The metals the listing filters by, and no others (decision 033).
    [{ material: 'bronze' }, 'material must be one of yellow-gold, white-gold'],
  ])('refuses %j', async (overrides, message) => {
    const { status, body } = await rest.post(
      '/api/products/create',
      productPayload(overrides),
      admin,
    );
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a category outside the chosen parent category', async () => {
    const payload = productPayload({ parentCategory: catalog.fixture.categories.necklaces.id });
    expect(await rest.post('/api/products/create', payload, admin)).toMatchObject({
      status: 400,
      body: {
        message: 'The category must be the chosen parent category or one of its categories.',
      },
    });
  });
});

describe('categories (admin)', () => {
  const create = (body: object) =>
    rest.post<Category>('/api/products/categories/create', body, admin);

  it('derives the slug from the name and allows two levels only', async () => {
    const parent = await create({ name: '  Bridal   Sets!! ', description: 'Wedding jewellery' });
    expect(parent).toMatchObject({
      status: 201,
      body: { name: 'Bridal   Sets!!', slug: 'bridal-sets', parentCategory: null },
    });
    const child = await create({
      name: 'Wedding Bands',
      slug: 'ignored-slug',
      parentCategory: parent.body._id,
    });
    expect(child.body).toMatchObject({
      slug: 'wedding-bands',
      parentCategory: { _id: parent.body._id },
    });

    expect(await create({ name: 'Grandchild', parentCategory: child.body._id })).toMatchObject({
      status: 400,
      body: { message: 'Only a top-level category can be a parent.' },
    });
    const self = await rest.put(
      `/api/products/categories/${parent.body._id}`,
      { name: 'Bridal Sets', parentCategory: parent.body._id },
      admin,
    );
    expect(self).toMatchObject({
      status: 400,
      body: { message: 'A category cannot be its own parent.' },
    });
    const parentUnder = await rest.put(
      `/api/products/categories/${parent.body._id}`,
      { name: 'Bridal Sets', parentCategory: catalog.fixture.categories.rings.id },
      admin,
    );
    expect(parentUnder).toMatchObject({
      status: 400,
      body: {
        message: 'A category with categories of its own cannot move under another category.',
      },
    });
    expect(await create({ name: 'bridal sets' })).toMatchObject({
      status: 409,
      body: { message: 'A category with this name already exists.' },
    });
  });

  it('refuses to delete a category with children or products, and deletes an empty one', async () => {
    const { rings, pendants } = catalog.fixture.categories;
    expect(
      await rest.delete(`/api/products/categories/${rings.id}`, undefined, admin),
    ).toMatchObject({
      status: 409,
      body: {
        message: expect.stringMatching(
          /^This category still has \d+ categories under it/,
        ) as string,
      },
    });
    expect(
      await rest.delete(`/api/products/categories/${pendants.id}`, undefined, admin),
    ).toMatchObject({
      status: 409,
      body: { message: 'This category still has 1 product. Move or delete them first.' },
    });
    const empty = await create({ name: 'Empty For Now' });
    expect(
      await rest.delete(`/api/products/categories/${empty.body._id}`, undefined, admin),
    ).toMatchObject({
      status: 200,
      body: { message: 'Category deleted successfully' },
    });
  });

  it('counts a collection’s products with its children’s, in the table and the view', async () => {
    const { rings, necklaces, pendants } = catalog.fixture.categories;
    const [counted] = await queryRows<{ rings: number; necklaces: number; pendants: number }>(
      catalog.database.db,
      sql`select
        count(*) filter (where c.id = ${rings.id} or c.parent_id = ${rings.id})::int as rings,
        count(*) filter (where c.id = ${necklaces.id} or c.parent_id = ${necklaces.id})::int as necklaces,
        count(*) filter (where c.id = ${pendants.id})::int as pendants
      from products p join categories c on c.id = p.category_id`,
    );
    // Necklaces holds nothing directly: every piece of it is filed under Pendants.
    expect(counted).toMatchObject({ necklaces: counted!.pendants });
    expect(counted!.necklaces).toBeGreaterThan(0);
    const trpc = trpcClient(server.url);
    type Counted = { _id: string; productCount: number };
    const table = await trpc.query<Counted[]>('admin.categories.list', undefined, admin);
    const countOf = (id: string) => table.body.result.data.find((c) => c._id === id)?.productCount;
    expect(countOf(rings.id)).toBe(counted!.rings);
    expect(countOf(necklaces.id)).toBe(counted!.necklaces);
    expect(countOf(pendants.id)).toBe(counted!.pendants);
    const view = await trpc.query<Counted>('admin.categories.byId', { id: necklaces.id }, admin);
    expect(view.body.result.data.productCount).toBe(counted!.necklaces);
  });

  it('updates name, description and activity; an inactive category hides its products', async () => {
    const category = await create({ name: 'Anklets' });
    const updated = await rest.put<Category & { isActive: boolean; description: string }>(
      `/api/products/categories/${category.body._id}`,
      { name: 'Ankle Chains', description: 'Fine chains', isActive: false },
      admin,
    );
    expect(updated.body).toMatchObject({
      name: 'Ankle Chains',
      slug: 'ankle-chains',
      isActive: false,
      description: 'Fine chains',
    });
  });
});

describe('a script reads, changes one field and writes back (spec §3: category as id or object)', () => {
  it('GET a product, change its stock, PUT the same body back: 200, and only the stock moved', async () => {
    const id = catalog.fixture.products.halo.id;
    const read = await rest.get<Product & { countInStock: number; product: unknown }>(
      `/api/products/byId/${id}`,
      undefined,
      admin,
    );
    expect(read.body.category).toMatchObject({ _id: expect.any(String) as string });
    const written = await rest.put<Product & { countInStock: number }>(
      `/api/products/update/${id}`,
      { ...read.body, countInStock: read.body.countInStock + 7 },
      admin,
    );
    expect(written.status).toBe(200);
    const {
      countInStock,
      updatedAt: _was,
      ...unchanged
    } = read.body as typeof read.body & {
      updatedAt: string;
    };
    const { product: _product, ...readFields } = unchanged;
    expect(written.body).toMatchObject({ ...readFields, countInStock: countInStock + 7 });
  });

  it('GET a child category, rename it, PUT the same body back with its parent as an object', async () => {
    const id = catalog.fixture.categories.pendants.id;
    const read = await rest.get<Category & { category: unknown }>(
      `/api/products/categories/byId/${id}`,
    );
    expect(read.body.parentCategory).toMatchObject({
      _id: catalog.fixture.categories.necklaces.id,
    });
    const written = await rest.put<Category>(
      `/api/products/categories/${id}`,
      { ...read.body, name: 'Pendants & Charms' },
      admin,
    );
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      name: 'Pendants & Charms',
      parentCategory: { _id: catalog.fixture.categories.necklaces.id },
    });
    await rest.put(`/api/products/categories/${id}`, { ...written.body, name: 'Pendants' }, admin);
  });

  it('refuses a category object without a valid _id, naming the field', async () => {
    const { status, body } = await rest.put<{ message: string }>(
      `/api/products/update/${catalog.fixture.products.halo.id}`,
      productPayload({ category: { name: 'White gold rings' } }),
      admin,
    );
    expect(status).toBe(400);
    expect(body.message).toContain('category');
  });
});

describe('shop information (admin)', () => {
  it('saves the general information and the hours, and validates both', async () => {
    const info = await rest.put(
      '/api/shop/infoUpdate',
      {
        shopName: 'Hatton & Vale',
        email: 'hello@example.test',
        contactNumber: '+44 20 7946 0321',
        address: {
          street: '42 Hatton Garden',
          city: 'London',
          state: 'Greater London',
          zipCode: 'EC1N 8JY',
          country: 'United Kingdom',
        },
        socialMedia: {
          facebook: 'https://facebook.com/hattonvale',
          twitter: '',
          instagram: '',
          pinterest: '',
        },
      },
      admin,
    );
    expect(info.body).toMatchObject({
      shopName: 'Hatton & Vale',
      contactNumber: '+44 20 7946 0321',
      formattedAddress: '42 Hatton Garden, London, Greater London, EC1N 8JY, United Kingdom',
    });
    expect((await rest.get('/api/shop')).body).toMatchObject({ shopName: 'Hatton & Vale' });

    expect(
      await rest.put('/api/shop/infoUpdate', { shopName: '', email: 'x' }, admin),
    ).toMatchObject({ status: 400 });
    const badLink = await rest.put(
      '/api/shop/infoUpdate',
      { shopName: 'S', email: 'a@b.test', socialMedia: { facebook: 'not a url' } },
      admin,
    );
    expect(badLink).toMatchObject({
      status: 400,
      body: { message: 'socialMedia.facebook: Please enter a valid URL' },
    });

    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (day) => ({
        day,
        openTime: '10:00 AM',
        closeTime: '5:30 PM',
        isClosed: day === 'Sunday',
      }),
    );
    const hours = await rest.put<{ storeHours: unknown[] }>(
      '/api/shop/hours',
      { storeHours: week },
      admin,
    );
    expect(hours.body.storeHours).toEqual(week);
    expect(
      (await rest.put('/api/shop/hours', { storeHours: week.slice(0, 6) }, admin)).body.message,
    ).toContain('seven days');
    expect(
      (await rest.put('/api/shop/hours', { storeHours: [...week.slice(0, 6), week[0]] }, admin))
        .body.message,
    ).toContain('Each day must appear once');
  });
});
