import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { serveBuiltClient } from '../../src/server/http/client';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

let database: Database;
let distDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  server = await startTestServer(database, { client: serveBuiltClient(distDir) });
});
afterAll(async () => {
  await server.close();
  await database.close();
  await rm(distDir, { recursive: true, force: true });
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
