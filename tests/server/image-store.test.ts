import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCloudinaryImageStore } from '../../src/server/integrations/images/cloudinaryImageStore';
import { parseCloudinaryUrl } from '../../src/server/integrations/images/cloudinaryUrl';
import {
  createImageStore,
  type ImageStoreConfig,
} from '../../src/server/integrations/images/createImageStore';
import { detectImageFormat } from '../../src/server/integrations/images/imageFormat';
import {
  ImageRejected,
  PICTURE_CACHE_CONTROL,
  UPLOAD_FAILED_MESSAGE,
} from '../../src/server/integrations/images/imageStore';
import { createLocalImageStore } from '../../src/server/integrations/images/localImageStore';
import {
  IMAGE_WORK,
  prepareOwnerPhoto,
  UNREADABLE_IMAGE_MESSAGE,
} from '../../src/server/integrations/images/ownerPhoto';
import { createS3ImageStore } from '../../src/server/integrations/images/s3ImageStore';
import { parseS3Url } from '../../src/server/integrations/images/s3Url';
import {
  cloudinarySignature,
  startFakeCloudinary,
  type FakeCloudinary,
} from '../support/fakeCloudinary';
import { cameraJpeg, pictureFacts, PNG_1PX } from '../support/photos';
import { startS3Server, type S3Server } from '../support/s3Server';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const uint32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** The smallest headers each format's decoders recognise, plus a little body. */
const headers = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], uint32(13), 'IHDR', [0, 0, 0, 1]),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [26, 0, 0, 0], 'WEBP', 'VP8 ', [10, 0, 0, 0]),
  webpLossless: bytes('RIFF', [26, 0, 0, 0], 'WEBP', 'VP8L', [10, 0, 0, 0]),
  avifMajor: bytes(uint32(28), 'ftyp', 'avif', uint32(0), 'avif', 'mif1', 'miaf', uint32(8)),
  avifCompatible: bytes(uint32(24), 'ftyp', 'mif1', uint32(0), 'mif1', 'avif', uint32(8)),
  avifSequence: bytes(uint32(20), 'ftyp', 'avis', uint32(0), 'avis', uint32(8)),
};

/** A real picture of the given size: a gradient, so the encoders have something to do. */
const photo = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#c9a96e' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#334"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

