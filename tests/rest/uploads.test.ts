import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  ImageRejected,
  UPLOAD_FAILED_MESSAGE,
  type ImageStore,
} from '../../src/server/integrations/images/imageStore';
import { createLocalImageStore } from '../../src/server/integrations/images/localImageStore';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { restClient } from '../support/http';
import { cameraJpeg, phonePhoto, pictureFacts, PNG_1PX } from '../support/photos';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

/** A real 1×1 GIF, beside the PNG. */
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const NOT_IMAGES = {
  'PHP script': '<?php system($_GET["cmd"]); ?>',
  'HTML page': '<!DOCTYPE html><html><script>alert(document.cookie)</script></html>',
  SVG: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
};

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let dataDir: string;
let productsDir: string;
let adminToken: string;
let customerToken: string;
/** Set by a test: that many more saves succeed, then every save fails as a full disk would. */
let savesBeforeFailure: number | null = null;

function storeThatCanFail(store: ImageStore): ImageStore {
  return {
    async save(image) {
      if (savesBeforeFailure === 0) throw new ImageRejected(UPLOAD_FAILED_MESSAGE, 'storage');
      if (savesBeforeFailure !== null) savesBeforeFailure--;
      return store.save(image);
    },
    remove: (publicId) => store.remove(publicId),
    serve: store.serve,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-rest-'));
  productsDir = path.join(dataDir, 'uploads', 'products');
  const images = storeThatCanFail(
    createLocalImageStore({ uploadsDir: path.join(dataDir, 'uploads'), urlPrefix: '/uploads' }),
  );
  const services = { ...createTestServices(database), images };
  server = await startTestServer(services);
  rest = restClient(server.url);

  const admin = await registerCustomer(server.url);
  await setAdmin(database.db, admin.id, true);
  adminToken = admin.token;
  customerToken = (await registerCustomer(server.url)).token;
});
afterAll(async () => {
  await server.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  savesBeforeFailure = null;
});

interface UploadAnswer {
  images: { url: string; public_id: string }[];
  url: string;
  public_id: string;
  secure_url: string;
  message?: string;
}

type Part = { field?: string; name: string; bytes: Buffer | string };

/** Uploads as the admin unless another token (or null, for anonymous) is given. */
async function upload(parts: Part[], token: string | null = adminToken) {
  const form = new FormData();
  for (const part of parts) {
    // The declared type says "image/jpeg" whatever the bytes are, as an attacker would send it.
    const blob = new Blob(
      [typeof part.bytes === 'string' ? part.bytes : new Uint8Array(part.bytes)],
      {
        type: 'image/jpeg',
      },
    );
    form.append(part.field ?? 'images', blob, part.name);
  }
  const response = await fetch(`${server.url}/api/upload/product-image`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const storedFiles = () => readdir(productsDir).catch(() => [] as string[]);

describe('who may upload and delete images', () => {
  it('refuses anonymous callers (401) and customers (403) on both routes', async () => {
    const anonymous = await upload([{ name: 'a.png', bytes: PNG_1PX }], null);
    const customer = await upload([{ name: 'a.png', bytes: PNG_1PX }], customerToken);
    const deleteAnonymous = await rest.delete(
      '/api/delete-image/products%2F0123456789abcdef01234567',
    );
    const deleteCustomer = await rest.delete(
      '/api/delete-image/products%2F0123456789abcdef01234567',
      undefined,
      { token: customerToken },
    );

    expect([anonymous.status, customer.status]).toEqual([401, 403]);
    expect([deleteAnonymous.status, deleteCustomer.status]).toEqual([401, 403]);
    expect(customer.body.message).toBe('Administrator access is required.');
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a customer', 'customer', 403],
  ] as const)('answers %s before reading the body', async (_who, as, expected) => {
    // A body that never ends: only a check made before reading it can answer.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/upload/product-image`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          ...(as ? { Authorization: `Bearer ${customerToken}` } : {}),
        },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\n');
    });
    expect(status).toBe(expected);
  });
});

