import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { orderItems, products, users } from '../../src/server/db/schema';
import { applyScheduledSales } from '../../src/server/modules/catalog';
import { placeOrder } from '../../src/server/modules/orders/placeOrder';
import type { Services } from '../../src/server/services';
import { fromLondonWallClock } from '../../src/shared/londonTime';
import { wasPriceStanding } from '../../src/shared/sales';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';
import { createCategory } from '../support/factories';
import { createTestServices } from '../support/services';

/**
 * Scheduled sales (decision 044): the owner's regular price, sale price and London dates decide
 * the price charged, the was-price and the flag, on save and as each sale's minute comes (the
 * job), and every price charged is kept in the product's history.
 */
let database: Database;
let services: Services;
let admin: ReturnType<typeof createCaller>;
let shop: ReturnType<typeof createCaller>;
let categoryId: string;
/** Listed by the home page's first banner: only the ring whose sale the job starts is in it. */
let bannerCategoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
  bannerCategoryId = (await createCategory(database.db, { name: 'Small Design Rings' })).id;
  const [owner] = await database.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@example.test', passwordHash: 'x', isAdmin: true })
    .returning();
  admin = createCaller(services, {
    id: owner!.id,
    name: 'Owner',
    email: owner!.email,
    isAdmin: true,
  });
  shop = createCaller(services);
});
afterAll(() => database.close());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

let made = 0;
/** A ring saved through the admin, at £100 unless `fields` say otherwise. */
const saveRing = (fields: object = {}) =>
  admin.admin.products.create({
    name: `Ring ${++made}`,
    description: 'A ring',
    price: 100,
    countInStock: 5,
    category: categoryId,
    ...fields,
  });

const shown = async (id: string) => {
  const p = await shop.catalog.product({ id });
  return { price: p.price, oldPrice: p.oldPrice, isOnSale: p.isOnSale };
};

