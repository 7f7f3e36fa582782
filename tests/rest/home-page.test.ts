import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { HOME_LINK_MESSAGE } from '../../src/shared/homeLinks';
import { defaultHomePage, type HomePageSettings } from '../../src/shared/homePage';
import type { ShopInfo } from '../../src/shared/shop';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

/** Honest home page (decision 022): prices and sales on home are what the links really list. */

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };
let customer: { token: string };

interface HomeAnswer {
  slides: { title: string; link: string; fromPrice: number | null; image: string | null }[];
  banners: { label: string; link: string; salePercent: number | null; saleOnEvery: boolean }[];
}
const home = async () =>
  (await trpcClient(server.url).query<HomeAnswer>('catalog.home')).body.result.data;
const bannerNamed = async (label: string) => (await home()).banners.find((b) => b.label === label);

let platinumOnSale: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const rings = await createCategory(db, { name: 'Rings' });
  const small = await createCategory(db, { name: 'Small design Rings', parentId: rings.id });
  const platinumRings = await createCategory(db, { name: 'Platinum Rings', parentId: rings.id });
  const bracelets = await createCategory(db, { name: 'Bracelets' });
  const earrings = await createCategory(db, { name: 'Earrings' });
  const platinum = { categoryId: platinumRings.id, material: 'platinum' as const };
  platinumOnSale = [
    (await createProduct(db, { ...platinum, price: 700, oldPrice: 1000, isOnSale: true })).id,
    (await createProduct(db, { ...platinum, price: 890, oldPrice: 1000, isOnSale: true })).id,
  ];
  await createProduct(db, { ...platinum, price: 2000 });
  // An old price without the sale flag is no reduction the cards show.
  await createProduct(db, { ...platinum, price: 500, oldPrice: 2000 });
  // Platinum, but not a ring: a 50% bracelet must not lift the rings' banner.
  await createProduct(db, {
    categoryId: bracelets.id,
    material: 'platinum',
    price: 100,
    oldPrice: 200,
    isOnSale: true,
  });
  // Inactive: never listed, so never the cheapest nor the largest sale.
  await createProduct(db, {
    ...platinum,
    price: 5,
    oldPrice: 100,
    isOnSale: true,
    isActive: false,
  });
  for (const price of [80, 60]) {
    await createProduct(db, {
      categoryId: small.id,
      material: 'silver',
      price,
      oldPrice: price * 1.25,
      isOnSale: true,
    });
  }
  await createProduct(db, { categoryId: earrings.id, price: 45 });
  await createProduct(db, { categoryId: earrings.id, price: 120, oldPrice: 150, isOnSale: true });

  server = await startTestServer(database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url);
  await setAdmin(db, owner.id, true);
  admin = owner;
  customer = await registerCustomer(server.url);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('home banners and slides', () => {
  it("shows a banner's sale as the largest real reduction in what its link lists", async () => {
    expect(defaultHomePage.banners[2]).toEqual({
      label: 'Platinum Rings',
      link: '/products?category=rings&material=platinum',
    });
    // The listing the banner opens: only platinum rings, whatever else is platinum.
    const listed = await rest.get<{ products: { material: string; price: number }[] }>(
      '/api/products/getAll?category=rings&material=platinum&limit=50',
    );
    expect(listed.body.products.map((p) => p.price).sort((a, b) => a - b)).toEqual([
      500, 700, 890, 2000,
    ]);
    expect(await bannerNamed('Platinum Rings')).toMatchObject({
      salePercent: 30,
      saleOnEvery: false,
    });
    // Both small rings are 20% off: 'Sale 20%', not 'up to'.
    expect(await bannerNamed('Small design Rings')).toMatchObject({
      salePercent: 20,
      saleOnEvery: true,
    });
    // No white gold rings at all: no sale to claim.
    expect(await bannerNamed('White gold rings')).toMatchObject({ salePercent: null });
  });

  it('drops the sale from the banner once the owner ends the reductions', async () => {
    await database.db
      .update(products)
      .set({ isOnSale: false })
      .where(eq(products.id, platinumOnSale[0]!));
    await expect.poll(async () => (await bannerNamed('Platinum Rings'))?.salePercent).toBe(11);
    await database.db
      .update(products)
      .set({ isOnSale: false })
      .where(eq(products.id, platinumOnSale[1]!));
    await expect.poll(async () => (await bannerNamed('Platinum Rings'))?.salePercent).toBe(null);
  });

  it("starts each slide's 'From' at the cheapest product its link lists", async () => {
    const slides = (await home()).slides;
    const cheapest = async (link: string) => {
      const query = link.split('?')[1];
      const { body } = await rest.get<{ products: { price: number }[] }>(
        `/api/products/getAll?${query}&sort=price-low&limit=1`,
      );
      return body.products[0]?.price ?? null;
    };
    for (const slide of slides) expect(slide.fromPrice).toBe(await cheapest(slide.link));
    expect(slides.find((s) => s.link === '/products?category=earrings')?.fromPrice).toBe(45);
    // Nothing is tagged bridal here: no price to start from.
    expect(slides[0]).toMatchObject({ link: '/products?tag=bridal', fromPrice: null });
  });
});