describe('detectImageFormat', () => {
  it.each([
    ['jpeg', headers.jpeg],
    ['png', headers.png],
    ['gif', headers.gif87],
    ['gif', headers.gif89],
    ['webp', headers.webp],
    ['webp', headers.webpLossless],
    ['avif', headers.avifMajor],
    ['avif', headers.avifCompatible],
    ['avif', headers.avifSequence],
    ['png', PNG_1PX],
  ])('recognises %s by its first bytes', (format, content) => {
    expect(detectImageFormat(content)).toBe(format);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG with an XML prolog', bytes('<?xml version="1.0"?><svg></svg>')],
    ['an HTML page', bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['a PHP script (whatever its name)', bytes('<?php system($_GET["c"]); ?>')],
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG cut after two bytes', headers.jpeg.subarray(0, 2)],
    ['a PNG signature without its IHDR chunk', headers.png.subarray(0, 8)],
    ['a PNG cut inside the signature', headers.png.subarray(0, 5)],
    ['a GIF cut inside its version', bytes('GIF8')],
    ['a RIFF file that is not WebP', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ')],
    ['a WebP cut before its first chunk', headers.webp.subarray(0, 12)],
    [
      'a HEIC file (ISO-BMFF, other brands)',
      bytes(uint32(24), 'ftyp', 'heic', uint32(0), 'mif1', 'heic'),
    ],
    ['an ftyp box longer than the file', headers.avifMajor.subarray(0, 20)],
    ['a PDF', bytes('%PDF-1.7\n')],
  ])('refuses %s', (_what, content) => {
    expect(detectImageFormat(content)).toBeNull();
  });
});

describe('the local image store', () => {
  let uploadsDir: string;
  beforeEach(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  });
  afterEach(() => rm(uploadsDir, { recursive: true, force: true }));

  const storeIn = (dir: string, makeId?: () => string) =>
    createLocalImageStore({ uploadsDir: dir, urlPrefix: '/uploads', makeId });

  it('saves an upright copy in each width beside a re-encoded original, and removes them all by public id', async () => {
    const store = storeIn(uploadsDir);
    const png = await store.save({ bytes: await photo(3000, 1500, 'png'), format: 'png' });
    const jpeg = await store.save({ bytes: await photo(1200, 900, 'jpeg'), format: 'jpeg' });

    expect(png.public_id).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(png.url).toBe(`/uploads/${png.public_id}-800.webp`);
    expect(jpeg.url).toBe(`/uploads/${jpeg.public_id}-800.webp`);
    const filesOf = (publicId: string) =>
      ['-400.webp', '-800.webp', '-1600.webp'].map((s) => `${path.basename(publicId)}${s}`);
    expect((await readdir(path.join(uploadsDir, 'products'))).sort()).toEqual(
      [
        ...filesOf(png.public_id),
        `${path.basename(png.public_id)}.webp`,
        ...filesOf(jpeg.public_id),
        `${path.basename(jpeg.public_id)}.jpg`,
      ].sort(),
    );
    const sizeOf = async (file: string) => {
      const { width, height, format } = await sharp(path.join(uploadsDir, file)).metadata();
      return { width, height, format };
    };
    expect(await sizeOf(`${png.public_id}-400.webp`)).toEqual({
      width: 400,
      height: 200,
      format: 'webp',
    });
    expect(await sizeOf(`${png.public_id}-1600.webp`)).toEqual({
      width: 1600,
      height: 800,
      format: 'webp',
    });
    expect(await sizeOf(`${png.public_id}.webp`)).toEqual({
      width: 2000,
      height: 1000,
      format: 'webp',
    });
    // Never enlarged: a 1200 px photo's 1600 px copy stays 1200 px.
    expect(await sizeOf(`${jpeg.public_id}-1600.webp`)).toEqual({
      width: 1200,
      height: 900,
      format: 'webp',
    });
    expect(await sizeOf(`${jpeg.public_id}.jpg`)).toEqual({
      width: 1200,
      height: 900,
      format: 'jpeg',
    });

    await store.remove(png.public_id);
    expect((await readdir(path.join(uploadsDir, 'products'))).sort()).toEqual(
      [...filesOf(jpeg.public_id), `${path.basename(jpeg.public_id)}.jpg`].sort(),
    );
    await expect(store.remove(png.public_id)).resolves.toBeUndefined();
    await expect(store.remove('products/0123456789abcdef01234567')).resolves.toBeUndefined();
  });

  it('removes an upload from before the sizes (one file as sent) by its public id', async () => {
    const id = '0123456789abcdef01234567';
    await mkdir(path.join(uploadsDir, 'products'), { recursive: true });
    await writeFile(path.join(uploadsDir, 'products', `${id}.png`), PNG_1PX);
    await storeIn(uploadsDir).remove(`products/${id}`);
    expect(await readdir(path.join(uploadsDir, 'products'))).toEqual([]);
  });

  it('refuses, storing nothing, a file that looks like an image but cannot be decoded', async () => {
    const error = await storeIn(uploadsDir)
      .save({ bytes: headers.jpeg, format: 'jpeg' })
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ reason: 'invalid', message: UNREADABLE_IMAGE_MESSAGE });
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it.each([
    '../../etc/passwd',
    'products/../../secret',
    'products/..%2F..%2Fsecret',
    'products/0123456789ABCDEF01234567',
    'products/0123456789abcdef01234567.png',
    '/products/0123456789abcdef01234567',
    'demo/ring-1',
    '',
  ])('refuses to remove %j as not an id it made', async (publicId) => {
    const error = await storeIn(uploadsDir)
      .remove(publicId)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImageRejected);
    expect(error).toMatchObject({ reason: 'invalid' });
  });

  it('fails cleanly, leaving nothing behind, when its folder cannot be created', async () => {
    // Tests run as root, where a read-only mode is not enforced; a file in the folder's place is.
    await writeFile(path.join(uploadsDir, 'products'), 'not a folder');
    const error = await storeIn(uploadsDir)
      .save({ bytes: PNG_1PX, format: 'png' })
      .catch((err: unknown) => err);

    expect(error).toBeInstanceOf(ImageRejected);
    expect(error).toMatchObject({ reason: 'storage', message: UPLOAD_FAILED_MESSAGE });
    expect(await readdir(uploadsDir)).toEqual(['products']);
    expect(await readFile(path.join(uploadsDir, 'products'), 'utf8')).toBe('not a folder');
  });

  it('removes its temporary and renamed files when a later rename fails after a complete write', async () => {
    const id = '0123456789abcdef01234567';
    // A non-empty folder where the last size should land: the writes succeed, that rename cannot.
    const blocker = path.join(uploadsDir, 'products', `${id}-1600.webp`);
    await mkdir(blocker, { recursive: true });
    await writeFile(path.join(blocker, 'keep'), '');

    const error = await storeIn(uploadsDir, () => id)
      .save({ bytes: PNG_1PX, format: 'png' })
      .catch((err: unknown) => err);

    expect(error).toMatchObject({ reason: 'storage', message: UPLOAD_FAILED_MESSAGE });
    expect(await readdir(path.join(uploadsDir, 'products'))).toEqual([`${id}-1600.webp`]);
    expect(await readdir(blocker)).toEqual(['keep']);
  });
});