describe('a sale on London dates', () => {
  it('starts at 00:00 London on the day the clocks go back, and ends at its end', async () => {
    // 25 October 2026: BST until 02:00, so midnight is 23:00 GMT the day before.
    const starts = fromLondonWallClock('2026-10-25T00:00')!;
    const ends = fromLondonWallClock('2026-10-26T00:00')!;
    expect(starts.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ends.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    const onAt = async (at: string) => {
      const [row] = await queryRows<{ on: boolean }>(
        database.db,
        sql`select product_sale_is_on(80, ${starts.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz, ${at}::timestamptz) as on`,
      );
      return row!.on;
    };
    expect(await onAt('2026-10-24T22:59:59.999Z')).toBe(false);
    expect(await onAt('2026-10-24T23:00:00Z')).toBe(true);
    expect(await onAt('2026-10-25T23:59:59.999Z')).toBe(true);
    expect(await onAt('2026-10-26T00:00:00Z')).toBe(false);
  });

  it('charges the sale price at once when saved running, and the regular price before it starts', async () => {
    const running = await saveRing({
      regularPrice: 100,
      salePrice: 80,
      saleEndsAt: inSeconds(3600),
    });
    expect(await shown(running._id)).toEqual({ price: 80, oldPrice: 100, isOnSale: true });
    const later = await saveRing({ salePrice: 70, saleStartsAt: inSeconds(3600) });
    expect(await shown(later._id)).toEqual({ price: 100, oldPrice: null, isOnSale: false });
    expect(later).toMatchObject({ regularPrice: 100, salePrice: 70, saleEndsAt: null });
  });

  it('refuses a sale price not below the regular price, or an end before the start', async () => {
    await expect(saveRing({ salePrice: 100 })).rejects.toThrow(
      'The sale price must be below the regular price',
    );
    await expect(
      saveRing({ salePrice: 80, saleStartsAt: inSeconds(60), saleEndsAt: inSeconds(30) }),
    ).rejects.toThrow('The sale must end after it starts');
  });
});

describe('the minute’s job', () => {
  const shopper = async () => {
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Ada', email: `ada${++made}@example.test`, passwordHash: 'x' })
      .returning();
    return { id: user!.id, name: user!.name, email: user!.email, isAdmin: false };
  };
  const buy = async (productId: string) => {
    const ctx = { ...services, log: pino({ level: 'silent' }), clientIp: '192.0.2.1' };
    const { order } = await placeOrder(ctx, await shopper(), {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        address: 'Ada Lovelace, 1 Hatton Garden',
        city: 'London',
        postalCode: 'EC1N 8JY',
        country: 'United Kingdom',
      },
    });
    const [line] = await database.db
      .select({ pricePence: orderItems.pricePence })
      .from(orderItems)
      .where(eq(orderItems.orderId, order._id));
    return line!.pricePence / 100;
  };
  const firstBanner = async () => (await shop.catalog.home()).banners[0]!;
  const waitUntil = (iso: string) =>
    new Promise((resolve) => setTimeout(resolve, Date.parse(iso) - Date.now() + 20));

  it('starts and ends the sale on time: the price charged, the listings and the banner follow', async () => {
    const startsAt = inSeconds(1.5);
    const endsAt = inSeconds(3);
    const ring = await saveRing({
      category: bannerCategoryId,
      regularPrice: 100,
      salePrice: 75,
      saleStartsAt: startsAt,
      saleEndsAt: endsAt,
    });
    // Read (and cached) before the sale.
    expect((await firstBanner()).salePercent).toBeNull();
    expect(await buy(ring._id)).toBe(100);

    await waitUntil(startsAt);
    expect(await applyScheduledSales(database.db)).toBe(1);
    expect(await applyScheduledSales(database.db)).toBe(0);
    expect(await shown(ring._id)).toEqual({ price: 75, oldPrice: 100, isOnSale: true });
    const onSale = await shop.catalog.products({ filter: 'sale' });
    expect(onSale.products.map((p) => p._id)).toContain(ring._id);
    await vi.waitFor(async () => expect((await firstBanner()).salePercent).toBe(25));
    expect(await buy(ring._id)).toBe(75);

    await waitUntil(endsAt);
    expect(await applyScheduledSales(database.db)).toBe(1);
    expect(await shown(ring._id)).toEqual({ price: 100, oldPrice: null, isOnSale: false });
    await vi.waitFor(async () => expect((await firstBanner()).salePercent).toBeNull());
    expect(await buy(ring._id)).toBe(100);
  });

  it('never undoes a price set by hand: a write of the price alone ends the sale', async () => {
    const ring = await saveRing({ regularPrice: 100, salePrice: 80 });
    await database.db.execute(sql`update products set price_pence = 9000 where id = ${ring._id}`);
    expect(await applyScheduledSales(database.db)).toBe(0);
    expect(await shown(ring._id)).toEqual({ price: 90, oldPrice: 100, isOnSale: true });
    const [row] = await database.db
      .select({ sale: products.salePricePence })
      .from(products)
      .where(eq(products.id, ring._id));
    expect(row!.sale).toBeNull();
  });
});

describe('price history and the was-price', () => {
  it('records every price charged; a was-price never charged in 28 days is flagged', async () => {
    const ring = await saveRing({ price: 120 });
    // As the form sends it back: the product read, with the owner's change.
    const edit = (product: typeof ring, change: object) =>
      admin.admin.products.update({
        id: ring._id,
        product: { ...product, category: categoryId, ...change },
      });
    const raised = await edit(ring, { price: 150 });
    await edit(raised, { regularPrice: 150, salePrice: 99 });
    const history = await admin.admin.products.priceHistory({ id: ring._id });
    expect(history.charged.map((p) => [p.price, p.until === null])).toEqual([
      [99, true],
      [150, false],
      [120, false],
    ]);
    const now = new Date();
    expect(wasPriceStanding(history.charged, 150, now).chargedRecently).toBe(true);
    expect(wasPriceStanding(history.charged, 200, now)).toEqual({
      chargedRecently: false,
      lastChargedAt: null,
    });
    // 28 days on, £150 was last charged too long ago to be shown as the was-price.
    const later = new Date(now.getTime() + 29 * 86_400_000);
    expect(wasPriceStanding(history.charged, 150, later).chargedRecently).toBe(false);
  });
});
