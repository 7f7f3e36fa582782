import { stat } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { demoPicturesDir } from '../../src/server/demo/pictures';
import { seedDemoDataIfEmpty } from '../../src/server/demo/seed';
import { isOpenNow } from '../../src/shared/openNow';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo data', () => {
  it('creates a browsable shop once, with the pictures the build ships and no accounts', async () => {
    expect(await seedDemoDataIfEmpty(database.db)).toEqual({ categories: 4, products: 52 });
    expect(await seedDemoDataIfEmpty(database.db)).toBeNull();

    const caller = createCaller(database);
    const all = await caller.catalog.products({ limit: 100 });
    expect(all.total).toBe(52);
    expect(all.products.every((p) => p.images.length >= 2)).toBe(true);
    const home = await caller.catalog.home();
    expect(home.featured.total).toBeGreaterThan(8);
    // Spec §3's banners, each true of what it opens (decision 022).
    expect(home.banners.map((b) => [b.label, b.salePercent])).toEqual([
      ['Small design Rings', 20],
      ['White gold rings', 10],
      ['Platinum Rings', 30],
    ]);
    const platinumRings = await caller.catalog.products({
      category: 'rings',
      material: 'platinum',
    });
    expect(platinumRings.total).toBeGreaterThan(0);
    expect(platinumRings.products.every((p) => p.material === 'platinum')).toBe(true);
    expect(home.slides.every((s) => s.fromPrice !== null && s.image)).toBe(true);
    const tree = await caller.catalog.categoryTree();
    expect(tree.map((c) => c.name).sort()).toEqual(['Bracelets', 'Earrings', 'Necklaces', 'Rings']);
    expect(tree.every((c) => c.children.length >= 3)).toBe(true);

    const shop = await caller.shop.info();
    expect(shop.address.country).toBe('United Kingdom');
    expect(shop.storeHours.find((h) => h.day === 'Sunday')?.isClosed).toBe(true);
    // In the admin form's placeholder format, so clients that read the times can.
    expect(shop.storeHours[0]).toEqual({
      day: 'Monday',
      openTime: '9:00 AM',
      closeTime: '6:00 PM',
      isClosed: false,
    });
    expect(isOpenNow(shop.storeHours, new Date('2026-11-23T17:30:00Z'))).toBe(true);

    // Every product has at least two photographs; each `url` is a real 800 px WebP well under
    // 60 KB, with its 400 px size beside it, in the build's folder that serves them
    // (tests/rest/shared-pictures.test.ts).
    const urls = all.products.flatMap((p) => p.images.map((image) => image.url));
    expect(urls).toHaveLength(52 * 2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+-800\.webp$/);
      const file = path.join(demoPicturesDir, path.basename(url));
      const listed = await sharp(file).metadata();
      expect([listed.format, listed.width, listed.height]).toEqual(['webp', 800, 800]);
      expect((await stat(file)).size).toBeLessThan(60_000);
      const small = await sharp(file.replace(/-800\.webp$/, '-400.webp')).metadata();
      expect([small.format, small.width]).toEqual(['webp', 400]);
    }

    const [accounts] = await database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(0);
  });
});
