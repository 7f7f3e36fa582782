import sharp from 'sharp';
import { createAdminByApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * A phone camera's JPEG: 4000 × 3000 with a little grain, EXIF (make, model) and a GPS position,
 * drawn from a demo photograph so the encoders see something like a real picture.
 */
async function cameraJpeg() {
  const demo = new URL(
    '../../src/server/demo/pictures/wren-diamond-twist-ring-1-800.webp',
    import.meta.url,
  );
  const scene = await sharp(demo.pathname)
    .resize(3000, 3000)
    .extend({ left: 500, right: 500, background: '#efe9e1' })
    .resize(4000, 3000)
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 31/1 0/1' },
    })
    .toBuffer();
}

test("an owner's photo is offered in sizes, and a phone loads at most 100 KB of it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 7);
  const admin = await createAdminByApi(page.request, 'Photo Admin');
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const camera = await cameraJpeg();
  expect(camera.length).toBeGreaterThan(500_000);

  const category = (await (
    await page.request.post('/api/products/categories/create', {
      headers: asAdmin,
      data: { name: `Photo Rings ${suffix}` },
    })
  ).json()) as { _id: string };
  const upload = await page.request.post('/api/upload/product-image', {
    headers: asAdmin,
    multipart: { image: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: camera } },
  });
  expect(upload.status()).toBe(201);
  const { images } = (await upload.json()) as { images: { url: string; public_id: string }[] };
  const created = await page.request.post('/api/products/create', {
    headers: asAdmin,
    data: {
      name: `Photographed Ring ${suffix}`,
      price: 420,
      category: category._id,
      countInStock: 2,
      description: 'A ring photographed by the owner.',
      images,
    },
  });
  const product = (await created.json()) as { _id: string };

  // The served picture carries no EXIF (so no GPS).
  const served = await page.request.get(images[0]!.url);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

  // A phone: 390 px wide at 3 device pixels per CSS pixel.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const shopper = await phone.newPage();
  const loaded: { url: string; bytes: number }[] = [];
  shopper.on('response', (response) => {
    if (!response.url().includes('/uploads/products/')) return;
    void response
      .body()
      .then((body) => loaded.push({ url: response.url(), bytes: body.length }))
      .catch(() => undefined);
  });
  await shopper.goto(`/product/${product._id}`);
  const stem = images[0]!.url.replace(/-800\.webp$/, '');
  const picture = shopper.locator(`img[src="${images[0]!.url}"]`).first();
  await expect(picture).toHaveAttribute(
    'srcset',
    `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1600.webp 1600w`,
  );
  await expect(picture).toHaveAttribute('sizes', /100vw/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  const largest = Math.max(...loaded.map((r) => r.bytes));
  console.log(`owner photo on a 390 px phone: ${JSON.stringify(loaded)}`);
  expect(largest).toBeLessThanOrEqual(100 * 1024);
  expect(loaded.every((r) => r.url.endsWith('.webp'))).toBe(true);
  await phone.close();
});