describe('photo work', () => {
  it(`runs ${IMAGE_WORK.concurrency} at a time with ${IMAGE_WORK.maxWaiting} waiting, and refuses the rest at once as busy`, async () => {
    const flood = IMAGE_WORK.concurrency + IMAGE_WORK.maxWaiting + 4;
    const results = await Promise.allSettled(
      Array.from({ length: flood }, () => prepareOwnerPhoto(PNG_1PX, 'png')),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'UNAVAILABLE' });
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(flood - 4);
  });
});

describe('the Cloudinary image store (against a local stand-in)', () => {
  let fake: FakeCloudinary;
  beforeAll(async () => {
    fake = await startFakeCloudinary();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.uploads.length = 0;
    fake.destroys.length = 0;
    fake.stored.clear();
    fake.behaviour.failNext = 0;
  });

  const store = (overrides: { uploadPreset?: string; cloudinaryUrl?: string } = {}) =>
    createCloudinaryImageStore({
      cloudinaryUrl: overrides.cloudinaryUrl ?? fake.cloudinaryUrl,
      uploadPreset: overrides.uploadPreset,
      folder: 'products',
    });

  it('uploads the bytes, signed, under a server-made public id in its folder', async () => {
    const saved = await store().save({ bytes: PNG_1PX, format: 'png' });

    expect(fake.uploads).toHaveLength(1);
    const [upload] = fake.uploads;
    expect(upload?.file).toEqual(PNG_1PX);
    expect(upload?.fields.public_id).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(upload?.fields.api_key).toBe('123456789012345');
    expect(upload?.fields.signature).toBe(
      cloudinarySignature(upload?.fields ?? {}, 'fake-api-secret'),
    );
    expect(upload?.fields.overwrite).toBe('0');
    // Kept upright, at most 2000 px and without its metadata by Cloudinary itself (decision 020).
    expect(upload?.fields.transformation).toBe('c_limit,h_2000,w_2000');
    const publicId = upload?.fields.public_id ?? '';
    const secureUrl = new RegExp(
      `^https://res\\.cloudinary\\.com/fake-cloud/image/upload/v\\d+/${publicId}\\.png$`,
    );
    expect(saved).toEqual({
      url: expect.stringMatching(secureUrl) as unknown,
      public_id: publicId,
    });
    expect(fake.stored.get(saved.public_id)).toEqual(PNG_1PX);
  });

  it('sends the configured upload preset with each upload', async () => {
    await store({ uploadPreset: 'shop_products' }).save({ bytes: headers.gif89, format: 'gif' });
    expect(fake.uploads[0]?.fields.upload_preset).toBe('shop_products');
  });

  it("keeps each store on its own account and host (not the SDK's global configuration)", async () => {
    const other = await startFakeCloudinary({
      cloudName: 'other-cloud',
      apiKey: '999',
      apiSecret: 'other-secret',
    });
    try {
      const [first, second] = await Promise.all([
        store().save({ bytes: PNG_1PX, format: 'png' }),
        store({ cloudinaryUrl: other.cloudinaryUrl }).save({ bytes: PNG_1PX, format: 'png' }),
      ]);
      expect(first.url).toContain('/fake-cloud/');
      expect(second.url).toContain('/other-cloud/');
      expect([fake.uploads.length, other.uploads.length]).toEqual([1, 1]);
    } finally {
      await other.close();
    }
  });

  it('destroys by public id; an unknown id is not an error', async () => {
    const images = store();
    const saved = await images.save({ bytes: PNG_1PX, format: 'png' });

    await images.remove(saved.public_id);
    expect(fake.stored.has(saved.public_id)).toBe(false);
    expect(fake.destroys[0]?.fields).toMatchObject({ public_id: saved.public_id });
    expect(fake.destroys[0]?.fields.signature).toBe(
      cloudinarySignature(fake.destroys[0]?.fields ?? {}, 'fake-api-secret'),
    );
    await expect(images.remove('products/0123456789abcdef01234567')).resolves.toBeUndefined();
  });

  it.each(['../x', 'products/../x', 'products/x.png', 'a b', '', 'products//x'])(
    'refuses to destroy the malformed id %j without calling Cloudinary',
    async (publicId) => {
      await expect(store().remove(publicId)).rejects.toMatchObject({ reason: 'invalid' });
      expect(fake.destroys).toHaveLength(0);
    },
  );

  it('turns a failing, refusing or unreachable host into a clear, retryable refusal', async () => {
    fake.behaviour.failNext = 1;
    const failing = await store()
      .save({ bytes: PNG_1PX, format: 'png' })
      .catch((err: unknown) => err);

    const wrongSecret = fake.cloudinaryUrl.replace('fake-api-secret', 'wrong-secret');
    const refused = await store({ cloudinaryUrl: wrongSecret })
      .save({ bytes: PNG_1PX, format: 'png' })
      .catch((err: unknown) => err);

    const closed = await startFakeCloudinary();
    await closed.close();
    const unreachable = await store({ cloudinaryUrl: closed.cloudinaryUrl })
      .save({ bytes: PNG_1PX, format: 'png' })
      .catch((err: unknown) => err);

    for (const error of [failing, refused, unreachable]) {
      expect(error).toBeInstanceOf(ImageRejected);
      expect(error).toMatchObject({ reason: 'storage', message: UPLOAD_FAILED_MESSAGE });
    }
    expect(fake.stored.size).toBe(0);
  });
});

