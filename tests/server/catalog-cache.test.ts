import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { saveCategory } from '../../src/server/modules/catalog/categoryWrites';
import { findProductForAdmin } from '../../src/server/modules/catalog/adminProducts';
import { saveProduct } from '../../src/server/modules/catalog/productWrites';
import { placeOrder } from '../../src/server/modules/orders/placeOrder';
import { useTwoInstances } from '../support/catalogFixture';
import { createTestServices } from '../support/services';

/**
 * Two shop instances on one database, each with its own catalogue cache. A change made through
 * the services on the first must show in the next answer of the first at once, and of the second
 * as soon as PostgreSQL's notice reaches it.
 */
const instances = useTwoInstances();

interface Listing {
  products: { _id: string; name: string; price: number; countInStock: number }[];
}

async function answers(baseUrl: string, productId: string) {
  const get = async <T>(path: string) => {
    const response = await fetch(baseUrl + path);
    return { status: response.status, body: (await response.json()) as T };
  };
  const listing = await get<Listing>('/api/products/getAll?limit=20');
  const detail = await get<{ price: number; countInStock: number }>(
    `/api/products/byId/${productId}`,
  );
  const home = await get<{
    result: { data: Record<'featured' | 'newArrivals' | 'bestselling', Listing> };
  }>('/trpc/catalog.home');
  const inListing = listing.body.products.find((p) => p._id === productId);
  const { featured, newArrivals, bestselling } = home.body.result.data;
  const onHome = [featured, newArrivals, bestselling]
    .flatMap((shelf) => shelf.products)
    .find((p) => p._id === productId);
  return { inListing, detail, onHome };
}

/** Reads every server twice (the second answer comes from its cache), then applies `change`. */
async function afterChange(productId: string, change: () => Promise<unknown>) {
  for (const server of instances.servers) {
    await answers(server.url, productId);
    await answers(server.url, productId);
  }
  await change();
  const [first, second] = instances.servers.map((server) => server.url);
  return {
    onFirst: await answers(first!, productId),
    /** The second instance, once the notice has arrived (PostgreSQL delivers it asynchronously). */
    onSecond: (expectation: (seen: Awaited<ReturnType<typeof answers>>) => void) =>
      vi.waitFor(async () => expectation(await answers(second!, productId)), {
        timeout: 5000,
        interval: 50,
      }),
  };
}

const productFields = async (db: Database['db'], id: string) => {
  const p = await findProductForAdmin(db, id);
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    oldPrice: p.oldPrice,
    image: p.image,
    images: p.images,
    brand: p.brand,
    category: p.category._id,
    parentCategory: p.category.parentCategory?._id ?? null,
    countInStock: p.countInStock,
    tags: p.tags,
    variations: p.variations,
    material: p.material as 'white-gold',
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    isOnSale: p.isOnSale,
    isNewArrival: p.isNewArrival,
  };
};

describe('the catalogue cache across instances', () => {
  it('shows a new price in the listing, the detail and the home page at once', async () => {
    const { db } = instances.shared.first;
    const id = instances.fixture.products.solitaire.id;
    const { onFirst, onSecond } = await afterChange(id, async () =>
      saveProduct(db, id, { ...(await productFields(db, id)), price: 999 }, null),
    );
    const showsNewPrice = (seen: Awaited<ReturnType<typeof answers>>) => {
      expect(seen.inListing?.price).toBe(999);
      expect(seen.detail.body.price).toBe(999);
      expect(seen.onHome?.price).toBe(999);
    };
    showsNewPrice(onFirst);
    await onSecond(showsNewPrice);
  });

  it('shows the stock an order took', async () => {
    const { db } = instances.shared.first;
    const id = instances.fixture.products.solitaire.id;
    const before = (await findProductForAdmin(db, id)).countInStock;
    const [buyer] = await db
      .insert(users)
      .values({ name: 'Cache Buyer', email: `cache-${Date.now()}@example.test`, passwordHash: 'x' })
      .returning();
    const { onFirst, onSecond } = await afterChange(id, () =>
      placeOrder(
        { ...createTestServices(db), clientIp: '192.0.2.3' },
        { ...buyer!, isAdmin: false },
        {
          orderItems: [{ product: id, qty: 2 }],
          shippingAddress: {
            address: '1 High Street',
            city: 'London',
            postalCode: 'EC1N 8JY',
            country: 'United Kingdom',
          },
        },
      ),
    );
    const showsStock = (seen: Awaited<ReturnType<typeof answers>>) => {
      expect(seen.inListing?.countInStock).toBe(before - 2);
      expect(seen.detail.body.countInStock).toBe(before - 2);
      expect(seen.onHome?.countInStock).toBe(before - 2);
    };
    showsStock(onFirst);
    await onSecond(showsStock);
    await db.delete(users).where(eq(users.id, buyer!.id));
  });

  it('hides a product withdrawn from sale, and one whose category is', async () => {
    const { db } = instances.shared.first;
    const withdrawn = instances.fixture.products.halo.id;
    const hidden = (seen: Awaited<ReturnType<typeof answers>>) => {
      expect(seen.inListing).toBeUndefined();
      expect(seen.detail.status).toBe(404);
      expect(seen.onHome).toBeUndefined();
    };
    const first = await afterChange(withdrawn, async () =>
      saveProduct(
        db,
        withdrawn,
        { ...(await productFields(db, withdrawn)), isActive: false },
        null,
      ),
    );
    hidden(first.onFirst);
    await first.onSecond(hidden);

    const pendant = instances.fixture.products.pendant.id;
    const { pendants } = instances.fixture.categories;
    const second = await afterChange(pendant, () =>
      saveCategory(db, pendants.id, {
        name: pendants.name,
        description: '',
        parentCategory: pendants.parentId,
        isActive: false,
      }),
    );
    hidden(second.onFirst);
    await second.onSecond(hidden);
  });
});
