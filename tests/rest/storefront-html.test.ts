import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { saveProduct } from '../../src/server/modules/catalog/productWrites';
import { updateShopInfo } from '../../src/server/modules/shop/service';
import { productInput, shopInfoInput } from '../../src/shared/admin';
import { fakeBuiltClient } from '../support/builtClient';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { startTestServer } from '../support/server';

/** The built index.html's shape: a generic title and description the server replaces. */
const template = `<!doctype html><html lang="en-GB"><head>
<meta name="description" content="Generic" />
<title>Fine Jewellery</title>
<script type="module" src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

const site = 'http://shop.example.test';
let database: Database;
let builtClient: Awaited<ReturnType<typeof fakeBuiltClient>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
const catalogue = {} as Record<
  'rings' | 'solitaires' | 'ring' | 'soldOut' | 'hostile' | 'retired',
  { id: string; name: string; slug?: string }
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  builtClient = await fakeBuiltClient({
    indexHtml: template,
    robotsTxt: 'User-agent: *\nDisallow: /admin\n',
  });

  await updateShopInfo(
    db,
    shopInfoInput.parse({
      shopName: 'Aurum & Co',
      tagline: 'Fine jewellery, made to be worn',
      description: 'Rings and necklaces, hallmarked in London.',
      email: 'hello@aurum.example',
      contactNumber: '020 7946 0000',
      address: {
        street: '12 Hatton Garden',
        city: 'London',
        zipCode: 'EC1N 8AN',
        country: 'United Kingdom',
      },
    }),
  );
  const rings = await createCategory(db, { name: 'Rings' });
  const solitaires = await createCategory(db, { name: 'Solitaires', parentId: rings.id });
  const ring = await createProduct(db, {
    name: 'Solitaire Diamond Ring',
    categoryId: solitaires.id,
    price: 1250,
    countInStock: 3,
  });
  const soldOut = await createProduct(db, { categoryId: solitaires.id, countInStock: 0 });
  const hostile = await createProduct(db, {
    name: '</script><script>alert("x")</script> & <b>Ring</b>',
    categoryId: solitaires.id,
  });
  const retired = await createProduct(db, { name: 'Retired Ring', categoryId: solitaires.id });
  // Hidden the way an administrator hides it: through the product service.
  await saveProduct(
    db,
    retired.id,
    productInput.parse({
      name: retired.name,
      description: retired.description,
      price: 100,
      countInStock: 5,
      category: solitaires.id,
      isActive: false,
    }),
    null,
  );
  Object.assign(catalogue, { rings, solitaires, ring, soldOut, hostile, retired });
  server = await startTestServer(db, { client: builtClient.client });
});
afterAll(async () => {
  await server.close();
  await database.close();
  await builtClient.remove();
});

/** A page as a crawler gets it: HTML only, no script run. */
async function page(pathname: string) {
  const response = await fetch(server.url + pathname);
  const html = await response.text();
  const structuredData = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string });
  const metaContent = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    status: response.status,
    html,
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    metaContent,
    ofType: (type: string) => structuredData.find((data) => data['@type'] === type),
  };
}

describe('a product page as sent, without JavaScript', () => {
  it('names the product and shop in its title, with canonical URL and picture', async () => {
    const { ring } = catalogue;
    const product = await page(`/product/${ring.id}`);
    expect(product.status).toBe(200);
    expect(product.title).toBe('Solitaire Diamond Ring · Aurum &amp; Co');
    expect(product.canonical).toBe(`${site}/product/${ring.id}`);
    expect(product.metaContent('og:image')).toBe(`${site}/uploads/test/${ring.id}-0.svg`);
    expect(product.metaContent('description')).toMatch(/^Description of product \d+$/);
    // The largest picture is asked for first, before the stylesheet and the scripts.
    const picturePreload = product.html.indexOf('<link rel="preload" as="image"');
    expect(picturePreload).toBeGreaterThan(-1);
    expect(picturePreload).toBeLessThan(product.html.indexOf('<script'));
  });

  it('carries Product data with the GBP price and availability from stock', async () => {
    const inStock = (await page(`/product/${catalogue.ring.id}`)).ofType('Product');
    expect(inStock).toMatchObject({
      name: 'Solitaire Diamond Ring',
      sku: catalogue.ring.id,
      offers: {
        priceCurrency: 'GBP',
        price: '1250.00',
        availability: 'https://schema.org/InStock',
        url: `${site}/product/${catalogue.ring.id}`,
      },
    });
    const soldOut = (await page(`/product/${catalogue.soldOut.id}`)).ofType('Product');
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('names the metal with its fineness and the weight in grams, when the owner gave them', async () => {
    const ring = await createProduct(database.db, {
      categoryId: catalogue.solitaires.id,
      material: 'yellow-gold',
      fineness: '18ct',
      weightGrams: 3.2,
    });
    const detailed = await page(`/product/${ring.id}`);
    expect(detailed.ofType('Product')).toMatchObject({
      material: '18ct yellow gold',
      weight: { '@type': 'QuantitativeValue', value: 3.2, unitCode: 'GRM' },
    });
    // The page's specification says the same, in the HTML itself.
    expect(detailed.html).toMatch(/<th scope="row"[^>]*>Metal<\/th><td[^>]*>18ct yellow gold</);
    const plain = (await page(`/product/${catalogue.ring.id}`)).ofType('Product');
    expect(plain).not.toHaveProperty('material');
    expect(plain).not.toHaveProperty('weight');
  });

  it('has breadcrumbs from home through the collection to the product', async () => {
    const crumbs = (await page(`/product/${catalogue.ring.id}`)).ofType(
      'BreadcrumbList',
    ) as unknown as {
      itemListElement: { name: string; position: number }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Rings',
      'Solitaires',
      'Solitaire Diamond Ring',
    ]);
  });

  it('embeds the page’s data for the script, under the key its query uses', async () => {
    const { html } = await page(`/product/${catalogue.ring.id}`);
    const state = JSON.parse(
      /<script id="page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { queries: { queryKey: unknown; state: { data: { name?: string } } }[] };
    const product = state.queries.find(
      (q) =>
        JSON.stringify(q.queryKey) ===
        JSON.stringify([
          ['catalog', 'product'],
          { input: { id: catalogue.ring.id }, type: 'query' },
        ]),
    );
    expect(product?.state.data.name).toBe('Solitaire Diamond Ring');
  });

  it('escapes a hostile product name everywhere it appears', async () => {
    const { html, title, ofType } = await page(`/product/${catalogue.hostile.id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Ring</b>');
    expect(title).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Ring&lt;/b&gt; · Aurum &amp; Co',
    );
    // The JSON-LD still says the name exactly, once parsed.
    expect(ofType('Product')?.name).toBe('</script><script>alert("x")</script> & <b>Ring</b>');
  });

  it('shows the product itself in the HTML: heading, price, picture and breadcrumbs', async () => {
    const { html } = await page(`/product/${catalogue.ring.id}`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Solitaire Diamond Ring<\/h1>/);
    expect(root).toContain('GBP 1,250.00');
    expect(root).toContain(`src="/uploads/test/${catalogue.ring.id}-0.svg"`);
    expect(root).toMatch(/<nav[^>]*aria-label="Breadcrumb"/i);
    // Complete: no Suspense fallback and no inline script (the CSP allows none).
    expect(root).not.toContain('Loading…');
    expect(root).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
  });

  it('answers an unknown or hidden product with the not-found page and 404', async () => {
    for (const id of ['0123456789abcdef01234567', catalogue.retired.id, 'not-an-id']) {
      const missing = await page(`/product/${id}`);
      expect(missing.status).toBe(404);
      // An empty root: the browser renders the not-found message.
      expect(missing.html).toContain('<div id="root"></div>');
      expect(missing.ofType('Product')).toBeUndefined();
    }
  });
});

