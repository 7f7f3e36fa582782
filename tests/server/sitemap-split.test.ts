import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { sitemapRoutes } from '../../src/server/pages/sitemap';
import type { Services } from '../../src/server/services';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { createTestServices } from '../support/services';

const site = 'http://shop.example.test';
let database: Database;
let services: Services;
let server: Server;
let baseUrl: string;
let hiddenId: string;

/** 2 categories and 10 products (one hidden): with the 12 main pages, 23 URLs in files of 5. */
beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  const rings = await createCategory(database.db, { name: 'Rings' });
  await createCategory(database.db, { name: 'Chains' });
  for (let i = 0; i < 9; i++) await createProduct(database.db, { categoryId: rings.id, images: 0 });
  hiddenId = (
    await createProduct(database.db, { categoryId: rings.id, isActive: false, images: 0 })
  ).id;
  const app = express();
  app.use(sitemapRoutes(services, '/dev/null', { urlsPerFile: 5 }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every URL the sitemap names, through its index. */
async function everyUrl() {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  expect(index).toContain('<sitemapindex');
  const files = locs(index);
  const urls: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(file.replace(site, baseUrl))).text();
    expect(xml).toContain('<urlset');
    expect(locs(xml).length).toBeLessThanOrEqual(5);
    urls.push(...locs(xml));
  }
  return { files, urls };
}

describe('the sitemap past its limit of URLs', () => {
  it('becomes an index of files, which name every URL once', async () => {
    const { files, urls } = await everyUrl();
    expect(files).toEqual([1, 2, 3, 4, 5].map((n) => `${site}/sitemap-${n}.xml`));
    expect(urls).toHaveLength(23);
    expect(new Set(urls).size).toBe(23);
    expect(urls).toContain(`${site}/products?category=rings`);
    expect(urls).toContain(`${site}/ring-size-guide`);
    expect(urls).toContain(`${site}/hallmarking`);
    expect(urls.some((u) => u.includes(hiddenId))).toBe(false);
    expect((await fetch(`${baseUrl}/sitemap-6.xml`)).status).toBe(404);
  });

  it('is kept compressed, and made again after a catalogue change', async () => {
    const first = await fetch(`${baseUrl}/sitemap-4.xml`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await fetch(`${baseUrl}/sitemap-4.xml`, { headers: { 'Accept-Encoding': 'br' } });
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));

    await database.db.update(products).set({ isActive: true }).where(eq(products.id, hiddenId));
    // The change notice reaches the cache asynchronously (LISTEN/NOTIFY).
    await vi.waitFor(async () => expect((await everyUrl()).urls).toHaveLength(24));
  });
});
