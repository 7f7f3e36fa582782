import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { fakeBuiltClient } from '../support/builtClient';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

let database: Database;
let builtClient: Awaited<ReturnType<typeof fakeBuiltClient>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  builtClient = await fakeBuiltClient();
  server = await startTestServer(database, { client: builtClient.client });
});
afterAll(async () => {
  await server.close();
  await database.close();
  await builtClient.remove();
});

const statusOf = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).status;

describe('the app’s pages', () => {
  it.each(['/', '/products', '/MyOrders', '/myorders', '/orders/', '/account', '/admin'])(
    '%s answers the app with 200',
    async (pathname) => {
      expect(await statusOf(pathname)).toBe(200);
    },
  );

  it.each([
    '/no-such-page',
    '/product',
    '/product/1/extra',
    // A product page's address with no such product (its HTML is built from the catalogue).
    '/product/0123456789abcdef01234567',
    '/admin/secret-page',
    '/favicon.ico.bak',
  ])('%s answers the app’s not-found page with 404', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves robots.txt as a text file, not the app', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toContain('User-agent');
  });
});