describe('listing and shop pages', () => {
  it('a category listing has its title, canonical URL and BreadcrumbList', async () => {
    const listing = await page('/products?category=Solitaires&sort=price-low');
    expect(listing.title).toBe('Solitaires · Aurum &amp; Co');
    expect(listing.canonical).toBe(`${site}/products?category=solitaires`);
    const crumbs = listing.ofType('BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home', item: `${site}/` }),
      expect.objectContaining({ name: 'Rings', item: `${site}/products?category=rings` }),
      expect.objectContaining({ name: 'Solitaires', item: `${site}/products?category=solitaires` }),
    ]);
  });

  it('a listing shows its products and heading in the HTML', async () => {
    const { html } = await page('/products?category=rings');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Rings<\/h1>/);
    expect(root).toContain('Solitaire Diamond Ring');
    expect(root).toMatch(/<article/);
  });

  it('/cart is sent with the header, its heading and the footer, without claiming it is empty', async () => {
    const cartPage = await page('/cart');
    expect(cartPage.status).toBe(200);
    expect(cartPage.title).toBe('Shopping Cart · Aurum &amp; Co');
    const root = cartPage.html.slice(cartPage.html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Shopping Cart<\/h1>/);
    expect(root).toContain('12 Hatton Garden');
    // The lines are in the visitor's browser: the server cannot know the cart is empty.
    expect(root).not.toContain('Your cart is empty');
  });

  it('home describes the shop as a JewelryStore with its address and opening hours', async () => {
    const home = await page('/');
    expect(home.title).toBe('Aurum &amp; Co');
    expect(home.canonical).toBe(`${site}/`);
    const store = home.ofType('JewelryStore') as unknown as {
      name: string;
      address: Record<string, string>;
      openingHoursSpecification: { dayOfWeek: string; opens: string; closes: string }[];
    };
    expect(store.name).toBe('Aurum & Co');
    expect(store.address).toMatchObject({
      streetAddress: '12 Hatton Garden',
      addressLocality: 'London',
      postalCode: 'EC1N 8AN',
      addressCountry: 'United Kingdom',
    });
    // Spec §3's default hours: weekdays 09:00-18:00, Saturday 10:00-16:00, Sunday closed.
    expect(store.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '18:00',
    });
    expect(store.openingHoursSpecification.map((h) => h.dayOfWeek)).not.toContain(
      'https://schema.org/Sunday',
    );
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every active product and category, and no hidden product', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    for (const { id } of [catalogue.ring, catalogue.soldOut, catalogue.hostile]) {
      expect(xml).toMatch(new RegExp(`<loc>${site}/product/${id}</loc><lastmod>\\d{4}-`));
    }
    expect(xml).not.toContain(catalogue.retired.id);
    expect(xml).toContain(`<loc>${site}/products?category=solitaires</loc>`);
    expect(xml).toContain(`<loc>${site}/about</loc>`);
  });

  it('/robots.txt keeps its rules and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('after the shop’s information changes', () => {
  it('pages show the new information, not a cached copy', async () => {
    expect((await page('/about')).title).toBe('About Us · Aurum &amp; Co');
    await updateShopInfo(
      database.db,
      shopInfoInput.parse({ shopName: 'Aurum & Daughters', email: 'hello@aurum.example' }),
    );
    // The change notice reaches the cache asynchronously (PostgreSQL LISTEN/NOTIFY).
    await vi.waitFor(async () =>
      expect((await page('/about')).title).toBe('About Us · Aurum &amp; Daughters'),
    );
  });
});
