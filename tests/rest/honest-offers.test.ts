import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { deliveryMethods, products, promotions, shopInfo } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/schema/columns';
import { createMethod } from '../../src/server/modules/delivery';
import { deliveryMethodInput, type DeliveryMethodInput } from '../../src/shared/deliveryInput';
import { defaultHomePage, type HomePageSettings } from '../../src/shared/homePage';
import type { ShopInfo } from '../../src/shared/shop';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * The home slide tells the truth (issue 30): an offer label naming engraving, free delivery or a
 * discount is saved only while the shop gives it.
 */

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url);
  await setAdmin(database.db, owner.id, true);
  admin = owner;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const withOffer = (offer: string, slide = 0): HomePageSettings => ({
  ...defaultHomePage,
  slides: defaultHomePage.slides.map((s, i) => (i === slide ? { ...s, offer } : s)),
});

async function saveOffer(offer: string, slide = 0) {
  const read = await rest.get<ShopInfo>('/api/shop');
  return rest.put<ShopInfo & { message: string }>(
    '/api/shop/infoUpdate',
    { ...read.body, email: 'owner@example.test', homePage: withOffer(offer, slide) },
    admin,
  );
}

const method = (fields: Partial<DeliveryMethodInput>) =>
  createMethod(
    database.db,
    deliveryMethodInput.parse({
      name: 'Tracked 48',
      service: 'Royal Mail Tracked 48',
      carrier: 'Royal Mail',
      kind: 'post',
      price: 3.95,
      cutOffTime: '13:00',
      transitDays: 2,
      ...fields,
    }),
  );

const removeMethods = () => database.db.delete(deliveryMethods);

describe('a home slide offer that names engraving, free delivery or a discount', () => {
  it('keeps the default slides, which promise none of them', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    expect(read.body.homePage.slides.map((s) => s.offer)).toEqual([
      'For the big day',
      'New season',
      'Insured UK delivery',
    ]);
    const saved = await rest.put(
      '/api/shop/infoUpdate',
      { ...read.body, email: 'owner@example.test', homePage: defaultHomePage },
      admin,
    );
    expect(saved.status).toBe(200);
  });

  it('refuses engraving while no product offers it, naming the slide and the claim', async () => {
    const answer = await saveOffer('Free engraving');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Slide 1 ("The Bridal Edit"): the offer "Free engraving" promises engraving, which the shop does not offer: no product offers engraving. Change the offer label, or offer it first.',
    );
    expect((await rest.get<ShopInfo>('/api/shop')).body.homePage.slides[0]?.offer).toBe(
      'For the big day',
    );
  });

  it('refuses a discount while no promotion is active, through tRPC as through REST', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    for (const offer of ['20% off', 'Mother’s Day discount']) {
      const answer = await trpcClient(server.url).mutation<unknown>(
        'admin.shop.updateInfo',
        { ...read.body, email: 'owner@example.test', homePage: withOffer(offer, 1) },
        admin,
      );
      expect(answer.status, offer).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(
        `Slide 2 (\\"Heirloom Necklaces\\"): the offer \\"${offer}\\" promises a discount, which the shop does not offer: no promotion is active.`,
      );
    }
  });

  it('accepts free delivery only while a delivery method that sends is free, or free over an amount', async () => {
    await removeMethods();
    const refused = await saveOffer('Free UK delivery', 2);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      'promises free delivery, which the shop does not offer: no active delivery method is free or free over an amount',
    );

    // Collecting costs nothing, but it is not delivery; a free-over method switched off gives none.
    await method({ name: 'Collect in store', kind: 'collection', price: 0 });
    await method({ name: 'Paused', freeOver: 50, isActive: false });
    // A threshold above the method's own limit is never reached.
    await method({ name: 'Capped', freeOver: 500, maxOrder: 100 });
    expect((await saveOffer('Free UK delivery', 2)).status).toBe(400);

    await method({ name: 'Tracked 48', freeOver: 50 });
    const accepted = await saveOffer('Free UK delivery', 2);
    expect(accepted.status).toBe(200);
    expect(accepted.body.homePage.slides[2]?.offer).toBe('Free UK delivery');

    await removeMethods();
    await method({ name: 'Free post', price: 0 });
    expect((await saveOffer('Free delivery on every order', 2)).status).toBe(200);
    await removeMethods();
  });

  it('lets a client PUT back an offer saved before, unchanged, while refusing it newly written', async () => {
    // An offer saved before this rule (or before the free delivery ended) is as it was.
    await database.db
      .update(shopInfo)
      .set({ homePage: withOffer('Free engraving') })
      .where(eq(shopInfo.id, 1));
    const read = await rest.get<ShopInfo>('/api/shop');
    expect(read.body.homePage.slides[0]?.offer).toBe('Free engraving');
    const putBack = await rest.put<ShopInfo>(
      '/api/shop/infoUpdate',
      { ...read.body, tagline: 'Fine jewellery since 1921' },
      admin,
    );
    expect(putBack.status).toBe(200);
    expect(putBack.body.tagline).toBe('Fine jewellery since 1921');
    // Moved to another slide it is written anew, and checked.
    const moved = await saveOffer('Free engraving', 1);
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(
      /^Slide 2 \("Heirloom Necklaces"\): the offer "Free engraving"/,
    );
  });

  it('accepts engraving once a product in the shop offers it, and a discount while a promotion runs', async () => {
    const category = await createCategory(database.db);
    const engraving = { maxCharacters: 20, allowedCharacters: 'ABC', pricePence: 0, extraDays: 2 };
    // A hidden piece's engraving is not on offer.
    const hidden = await createProduct(database.db, { categoryId: category.id, isActive: false });
    await database.db.update(products).set({ engraving }).where(eq(products.id, hidden.id));
    expect((await saveOffer('Free engraving', 1)).status).toBe(400);
    const shown = await createProduct(database.db, { categoryId: category.id });
    await database.db.update(products).set({ engraving }).where(eq(products.id, shown.id));
    expect((await saveOffer('Free engraving', 1)).status).toBe(200);

    // One that has ended, and one that has not started, are not running.
    const day = 24 * 60 * 60 * 1000;
    const promotion = (startsAt: Date, endsAt: Date | null) =>
      database.db
        .insert(promotions)
        .values({ id: newId(), name: 'Spring', kind: 'percent', value: 20, startsAt, endsAt });
    await promotion(new Date(Date.now() - 2 * day), new Date(Date.now() - day));
    await promotion(new Date(Date.now() + day), null);
    expect((await saveOffer('20% off', 2)).status).toBe(400);
    await promotion(new Date(Date.now() - day), new Date(Date.now() + day));
    expect((await saveOffer('20% off', 2)).status).toBe(200);
  });
});