describe('the S3 image store (against a local S3-compatible server)', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server(['pictures', 'foreign']);
  });
  afterAll(() => s3.close());

  it('puts an upright copy without metadata in each width beside the original, and removes them all by public id', async () => {
    const store = createS3ImageStore({ s3Url: s3.s3Url('pictures') });
    const saved = await store.save({ bytes: await cameraJpeg(), format: 'jpeg' });

    expect(saved.public_id).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(saved.url).toBe(`/uploads/${saved.public_id}-800.webp`);
    const id = saved.public_id;
    const stored = [
      [`${id}-1600.webp`, 600, 1200, 'webp', 'image/webp'],
      [`${id}-400.webp`, 200, 400, 'webp', 'image/webp'],
      [`${id}-800.webp`, 400, 800, 'webp', 'image/webp'],
      [`${id}.jpg`, 600, 1200, 'jpeg', 'image/jpeg'],
    ] as const;
    expect(await s3.keys('pictures')).toEqual(stored.map(([key]) => key));
    for (const [key, width, height, format, contentType] of stored) {
      const object = await s3.object('pictures', key);
      expect({ key, type: object.contentType, cache: object.cacheControl }).toEqual({
        key,
        type: contentType,
        cache: PICTURE_CACHE_CONTROL,
      });
      // Turned upright (the camera's 1200 × 600 stood on end), no EXIF, GPS, XMP or orientation.
      expect({ key, ...(await pictureFacts(object.bytes)) }).toEqual({
        key,
        width,
        height,
        format,
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
      });
    }

    await store.remove(id);
    expect(await s3.keys('pictures')).toEqual([]);
    await expect(store.remove(id)).resolves.toBeUndefined();
    await expect(store.remove('products/0123456789abcdef01234567')).resolves.toBeUndefined();
  });

  it('refuses to remove what it did not make, touching nothing in the bucket', async () => {
    await s3.put('foreign', 'demo/ring-1.webp', 'kept');
    const store = createS3ImageStore({ s3Url: s3.s3Url('foreign') });
    for (const publicId of ['demo/ring-1', '../demo/ring-1', 'products/ring-1', ''])
      await expect(store.remove(publicId)).rejects.toMatchObject({ reason: 'invalid' });
    expect(await s3.keys('foreign')).toEqual(['demo/ring-1.webp']);
  });

  it('turns a refusing, missing or unreachable bucket into a clear, retryable refusal', async () => {
    const closed = await startS3Server(['gone']);
    await closed.close();
    const failures = await Promise.all(
      [
        // s3rver checks the access key, not a V4 signature.
        s3.s3Url('pictures').replace('//S3RVER:', '//NOBODY:'),
        s3.s3Url('no-such-bucket'),
        closed.s3Url('gone'),
      ].map((s3Url) =>
        createS3ImageStore({ s3Url })
          .save({ bytes: PNG_1PX, format: 'png' })
          .catch((err: unknown) => err),
      ),
    );
    for (const error of failures) {
      expect(error).toBeInstanceOf(ImageRejected);
      expect(error).toMatchObject({ reason: 'storage', message: UPLOAD_FAILED_MESSAGE });
    }
    expect(await s3.keys('pictures')).toEqual([]);
  });
});