/** Whether an EXIF block's first directory points to a GPS directory (tag 0x8825). */
function hasGpsBlock(exif: Buffer): boolean {
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  return Array.from({ length: u16(directory) }, (_, i) => u16(directory + 2 + i * 12)).includes(
    0x8825,
  );
}

describe('POST /api/upload/product-image', () => {
  it('stores two real images in their sizes under server-made names and serves them as WebP with nosniff', async () => {
    const { status, body } = await upload([
      { name: '../../evil name.php.png', bytes: PNG_1PX },
      { name: 'ring.gif', bytes: GIF_1PX },
    ]);

    expect(status).toBe(201);
    expect(body.images).toHaveLength(2);
    const [png, gif] = body.images;
    expect(png?.public_id).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(png?.url).toBe(`/uploads/${png?.public_id}-800.webp`);
    expect(gif?.url).toBe(`/uploads/${gif?.public_id}-800.webp`);
    expect(body).toMatchObject({ url: png?.url, public_id: png?.public_id, secure_url: png?.url });
    expect((await storedFiles()).sort()).toEqual(
      body.images
        .flatMap(({ public_id }) =>
          ['-400.webp', '-800.webp', '-1600.webp', '.webp'].map((end) => `${public_id}${end}`),
        )
        .map((file) => path.basename(file))
        .sort(),
    );

    for (const image of [png, gif]) {
      const served = await fetch(`${server.url}${image?.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(picture).toMatchObject({ format: 'webp', width: 1, height: 1 });
    }
    await cleanUp(body.images);
  });

  it('serves a camera JPEG upright and without its EXIF or GPS, in every size', async () => {
    const camera = await cameraJpeg();
    const sent = await sharp(camera).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif && hasGpsBlock(sent.exif)).toBe(true);

    const { status, body } = await upload([{ name: 'IMG_0001.jpg', bytes: camera }]);
    expect(status).toBe(201);
    const stem = body.url.replace(/-800\.webp$/, '');
    for (const [file, width, height] of [
      [`${stem}-400.webp`, 200, 400],
      [`${stem}-800.webp`, 400, 800],
      [`${stem}-1600.webp`, 600, 1200],
      [`${stem}.jpg`, 600, 1200],
    ] as const) {
      const served = await fetch(`${server.url}${file}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ file, width: meta.width, height: meta.height }).toEqual({ file, width, height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    await cleanUp(body.images);
  });

  it("accepts the spec client's single 'image' field too", async () => {
    const { status, body } = await upload([{ field: 'image', name: 'a.png', bytes: PNG_1PX }]);
    expect(status).toBe(201);
    expect(body.images).toHaveLength(1);
    await cleanUp(body.images);
  });

  it.each(Object.entries(NOT_IMAGES))(
    'refuses a %s named .jpg, keeping none of the upload',
    async (_kind, content) => {
      const before = await storedFiles();
      const { status, body } = await upload([
        { name: 'fine.png', bytes: PNG_1PX },
        { name: 'photo.jpg', bytes: content },
      ]);
      expect(status).toBe(400);
      expect(body.message).toBe('photo.jpg is not a JPEG, PNG, WebP, AVIF or GIF image.');
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('refuses an empty file', async () => {
    const { status, body } = await upload([{ name: 'empty.jpg', bytes: Buffer.alloc(0) }]);
    expect(status).toBe(400);
    expect(body.message).toBe('empty.jpg is not a JPEG, PNG, WebP, AVIF or GIF image.');
    expect(await storedFiles()).toEqual([]);
  });

  it("accepts a phone's 50-megapixel photo of 12 MB, stored in its sizes without the padding", async () => {
    const photo = await phonePhoto(12);
    expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
    const { status, body } = await upload([{ name: 'PXL_0001.jpg', bytes: photo }]);
    expect(status).toBe(201);
    const stem = body.url.replace(/-800\.webp$/, '');
    const original = await fetch(`${server.url}${stem}.jpg`);
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(await pictureFacts(bytes)).toMatchObject({ width: 2000, height: 1333, format: 'jpeg' });
    await cleanUp(body.images);
  });

  it('refuses an image over 25 MB, and an upload over 60 MB, keeping none of it', async () => {
    const tooBig = Buffer.concat([PNG_1PX, Buffer.alloc(26 * 1024 * 1024)]);
    const one = await upload([
      { name: 'small.png', bytes: PNG_1PX },
      { name: 'huge.png', bytes: tooBig },
    ]);
    expect(one.status).toBe(413);
    expect(one.body.message).toBe('Each image must be 25 MB or smaller.');

    const large = Buffer.concat([PNG_1PX, Buffer.alloc(21 * 1024 * 1024)]);
    const three = await upload(['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, bytes: large })));
    expect(three.status).toBe(413);
    expect(three.body.message).toBe(
      'One upload can hold up to 60 MB of pictures. Please send fewer at a time.',
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses more than 10 files at once', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: PNG_1PX }));
    const { status, body } = await upload(eleven);
    expect(status).toBe(400);
    expect(body.message).toBe('You can upload at most 10 images at once.');
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 503 and removes the images already stored when storing a later one fails', async () => {
    savesBeforeFailure = 2;
    const { status, body } = await upload([
      { name: 'a.png', bytes: PNG_1PX },
      { name: 'b.gif', bytes: GIF_1PX },
      { name: 'c.png', bytes: PNG_1PX },
    ]);
    expect(status).toBe(503);
    expect(body.message).toBe('Failed to upload images. Please try again.');
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['a JSON body', 'application/json', '{"image":"x"}'],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n'],
    ['a body cut off mid-file', 'multipart/form-data; boundary=x', cutOffBody()],
    ['garbage', 'multipart/form-data; boundary=x', 'this is not multipart at all'],
    ['a form with no file', 'multipart/form-data; boundary=x', formWithOnlyAField()],
  ])('answers 400, not 500, to %s', async (_what, contentType, body) => {
    const response = await fetch(`${server.url}/api/upload/product-image`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Authorization: `Bearer ${adminToken}` },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) as unknown });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('DELETE /api/delete-image/:id', () => {
  it('removes the stored file by its URL-encoded public id', async () => {
    const { body } = await upload([{ name: 'a.png', bytes: PNG_1PX }]);
    const publicId = body.public_id;

    const deleted = await rest.delete(
      `/api/delete-image/${encodeURIComponent(publicId)}`,
      undefined,
      { token: adminToken },
    );
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Image deleted' } });
    expect(await storedFiles()).toEqual([]);
    expect((await fetch(`${server.url}${body.url}`)).status).toBe(404);
  });

  it('accepts the public id unencoded too, and an id already gone', async () => {
    const { body } = await upload([{ name: 'a.png', bytes: PNG_1PX }]);
    const as = { token: adminToken };
    expect((await rest.delete(`/api/delete-image/${body.public_id}`, undefined, as)).status).toBe(
      200,
    );
    expect((await rest.delete(`/api/delete-image/${body.public_id}`, undefined, as)).status).toBe(
      200,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it.each(['..%2F..%2Fjwt-secret', 'products%2F..%2F..%2Fjwt-secret', 'products%2Fnot-an-id'])(
    'refuses the invalid id %s with 400',
    async (id) => {
      const answer = await rest.delete(`/api/delete-image/${id}`, undefined, { token: adminToken });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'That image id is not valid.' },
      });
    },
  );
});

async function cleanUp(images: { public_id: string }[]) {
  for (const image of images)
    await rest.delete(`/api/delete-image/${encodeURIComponent(image.public_id)}`, undefined, {
      token: adminToken,
    });
}

function cutOffBody() {
  return '--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc';
}

function formWithOnlyAField() {
  return '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n';
}
