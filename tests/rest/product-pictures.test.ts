import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
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

interface Picture {
  url: string;
  public_id: string;
  alt?: string;
}
interface Product {
  _id: string;
  name: string;
  image: string;
  images: Picture[];
}

const front = { url: '/uploads/products/front.webp', public_id: 'products/front' };
const side = { url: '/uploads/products/side.webp', public_id: 'products/side' };

const payload = (images: Picture[]) => ({
  name: `Pictured Ring ${Math.random().toString(36).slice(2, 8)}`,
  price: 950,
  images,
  category: catalog.fixture.categories.whiteGoldRings.id,
  parentCategory: catalog.fixture.categories.rings.id,
  countInStock: 2,
  description: 'A ring photographed from two sides.',
});

async function create(images: Picture[]) {
  const created = await rest.post<Product>('/api/products/create', payload(images), admin);
  expect(created.status).toBe(201);
  return created.body;
}
const update = (id: string, body: object) =>
  rest.put<Product & { message?: string }>(`/api/products/update/${id}`, body, admin);
const read = async (id: string) =>
  (await rest.get<Product>(`/api/products/byId/${id}`, undefined, admin)).body;

describe('product pictures: order and descriptions', () => {
  it('keeps each picture’s description and the order the owner gave, for every reader', async () => {
    const created = await create([
      { ...front, alt: ' White gold band, front view ' },
      { ...side, alt: 'Side view showing the setting' },
    ]);
    expect(created.images).toEqual([
      { ...front, alt: 'White gold band, front view' },
      { ...side, alt: 'Side view showing the setting' },
    ]);

    // Reordered: the side view becomes the main picture, its description with it.
    const reordered = await update(created._id, {
      ...payload([]),
      name: created.name,
      images: [created.images[1], created.images[0]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.image).toBe(side.url);
    const shown = await rest.get<Product>(`/api/products/byId/${created._id}`);
    expect(shown.body.images).toEqual([
      { ...side, alt: 'Side view showing the setting' },
      { ...front, alt: 'White gold band, front view' },
    ]);
    // The listing's cards (served from the catalogue cache) carry them too.
    const listing = await rest.get<{ products: Product[] }>(
      `/api/products/getAll?search=${encodeURIComponent(created.name)}`,
    );
    expect(listing.body.products.find((p) => p._id === created._id)?.images[0]).toEqual({
      ...side,
      alt: 'Side view showing the setting',
    });

    // GET → PUT the same body back changes nothing.
    const loaded = await read(created._id);
    expect((await update(created._id, loaded)).body.images).toEqual(loaded.images);
  });

  it('lets a spec §7 client that knows no descriptions save without wiping them', async () => {
    const created = await create([
      { ...front, alt: 'Front view' },
      { ...side, alt: 'Side view' },
    ]);
    // Written from the spec: `images: [{url, public_id}]`, reordered, plus a new picture.
    const added = { url: '/uploads/products/box.webp', public_id: 'products/box' };
    const saved = await update(created._id, {
      ...payload([side, front, added]),
      name: created.name,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.images).toEqual([
      { ...side, alt: 'Side view' },
      { ...front, alt: 'Front view' },
      { ...added, alt: '' },
    ]);
    // An empty description clears one.
    const cleared = await update(created._id, {
      ...payload([{ ...side, alt: '' }, front]),
      name: created.name,
    });
    expect(cleared.body.images).toEqual([
      { ...side, alt: '' },
      { ...front, alt: 'Front view' },
    ]);
  });

  it('refuses a description longer than 200 characters, naming the picture', async () => {
    const created = await create([front]);
    const refused = await update(created._id, {
      ...payload([front, { ...side, alt: 'x'.repeat(201) }]),
      name: created.name,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'images.1.alt: A picture description must be at most 200 characters',
    );
    expect((await read(created._id)).images).toEqual([{ ...front, alt: '' }]);
  });
});