describe('choosing and configuring a store', () => {
  it('reads account, secret and an optional stand-in host from CLOUDINARY_URL', () => {
    expect(parseCloudinaryUrl('cloudinary://key:s%40cret@my-cloud')).toEqual({
      cloud_name: 'my-cloud',
      api_key: 'key',
      api_secret: 's@cret',
    });
    expect(
      parseCloudinaryUrl('cloudinary://key:secret@my-cloud?upload_prefix=http://127.0.0.1:4000'),
    ).toMatchObject({ upload_prefix: 'http://127.0.0.1:4000' });
    for (const bad of ['https://key:secret@my-cloud', 'cloudinary://my-cloud', 'not a url'])
      expect(() => parseCloudinaryUrl(bad)).toThrow(/CLOUDINARY_URL/);
  });

  it('reads a bucket, its credentials, another service and a CDN from S3_URL', () => {
    expect(parseS3Url('s3://AKIA1:s%2Fcr%2Bt@shop-pictures?region=eu-west-2')).toEqual({
      bucket: 'shop-pictures',
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's/cr+t' },
    });
    expect(
      parseS3Url(
        's3://k:s@pics?region=auto&endpoint=https://acc.r2.cloudflarestorage.com/&public_url=https://cdn.example.com/shop/',
      ),
    ).toMatchObject({
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      publicUrl: 'https://cdn.example.com/shop',
    });
    // No key: the AWS SDK's own credentials (environment, an instance role).
    expect(parseS3Url('s3://pics?region=eu-west-2').credentials).toBeUndefined();
    for (const [bad, message] of [
      ['s3://k:s@pics', /S3_URL must look like/],
      ['https://k:s@pics?region=x', /S3_URL must look like/],
      ['s3://k:s@pics/folder?region=x', /S3_URL must look like/],
      ['s3://k@pics?region=x', /together, or neither/],
      ['s3://k:s@pics?region=x&endpoint=ftp://host', /endpoint must be an http\(s\) URL/],
      ['s3://k:s@pics?region=x&public_url=cdn.example.com', /public_url must be an http\(s\) URL/],
    ] as const)
      expect(() => parseS3Url(bad)).toThrow(message);
  });

  it('uses a bucket with S3_URL, Cloudinary with CLOUDINARY_URL, else the local disk', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-data-'));
    const fake = await startFakeCloudinary();
    const s3 = await startS3Server(['chosen']);
    const config: ImageStoreConfig = {
      dataDir,
      s3Url: undefined,
      cloudinaryUrl: undefined,
      cloudinaryUploadPreset: undefined,
    };
    try {
      const local = await createImageStore(config).save({ bytes: PNG_1PX, format: 'png' });
      expect(local.url).toBe(`/uploads/${local.public_id}-800.webp`);
      // Three sizes and the original.
      expect(await readdir(path.join(dataDir, 'uploads', 'products'))).toHaveLength(4);

      const hosted = await createImageStore({
        ...config,
        cloudinaryUrl: fake.cloudinaryUrl,
        cloudinaryUploadPreset: 'preset',
      }).save({ bytes: PNG_1PX, format: 'png' });
      expect(hosted.url).toMatch(/^https:\/\/res\.cloudinary\.com\//);
      expect(fake.uploads[0]?.fields.upload_preset).toBe('preset');

      const bucketed = await createImageStore({ ...config, s3Url: s3.s3Url('chosen') }).save({
        bytes: PNG_1PX,
        format: 'png',
      });
      expect(bucketed.url).toBe(`/uploads/${bucketed.public_id}-800.webp`);
      expect(await s3.keys('chosen')).toHaveLength(4);
      expect(await readdir(path.join(dataDir, 'uploads', 'products'))).toHaveLength(4);
    } finally {
      await fake.close();
      await s3.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
