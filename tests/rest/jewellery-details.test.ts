import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { diamondRingDetails } from '../support/jewellery';
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

type Product = Record<string, unknown> & { _id: string };

/** What a script written from spec §7 sends: none of the jewellery details. */
const specPayload = (overrides: object = {}) => ({
  name: 'Aurelia Solitaire Ring',
  price: 2450,
  images: [{ url: '/uploads/products/a.webp', public_id: 'products/a' }],
  brand: 'Hatton & Vale',
  category: catalog.fixture.categories.whiteGoldRings.id,
  countInStock: 2,
  description: 'A round brilliant diamond on an 18ct yellow gold band.',
  isActive: true,
  isFeatured: false,
  tags: ['diamond'],
  ...overrides,
});

const details = diamondRingDetails;

const create = (body: object) => rest.post<Product>('/api/products/create', body, admin);
const update = (id: string, body: object) =>
  rest.put<Product & { message?: string }>(`/api/products/update/${id}`, body, admin);

describe('jewellery details over REST', () => {
  it('creates a product with its details, shows them in carats and grams, and keeps them through GET → PUT', async () => {
    const created = await create(specPayload(details));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(details);

    const read = await rest.get<Product>(`/api/products/byId/${created.body._id}`);
    expect(read.body).toMatchObject(details);

    // The GET also carries the product under `product` (spec §7's shape); the PUT answers it bare.
    const { updatedAt: _was, product: _product, ...readFields } = read.body;
    const written = await update(read.body._id, { ...read.body, price: 2350 });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ ...readFields, price: 2350 });
  });

  it('lets a spec §7 client create without them, and keeps them on its update', async () => {
    const plain = await create(specPayload());
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ material: null, stone: null, caratWeight: null });

    const detailed = await create(specPayload(details));
    const updated = await update(detailed.body._id, specPayload({ price: 2300 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...details, price: 2300 });

    // Null clears a detail; the others stay.
    const cleared = await update(detailed.body._id, specPayload({ weightGrams: null }));
    expect(cleared.body).toMatchObject({ weightGrams: null, caratWeight: 0.5, fineness: '18ct' });
  });

  it('refuses a fineness the metal is not made in, sent with the metal or onto the one stored', async () => {
    const wrong = await create(specPayload({ material: 'yellow-gold', fineness: 'silver-925' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'Fineness 925 sterling does not fit yellow gold: choose one of 9ct, 14ct, 18ct, 22ct',
    );

    // An update that sends the fineness alone is checked against the metal the product has.
    const ring = await create(specPayload({ material: 'white-gold', fineness: '18ct' }));
    const alone = await update(ring.body._id, specPayload({ fineness: '22ct' }));
    expect(alone.status).toBe(400);
    expect(alone.body.message).toContain('Fineness 22ct does not fit white gold');
    const moved = await update(
      ring.body._id,
      specPayload({ material: 'platinum', fineness: 'platinum-950' }),
    );
    expect(moved.body).toMatchObject({ material: 'platinum', fineness: 'platinum-950' });

    // The admin's form (tRPC) is held to the same rule.
    const trpc = trpcClient(server.url);
    const { body } = await trpc.mutation(
      'admin.products.update',
      { id: ring.body._id, product: specPayload({ fineness: '9ct' }) },
      admin,
    );
    expect(body.error?.message).toContain('Fineness 9ct does not fit platinum');
  });

  it.each([
    [{ stone: 'glass' }, 'stone must be one of diamond'],
    [{ stone: 'ruby', diamondColour: 'G' }, 'Colour grades are for diamonds only'],
    [{ stone: 'diamond', caratWeight: 0.505 }, 'Carat weight has at most 2 decimal places'],
    [{ stone: 'diamond', caratWeight: '0.5' }, null],
    [{ stone: 'diamond', caratWeight: true }, 'Carat weight must be a number'],
    [{ weightGrams: -1 }, 'Weight must be more than 0'],
    [{ stone: 'ruby', certificateLab: 'gia' }, 'Enter the certificate number'],
    [{ assayOffice: 'glasgow' }, 'assayOffice must be one of london, birmingham'],
  ])('judges %j', async (overrides, message) => {
    const { status, body } = await create(specPayload(overrides));
    if (message === null) return expect(status).toBe(201);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