describe('the Home page settings (admin)', () => {
  const withBanner = (label: string, link: string): HomePageSettings => ({
    ...defaultHomePage,
    banners: [{ label, link }, ...defaultHomePage.banners.slice(1)],
  });

  it('round-trips through GET /api/shop and PUT /api/shop/infoUpdate, and home follows', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    expect(read.body.homePage).toEqual(defaultHomePage);
    const changed = withBanner('Tiny rings', '/products?category=small-design-rings&filter=sale');
    const written = await rest.put<ShopInfo>(
      '/api/shop/infoUpdate',
      { ...read.body, email: 'owner@example.test', homePage: changed },
      admin,
    );
    expect(written.status).toBe(200);
    expect(written.body.homePage).toEqual(changed);
    await expect.poll(async () => (await home()).banners[0]?.label).toBe('Tiny rings');

    // Saving the other fields without the home page keeps it.
    const { homePage: _left, ...withoutHome } = written.body;
    await rest.put('/api/shop/infoUpdate', { ...withoutHome, tagline: 'New' }, admin);
    expect((await rest.get<ShopInfo>('/api/shop')).body.homePage).toEqual(changed);
  });

  it('refuses links that are not listings of the shop, naming the field', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    for (const link of [
      'https://elsewhere.example/products',
      '/cart',
      '/products?material=gold',
      '/products?colour=red',
      '//evil.example/products',
      // A product page of another site, and a full address even of this one (the editor keeps
      // paths only).
      `https://elsewhere.example/product/${platinumOnSale[0]}`,
      `${server.url}/product/${platinumOnSale[0]}`,
    ]) {
      const answer = await rest.put<{ message: string }>(
        '/api/shop/infoUpdate',
        { ...read.body, homePage: withBanner('Rings', link) },
        admin,
      );
      expect(answer.status, link).toBe(400);
      expect(answer.body.message).toBe(`homePage.banners.0.link: ${HOME_LINK_MESSAGE}`);
    }
    const twoSlides = await trpcClient(server.url).mutation(
      'admin.shop.updateInfo',
      { ...read.body, homePage: { ...defaultHomePage, slides: defaultHomePage.slides.slice(1) } },
      admin,
    );
    expect(twoSlides.status).toBe(400);
  });

  it('lets only an administrator change it', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    const body = { ...read.body, homePage: withBanner('Mine now', '/products') };
    expect((await rest.put('/api/shop/infoUpdate', body, customer)).status).toBe(403);
    expect((await rest.put('/api/shop/infoUpdate', body)).status).toBe(401);
    expect((await rest.get<ShopInfo>('/api/shop')).body.homePage.banners[0]?.label).not.toBe(
      'Mine now',
    );
  });
});

describe('home links to one product (issue 28)', () => {
  const productLink = () => `/product/${platinumOnSale[1]}`;

  it('links a banner to a product: its picture, no sale claimed, the listing banners unchanged', async () => {
    const read = await rest.get<ShopInfo>('/api/shop');
    const homePage: HomePageSettings = {
      ...defaultHomePage,
      banners: defaultHomePage.banners.map((banner, i) =>
        i === 1 ? { label: 'One piece', link: productLink() } : banner,
      ),
    };
    const saved = await rest.put('/api/shop/infoUpdate', { ...read.body, homePage }, admin);
    expect(saved.status).toBe(200);
    const product = await rest.get<{ image: string }>(`/api/products/byId/${platinumOnSale[1]}`);
    await expect
      .poll(async () => bannerNamed('One piece'))
      .toMatchObject({
        link: productLink(),
        image: product.body.image,
        salePercent: null,
      });
    expect(await bannerNamed('Small design Rings')).toMatchObject({ salePercent: 20 });
    await rest.put('/api/shop/infoUpdate', { ...read.body, homePage: defaultHomePage }, admin);
  });

  it('previews links not yet saved as home would show them, for the owner only', async () => {
    const links = {
      slides: [
        { link: productLink(), image: '' },
        { link: '/products?category=earrings', image: '' },
      ],
      banners: [{ link: '/products?category=small-design-rings' }, { link: '/cart' }],
    };
    const preview = await trpcClient(server.url).query<{
      slides: { image: string | null; fromPrice: number | null }[];
      banners: { salePercent: number | null; saleOnEvery: boolean; image: string | null }[];
    }>('admin.home.preview', links, admin);
    expect(preview.status).toBe(200);
    const { slides, banners } = preview.body.result.data;
    expect(slides[0]).toMatchObject({ fromPrice: null, image: expect.any(String) as string });
    expect(slides[1]).toMatchObject({ fromPrice: 45 });
    expect(banners[0]).toMatchObject({ salePercent: 20, saleOnEvery: true });
    expect(banners[1]).toEqual({
      link: '/cart',
      image: null,
      salePercent: null,
      saleOnEvery: false,
    });
    const refused = await trpcClient(server.url).query('admin.home.preview', links, customer);
    expect(refused.status).toBe(403);
  });
});
