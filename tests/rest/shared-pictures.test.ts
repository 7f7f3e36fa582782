import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { seedDemoDataIfEmpty } from '../../src/server/demo/seed';
import { PICTURE_CACHE_CONTROL } from '../../src/server/integrations/images/imageStore';
import { createS3ImageStore } from '../../src/server/integrations/images/s3ImageStore';
import type { Services } from '../../src/server/services';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { restClient } from '../support/http';
import { cameraJpeg } from '../support/photos';
import { startS3Server, type S3Server } from '../support/s3Server';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

/**
 * Issue 25: two instances of the shop behind a load balancer, each with a DATA_DIR of its own, on
 * one database and one bucket. A picture uploaded through either is served by both, and so are
 * the demo pictures, which neither copied anywhere.
 */

let s3: S3Server;
let database: Database;
let first: Awaited<ReturnType<typeof startTestServer>>;
let second: Awaited<ReturnType<typeof startTestServer>>;
let adminToken: string;

/** An instance over the shared database whose pictures are in `s3Url`'s bucket. */
function instance(s3Url: string, shared?: Services) {
  const services = createTestServices(database, { images: createS3ImageStore({ s3Url }) });
  // One JWT secret, as every instance of a shop has.
  return startTestServer(shared ? { ...services, auth: shared.auth } : services);
}

beforeAll(async () => {
  s3 = await startS3Server(['shop']);
  database = await createTestDatabase();
  await seedDemoDataIfEmpty(database.db);
  first = await instance(s3.s3Url('shop'));
  second = await instance(s3.s3Url('shop'), first.services);
  const admin = await registerCustomer(first.url);
  await setAdmin(database.db, admin.id, true);
  adminToken = admin.token;
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await database.close();
  await s3.close();
});

async function upload(baseUrl: string, photo: Buffer) {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ring.jpg');
  const response = await fetch(`${baseUrl}/api/upload/product-image`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; public_id: string };
}

const deleteImage = (baseUrl: string, publicId: string) =>
  restClient(baseUrl).delete(`/api/delete-image/${encodeURIComponent(publicId)}`, undefined, {
    token: adminToken,
  });

describe('pictures in a bucket shared by two instances', () => {
  it('serves a photo uploaded through one instance from the other, in every size, until it is deleted', async () => {
    const saved = await upload(first.url, await cameraJpeg());
    expect(saved.url).toBe(`/uploads/${saved.public_id}-800.webp`);

    const served = await fetch(`${second.url}${saved.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(PICTURE_CACHE_CONTROL);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 400, 800]);
    const stem = saved.url.replace(/-800\.webp$/, '');
    const sizes = await Promise.all(
      ['-400.webp', '-1600.webp', '.jpg'].map(async (end) => {
        const answer = await fetch(`${second.url}${stem}${end}`);
        return [end, answer.status, answer.headers.get('content-type')];
      }),
    );
    expect(sizes).toEqual([
      ['-400.webp', 200, 'image/webp'],
      ['-1600.webp', 200, 'image/webp'],
      ['.jpg', 200, 'image/jpeg'],
    ]);

    // A browser's copy is confirmed without the picture being sent again.
    const again = await fetch(`${second.url}${saved.url}`, {
      headers: { 'If-None-Match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    expect((await deleteImage(second.url, saved.public_id)).status).toBe(200);
    expect((await fetch(`${first.url}${saved.url}`)).status).toBe(404);
    expect(await s3.keys('shop')).toEqual([]);
  });

  it.each([
    '/uploads/products/0123456789abcdef01234567-800.webp',
    '/uploads/products/0123456789abcdef01234567.html',
    '/uploads/products/..%2F..%2Fsecret.webp',
    '/uploads/',
  ])('answers 404 for %s', async (url) => {
    const answer = await fetch(`${first.url}${url}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found' });
  });

  it('answers HEAD with the headers only, and 405 to a write, as static files do', async () => {
    const saved = await upload(first.url, await cameraJpeg());
    const head = await fetch(`${second.url}${saved.url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await head.text()).toBe('');
    const write = await fetch(`${second.url}${saved.url}`, { method: 'PUT', body: 'replaced' });
    expect([write.status, write.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect((await fetch(`${second.url}${saved.url}`)).status).toBe(200);
    await deleteImage(first.url, saved.public_id);
  });

  it("serves the demo shop's pictures from its own files on an instance that did not seed", async () => {
    const { body } = await restClient(second.url).get<{
      products: { images: { url: string }[] }[];
    }>('/api/products/getAll?limit=3');
    const urls = body.products.flatMap((p) => p.images.map((image) => image.url));
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+-800\.webp$/);
      for (const size of [url, url.replace(/-800\.webp$/, '-400.webp')]) {
        const served = await fetch(`${second.url}${size}`);
        expect([size, served.status, served.headers.get('content-type')]).toEqual([
          size,
          200,
          'image/webp',
        ]);
        expect(served.headers.get('cache-control')).toBe(PICTURE_CACHE_CONTROL);
      }
    }
    expect(await s3.keys('shop')).toEqual([]);
  });

  it("names a CDN in front of the bucket in the pictures' urls and in the pages' CSP", async () => {
    const cdn = await instance(
      s3.s3Url('shop', '&public_url=https://pictures.example.test/shop'),
      first.services,
    );
    try {
      const saved = await upload(cdn.url, await cameraJpeg());
      expect(saved.url).toBe(`https://pictures.example.test/shop/${saved.public_id}-800.webp`);
      const page = await fetch(`${cdn.url}/api/shop`);
      const imgSrc = /img-src ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '');
      expect(imgSrc?.[1]?.split(' ')).toContain('https://pictures.example.test');
      // The shop serves it too, at the same path after /uploads.
      expect((await fetch(`${cdn.url}/uploads/${saved.public_id}-800.webp`)).status).toBe(200);
      await deleteImage(cdn.url, saved.public_id);
    } finally {
      await cdn.close();
    }
  });

  it('answers 503, not 500, while the bucket cannot be reached', async () => {
    const gone = await startS3Server(['shop']);
    await gone.close();
    const stranded = await instance(gone.s3Url('shop'));
    try {
      const answer = await fetch(`${stranded.url}/uploads/products/0123456789abcdef01234567.jpg`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        message: 'Pictures are briefly unavailable. Please try again.',
      });
    } finally {
      await stranded.close();
    }
  });
});
