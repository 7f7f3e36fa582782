import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
});
afterAll(() => server.close());

interface WishlistBody {
  items: {
    product: { _id: string; name: string; images: unknown[]; price: number; categories: string[] };
    addedAt: string;
  }[];
}

describe('the wishlist over REST', () => {
  it('needs a signed-in user on every route', async () => {
    const id = catalog.fixture.products.pendant.id;
    const answers = await Promise.all([
      rest.get('/api/wishlist'),
      rest.post('/api/wishlist', { productId: id }),
      rest.delete(`/api/wishlist/${id}`),
      rest.delete('/api/wishlist'),
      rest.get(`/api/wishlist/check/${id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('adds, lists, checks, removes and clears, answering the items each time', async () => {
    const { token } = await registerCustomer(server.url);
    const { pendant, solitaire } = catalog.fixture.products;
    const as = { token };

    const empty = await rest.get<WishlistBody>('/api/wishlist', undefined, as);
    expect(empty).toMatchObject({ status: 200, body: { items: [] } });

    const added = await rest.post<WishlistBody>('/api/wishlist', { productId: pendant.id }, as);
    expect(added.status).toBe(200);
    expect(added.body.items).toEqual([
      {
        product: expect.objectContaining({
          _id: pendant.id,
          name: 'Pearl Pendant',
          price: 210,
          categories: ['Necklaces', 'Pendants'],
          images: [
            { url: expect.any(String) as string, public_id: expect.any(String) as string, alt: '' },
            { url: expect.any(String) as string, public_id: expect.any(String) as string, alt: '' },
          ],
        }) as unknown,
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      },
    ]);

    await rest.post('/api/wishlist', { productId: solitaire.id }, as);
    const twice = await rest.post<WishlistBody>('/api/wishlist', { productId: pendant.id }, as);
    expect(twice.body.items.map((i) => i.product._id).sort()).toEqual(
      [pendant.id, solitaire.id].sort(),
    );

    expect((await rest.get(`/api/wishlist/check/${pendant.id}`, undefined, as)).body).toEqual({
      inWishlist: true,
    });
    const removed = await rest.delete<WishlistBody>(`/api/wishlist/${pendant.id}`, undefined, as);
    expect(removed.body.items.map((i) => i.product._id)).toEqual([solitaire.id]);
    expect((await rest.get(`/api/wishlist/check/${pendant.id}`, undefined, as)).body).toEqual({
      inWishlist: false,
    });

    const cleared = await rest.delete<WishlistBody>('/api/wishlist', undefined, as);
    expect(cleared).toMatchObject({ status: 200, body: { items: [] } });
    expect((await rest.get<WishlistBody>('/api/wishlist', undefined, as)).body.items).toEqual([]);
  });

  it('answers 404 for a missing or hidden product and 400 for a malformed id', async () => {
    const { token } = await registerCustomer(server.url);
    const { inactive, inArchive } = catalog.fixture.products;
    for (const productId of [inactive.id, inArchive.id, 'f'.repeat(24)]) {
      expect(await rest.post('/api/wishlist', { productId }, { token })).toMatchObject({
        status: 404,
        body: { message: 'Product not found' },
      });
    }
    expect((await rest.post('/api/wishlist', { productId: 'nope' }, { token })).status).toBe(400);
  });

  it('keeps each shopper’s wishlist to themselves', async () => {
    const alice = await registerCustomer(server.url);
    const bob = await registerCustomer(server.url);
    await rest.post('/api/wishlist', { productId: catalog.fixture.products.halo.id }, alice);
    expect((await rest.get<WishlistBody>('/api/wishlist', undefined, bob)).body.items).toEqual([]);
  });

  it('stops listing a product withdrawn from the shop, and lists it again when it returns', async () => {
    const { token } = await registerCustomer(server.url);
    const { platinumBand } = catalog.fixture.products;
    await rest.post('/api/wishlist', { productId: platinumBand.id }, { token });
    const setActive = (isActive: boolean) =>
      catalog.database.db
        .update(products)
        .set({ isActive })
        .where(eq(products.id, platinumBand.id));
    await setActive(false);
    expect(
      (await rest.get<WishlistBody>('/api/wishlist', undefined, { token })).body.items,
    ).toEqual([]);
    await setActive(true);
    const back = await rest.get<WishlistBody>('/api/wishlist', undefined, { token });
    expect(back.body.items.map((i) => i.product._id)).toEqual([platinumBand.id]);
  });
});
