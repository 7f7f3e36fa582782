import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogDatabase } from '../support/catalogFixture';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(catalog.database);
});
afterAll(() => server.close());

const names = async (search: string) =>
  (await catalog.caller.catalog.products({ search })).products.map((p) => p.name);

describe('typo-tolerant search', () => {
  it('finds what a misspelling means, best matches first', async () => {
    expect(await names('diamnd')).toEqual(['Solitaire Diamond Ring']);
    expect(await names('saphire')).toEqual(['Halo Sapphire Ring']);
    expect(await names('perl')).toEqual(['Pearl Pendant']);
    expect(await names('ring')).toEqual([
      'Stacking Ring',
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
  });

  it('treats an empty search as none and refuses a 200-character one clearly', async () => {
    const all = await catalog.caller.catalog.products({});
    expect((await catalog.caller.catalog.products({ search: '   ' })).total).toBe(all.total);
    const empty = await fetch(`${server.url}/api/products/getAll?search=`);
    expect(((await empty.json()) as { total: number }).total).toBe(all.total);
    const long = await fetch(`${server.url}/api/products/getAll?search=${'a'.repeat(200)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toMatch(/search/i);
  });
});

describe('catalogue reads over HTTP', () => {
  const path = '/api/products/getAll?limit=3';

  it('answers with an ETag, a short public Cache-Control, and 304 when unchanged', async () => {
    const first = await fetch(server.url + path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=10, stale-while-revalidate=60',
    );
    for (let i = 0; i < 2; i++) {
      // The first answer was computed, the next ones come from the response cache.
      const again = await fetch(server.url + path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
    }
    const signedIn = await fetch(server.url + path, { headers: { Authorization: 'Bearer x' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('compresses JSON with Brotli or gzip, as the client asks', async () => {
    const plain = Buffer.from(await (await fetch(server.url + path)).arrayBuffer());
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        import('node:http')
          .then(({ get }) =>
            get(server.url + path, { headers: { 'accept-encoding': encoding } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
              );
            }).on('error', reject),
          )
          .catch(reject);
      });
    const br = await raw('br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(plain);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain);
    expect(gzip.body.length).toBeLessThan(plain.length);
  });
});

describe('security headers', () => {
  it('are on every answer: a kept public read, a private one, and an error', async () => {
    for (const [path, status] of [
      ['/api/products/getAll?limit=3', 200],
      ['/api/products/getAll?limit=3', 200], // now from memory
      ['/api/orders/myorders', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(status);
      const header = (name: string) => response.headers.get(name);
      expect(header('content-security-policy'), path).toContain("default-src 'self'");
      expect(header('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(header('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(header('x-content-type-options'), path).toBe('nosniff');
      expect(header('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(header('referrer-policy'), path).toBe('no-referrer');
      expect(header('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(header('x-powered-by'), path).toBeNull();
    }
  });
});
