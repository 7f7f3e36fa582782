import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { materials } from '../../src/shared/constants';
import { fakeBuiltClient } from '../support/builtClient';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct, type ProductOverrides } from '../support/factories';
import { startTestServer } from '../support/server';

let database: Database;
let builtClient: Awaited<ReturnType<typeof fakeBuiltClient>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  builtClient = await fakeBuiltClient();
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
  server = await startTestServer(database, { client: builtClient.client });
});
afterAll(async () => {
  await server.close();
  await database.close();
  await builtClient.remove();
});

/** A product page as the server sends it, before any script runs. */
async function productPage(overrides: Omit<ProductOverrides, 'categoryId'>) {
  const product = await createProduct(database.db, { categoryId, ...overrides });
  const response = await fetch(`${server.url}/product/${product.id}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const notice = /<p[^>]*data-testid="hallmark-notice"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return { notice, noticeText: notice?.replace(/<[^>]+>/g, '').replace(/&#x27;|&apos;/g, "'") };
}

describe('the Dealer’s Notice on product pages', () => {
  it('is linked near the price of a piece in every precious metal', async () => {
    for (const material of materials) {
      const { notice, noticeText } = await productPage({ material, weightGrams: 12 });
      expect(notice).toContain('href="/hallmarking"');
      expect(noticeText).toContain('UK hallmarked by an independent assay office.');
      expect(noticeText).toContain("What the hallmarks mean (Dealer's Notice)");
    }
  });

  it('says when a piece weighs less than its metal’s exemption, still linking the notice', async () => {
    const { notice, noticeText } = await productPage({ material: 'silver', weightGrams: 5 });
    expect(noticeText).toContain('Under 7.78 g of silver: exempt from UK hallmarking.');
    expect(notice).toContain('href="/hallmarking"');
  });

  it('is not on a piece without a precious metal', async () => {
    const { notice } = await productPage({ material: null });
    expect(notice).toBeUndefined();
  });

  it('is its own page, which the footer links to', async () => {
    const response = await fetch(`${server.url}/hallmarking`);
    expect(response.status).toBe(200);
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toMatch(/<a[^>]*href="\/hallmarking"[^>]*>Hallmarking<\/a>/);
  });
});
