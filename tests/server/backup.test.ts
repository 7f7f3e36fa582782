import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  queryRows,
  type Database,
  type Db,
} from '../../src/server/db/client';
import { createS3ImageStore } from '../../src/server/integrations/images/s3ImageStore';
import { createBackup, restoreBackup } from '../../src/server/maintenance/backup';
import { withDatabaseName } from '../support/databaseUrls';
import { usingPostgres } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { PNG_1PX } from '../support/photos';
import { startS3Server } from '../support/s3Server';

const folders: string[] = [];
async function tempFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-test-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

/** A small shop: a category, two products with pictures, and a file in the uploads folder. */
async function fillShop(db: Db, dataDir: string) {
  const category = await createCategory(db, { name: 'Rings' });
  await createProduct(db, { name: 'Kept Ring', categoryId: category.id, price: 120 });
  await createProduct(db, { name: 'Second Ring', categoryId: category.id, price: 80 });
  await mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'products', 'picture.webp'), 'RIFF....WEBP');
}

async function contents(db: Db) {
  const [row] = await queryRows<{ products: string; categories: string }>(
    db,
    sql`select
      (select string_agg(name || ':' || price_pence, ',' order by name) from products) as products,
      (select string_agg(name, ',' order by name) from categories) as categories`,
  );
  return row;
}

describe('backups of the embedded database', () => {
  it(
    'restores the database and the uploads into a fresh data folder',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempFolder();
      const source: Database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
      await source.migrate();
      await fillShop(source.db, dataDir);
      const before = await contents(source.db);
      await source.close();

      const file = await createBackup({ dataDir, databaseUrl: undefined });
      expect(file.startsWith(path.join(dataDir, 'backups'))).toBe(true);

      const freshDir = await tempFolder();
      const manifest = await restoreBackup({ dataDir: freshDir, databaseUrl: undefined }, file);
      expect(manifest.database).toBe('pglite');
      const restored = openPglite({ dataDir: path.join(freshDir, 'pglite') });
      expect(await contents(restored.db)).toEqual(before);
      await restored.close();
      expect(
        await readFile(path.join(freshDir, 'uploads', 'products', 'picture.webp'), 'utf8'),
      ).toBe('RIFF....WEBP');

      // Restoring over a shop that exists is refused: nothing live is overwritten.
      await expect(
        restoreBackup({ dataDir: freshDir, databaseUrl: undefined }, file),
      ).rejects.toThrow(/already holds a database/);
    },
  );

  it('refuses while a shop is running on the folder', async () => {
    const dataDir = await tempFolder();
    const shop = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dataDir, 'shop.pid'), String(shop.pid));
      await expect(createBackup({ dataDir, databaseUrl: undefined })).rejects.toThrow(
        `The shop is running (process ${shop.pid})`,
      );
      expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    } finally {
      shop.kill();
    }
  });
});

describe.runIf(usingPostgres())('backups of a PostgreSQL database', () => {
  async function freshDatabase() {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const name = `shop_backup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({
      connectionString: withDatabaseName(source.templateUrl, 'postgres'),
    });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return {
      url: withDatabaseName(source.templateUrl, name),
      async drop() {
        const again = new pg.Client({
          connectionString: withDatabaseName(source.templateUrl, 'postgres'),
        });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }

  it('dumps a live database and restores it into a fresh one, refusing a database in use', async () => {
    const dataDir = await tempFolder();
    const sourceDb = await freshDatabase();
    const targetDb = await freshDatabase();
    try {
      const source = openPostgres(sourceDb.url);
      await source.migrate();
      await fillShop(source.db, dataDir);
      const before = await contents(source.db);
      const file = await createBackup({ dataDir, databaseUrl: sourceDb.url });
      await source.close();

      const freshDir = await tempFolder();
      await restoreBackup({ dataDir: freshDir, databaseUrl: targetDb.url }, file);
      const restored = openPostgres(targetDb.url);
      expect(await contents(restored.db)).toEqual(before);
      await restored.close();
      expect(existsSync(path.join(freshDir, 'uploads', 'products', 'picture.webp'))).toBe(true);

      await expect(
        restoreBackup({ dataDir: freshDir, databaseUrl: targetDb.url }, file),
      ).rejects.toThrow('The target database is not empty');
    } finally {
      await sourceDb.drop();
      await targetDb.drop();
    }
  });

  it("takes the pictures from the shop's bucket, and restores them into another bucket", async () => {
    const s3 = await startS3Server(['live', 'rebuilt']);
    const dataDir = await tempFolder();
    const sourceDb = await freshDatabase();
    const targetDb = await freshDatabase();
    try {
      // The database is the test above's; here it stays empty. A picture left on the disk from
      // before the bucket is not the shop's any more.
      await mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', 'products', 'old.webp'), 'RIFF....WEBP');
      const saved = await createS3ImageStore({ s3Url: s3.s3Url('live') }).save({
        bytes: PNG_1PX,
        format: 'png',
      });
      const pictures = await s3.keys('live');
      expect(pictures).toHaveLength(4);
      await s3.put('live', 'notes/readme.txt', 'not a picture: left out');

      const file = await createBackup({
        dataDir,
        databaseUrl: sourceDb.url,
        s3Url: s3.s3Url('live'),
      });
      const freshDir = await tempFolder();
      await restoreBackup(
        { dataDir: freshDir, databaseUrl: targetDb.url, s3Url: s3.s3Url('rebuilt') },
        file,
      );

      expect(await s3.keys('rebuilt')).toEqual(pictures);
      const listed = `${saved.public_id}-800.webp`;
      expect((await s3.object('rebuilt', listed)).bytes).toEqual(
        (await s3.object('live', listed)).bytes,
      );
      // The pictures were the bucket's: nothing from the source's disk, nothing onto the new one.
      expect(existsSync(path.join(freshDir, 'uploads'))).toBe(false);
    } finally {
      await sourceDb.drop();
      await targetDb.drop();
      await s3.close();
    }
  });
});
