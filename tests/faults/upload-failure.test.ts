import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { UPLOAD_FAILED_MESSAGE } from '../../src/server/integrations/images/imageStore';
import { restClient } from '../support/http';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabase,
  type FaultDatabase,
} from './support/faultShop';
import { startShop, type ShopProcess } from './support/shopProcess';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let database: FaultDatabase;
let shop: ShopProcess;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  database = await startFaultDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-faults-data-'));
  shop = await startShop({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  adminToken = await signUpAdmin(shop.url, database.db);
});
afterAll(async () => {
  await shop?.stop();
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append('images', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), `${i}.png`);
  }
  const response = await fetch(`${shop.url}/api/upload/product-image`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      images?: { url: string; public_id: string }[];
    },
  };
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

it('refuses an upload the disk cannot take with a clear message, leaves no file and no broken product', async () => {
  const { productIds } = await seedCatalogue(database.db, { products: 1 });
  const uploadsDir = path.join(dataDir, 'uploads');
  // The process runs as root, whom permissions do not stop: a file where the folder should be
  // makes every write under it fail (ENOTDIR), as a read-only or missing disk would.
  await writeFile(uploadsDir, '');
  const before = await filesUnder(dataDir);

  const failed = await upload(3);
  const after = await filesUnder(dataDir);
  expect(failed).toEqual({ status: 503, body: { message: UPLOAD_FAILED_MESSAGE } });
  expect(after).toEqual(before);
  expect((await stat(uploadsDir)).size).toBe(0);

  // The disk is back: the same upload works, and a product saved with it shows its pictures.
  await rm(uploadsDir);
  const stored = await upload(2);
  expect(stored.status).toBe(201);
  const rest = restClient(shop.url);
  const product = await rest.get<{
    name: string;
    description: string;
    price: number;
    countInStock: number;
    category: { _id: string };
  }>(`/api/products/byId/${productIds[0]}`);
  const saved = await rest.put(
    `/api/products/update/${productIds[0]}`,
    {
      name: product.body.name,
      description: product.body.description,
      price: product.body.price,
      countInStock: product.body.countInStock,
      category: product.body.category._id,
      images: stored.body.images,
    },
    { token: adminToken },
  );
  expect(saved.status).toBe(200);

  // No product points at a picture that is not there.
  const images = await queryRows<{ url: string }>(
    database.db,
    sql`select url from product_images where url like '/uploads/%'`,
  );
  expect(images).toHaveLength(2);
  const served = await Promise.all(images.map(({ url }) => fetch(`${shop.url}${url}`)));
  expect(served.map((r) => r.status)).toEqual([200, 200]);
  const leftovers = (await filesUnder(uploadsDir)).filter((f) => path.basename(f).startsWith('.'));
  console.log(
    `Scenario 6, uploads on a failing disk: answered ${failed.status} "${failed.body.message}"; ` +
      `files written ${after.length - before.length}; after repair ${stored.status}, ` +
      `${images.length} product images all served, ${leftovers.length} temporary files left`,
  );
  expect(leftovers).toEqual([]);
});
