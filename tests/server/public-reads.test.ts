import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createCatalogFixture } from '../support/catalogFixture';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

/**
 * Routes say themselves whether their answer is a public read (REST `publicRead`, tRPC
 * `.meta({ cache: 'public' })`); the catalogue cache keeps those answers in parts bounded on their
 * own. Counted here by the SQL statements a request sends.
 */
const statements: string[] = [];
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
  await createCatalogFixture(database.db);
  server = await startTestServer(database);
  await vi.waitFor(() => expect(server.services.catalogue.enabled).toBe(true));
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** The statements one request sent. */
async function statementsOf(path: string) {
  const before = statements.length;
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return statements.slice(before);
}

describe('public reads', () => {
  it.each([
    ['REST', '/api/products/getAll?sort=price'],
    ['tRPC', `/trpc/catalog.products?input=${encodeURIComponent('{"sort":"price-low"}')}`],
    ['a tRPC batch of public reads', '/trpc/catalog.categoryTree,catalog.home?batch=1&input={}'],
  ])('%s: the second identical request is answered without the database', async (_kind, path) => {
    expect((await statementsOf(path)).length).toBeGreaterThan(0);
    expect(await statementsOf(path)).toEqual([]);
  });

  it('a tRPC public read answers 304 to a client that has it', async () => {
    const path = '/trpc/catalog.categoryTree';
    const first = await fetch(server.url + path);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=10, stale-while-revalidate=60',
    );
    const again = await fetch(server.url + path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('a procedure that is not declared public is computed every time', async () => {
    const path = `/trpc/catalog.searchSuggestions?input=${encodeURIComponent('{"search":"ring"}')}`;
    await statementsOf(path);
    expect((await statementsOf(path)).length).toBeGreaterThan(0);
  });

  it('a batch mixing a public read with a personal call is not kept', async () => {
    const path = '/trpc/catalog.categoryTree,shop.info?batch=1&input={}';
    await statementsOf(path);
    expect((await statementsOf(path)).length).toBeGreaterThan(0);
  });
});

describe('the cache’s parts are bounded apart', () => {
  it('keeps the category index however many different listings are asked for', async () => {
    await statementsOf('/api/products/getAll');
    // Thousands of distinct addresses (a crawler, a script) fill the answers and counts parts…
    const { catalogue } = server.services;
    for (let i = 0; i < 6_000; i++) {
      const answer = { body: Buffer.from('[]'), etag: 'W/"x"', contentType: 'application/json' };
      catalogue.answers.set(`/x?${i}`, { ...answer, encoded: new Map() }, catalogue.version());
      void catalogue.counts.remember(`filter ${i}`, () => Promise.resolve(i));
    }
    // …and a listing not asked for before still finds its categories in memory.
    const sent = await statementsOf('/api/products/getAll?minPrice=1.5');
    expect(sent.some((sql) => /from "categories"/.test(sql))).toBe(false);
  });
});
