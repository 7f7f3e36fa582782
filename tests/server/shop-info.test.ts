import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { shopInfo, storeHours } from '../../src/server/db/schema';
import { defaultStoreHours, fallbackShopInfo } from '../../src/shared/shop';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('shop information', () => {
  it('falls back to defaults, with the spec’s default store hours, before any is saved', async () => {
    const info = await createCaller(database).shop.info();
    expect(info).toEqual(fallbackShopInfo);
    expect(info.storeHours.map((h) => [h.day, h.isClosed])).toEqual([
      ['Monday', false],
      ['Tuesday', false],
      ['Wednesday', false],
      ['Thursday', false],
      ['Friday', false],
      ['Saturday', false],
      ['Sunday', true],
    ]);
  });

  it('returns the saved information with the address composed on one line', async () => {
    await database.db.insert(shopInfo).values({
      shopName: 'Vale & Co',
      email: 'hello@vale.example',
      street: '1 Hatton Garden',
      city: 'London',
      zipCode: 'EC1N 8JY',
      country: 'United Kingdom',
      instagram: 'https://instagram.com/vale',
    });
    await database.db
      .insert(storeHours)
      .values(defaultStoreHours.map((h, dayIndex) => ({ ...h, dayIndex, openTime: '10:00 AM' })));
    const info = await createCaller(database).shop.info();
    expect(info).toMatchObject({
      shopName: 'Vale & Co',
      address: { street: '1 Hatton Garden', city: 'London', state: '', zipCode: 'EC1N 8JY' },
      formattedAddress: '1 Hatton Garden, London, EC1N 8JY, United Kingdom',
      socialMedia: { instagram: 'https://instagram.com/vale', facebook: '' },
    });
    // Spec §3's own '18:00 PM', stored as typed, is answered as the 6 PM it means.
    expect(info.storeHours[0]).toEqual({
      day: 'Monday',
      openTime: '10:00 AM',
      closeTime: '06:00 PM',
      isClosed: false,
    });
  });
});
