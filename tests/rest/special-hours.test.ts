import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { specialOpeningHours } from '../../src/server/db/schema';
import { closedDays, specialHoursOn } from '../../src/server/modules/shop';
import { addDays, fromLondonWallClock, londonDay } from '../../src/shared/londonTime';
import { isOpenNow } from '../../src/shared/openNow';
import { defaultStoreHours, type ShopInfo } from '../../src/shared/shop';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url);
  await setAdmin(database.db, owner.id, true);
  admin = owner;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const today = londonDay(new Date());
const inDays = (days: number) => addDays(today, days);
const week = defaultStoreHours.map((h) => ({ ...h }));

const saveHours = (body: object) =>
  rest.put<ShopInfo & { message?: string }>('/api/shop/hours', body, admin);

describe('special opening hours', () => {
  it('refuses a closing time before the opening time, a past date, a date twice, and more than 100', async () => {
    const backwards = await saveHours({
      storeHours: week,
      specialHours: [{ date: inDays(3), openTime: '16:00', closeTime: '10:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('the closing time must be after the opening time');

    const badTime = await saveHours({
      storeHours: week,
      specialHours: [{ date: inDays(3), openTime: '9am', closeTime: '17:00' }],
    });
    expect(badTime.body.message).toContain('24-hour clock');

    const past = await saveHours({
      storeHours: week,
      specialHours: [{ date: inDays(-1), isClosed: true }],
    });
    expect(past).toMatchObject({ status: 400 });
    expect(past.body.message).toContain('has passed');

    const twice = await saveHours({
      storeHours: week,
      specialHours: [
        { date: inDays(2), isClosed: true },
        { date: inDays(2), isClosed: true },
      ],
    });
    expect(twice.body.message).toContain('listed twice');

    const tooMany = await saveHours({
      storeHours: week,
      specialHours: Array.from({ length: 101 }, (_, i) => ({
        date: inDays(i + 1),
        isClosed: true,
      })),
    });
    expect(tooMany.body.message).toContain('At most 100');
    // None of those saved anything.
    expect((await rest.get<ShopInfo>('/api/shop')).body.specialHours).toEqual([]);
  });

  it('saves closed days and short days, answers them in GET /api/shop, and closedDays lists the closed ones', async () => {
    const saved = await saveHours({
      storeHours: week,
      specialHours: [
        { date: inDays(10), openTime: '10:00', closeTime: '14:00', note: 'Christmas Eve' },
        { date: inDays(3), isClosed: true, openTime: '09:00', note: 'Bank holiday' },
        { date: inDays(4), isClosed: true },
      ],
    });
    expect(saved.status).toBe(200);
    const expected = [
      { date: inDays(3), isClosed: true, openTime: '', closeTime: '', note: 'Bank holiday' },
      { date: inDays(4), isClosed: true, openTime: '', closeTime: '', note: '' },
      {
        date: inDays(10),
        isClosed: false,
        openTime: '10:00',
        closeTime: '14:00',
        note: 'Christmas Eve',
      },
    ];
    expect(saved.body.specialHours).toEqual(expected);
    expect((await rest.get<ShopInfo>('/api/shop')).body.specialHours).toEqual(expected);

    expect(await closedDays(database.db, today, inDays(30))).toEqual(
      new Set([inDays(3), inDays(4)]),
    );
    expect(await closedDays(database.db, inDays(4), inDays(10))).toEqual(new Set([inDays(4)]));
    expect(await closedDays(database.db, inDays(5), inDays(30))).toEqual(new Set());
    expect(await specialHoursOn(database.db, inDays(10))).toMatchObject({ openTime: '10:00' });
    expect(await specialHoursOn(database.db, inDays(11))).toBeNull();
  });

  it('keeps the special hours through a spec §7 PUT without them and a GET → PUT round trip', async () => {
    const before = (await rest.get<ShopInfo>('/api/shop')).body;
    expect(before.specialHours).toHaveLength(3);

    const spec = await saveHours({ storeHours: week });
    expect(spec.status).toBe(200);
    expect(spec.body.specialHours).toEqual(before.specialHours);

    const roundTrip = await saveHours(before);
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toEqual(before);
    const info = await rest.put(
      '/api/shop/infoUpdate',
      {
        ...before,
        shopName: before.shopName || 'Shop',
        email: before.email || 'shop@example.test',
      },
      admin,
    );
    expect(info.status).toBe(200);
    expect((await rest.get<ShopInfo>('/api/shop')).body.specialHours).toEqual(before.specialHours);
  });

  it('leaves a day already past alone when a list read before midnight is sent back', async () => {
    await database.db
      .insert(specialOpeningHours)
      .values({ date: inDays(-2), isClosed: true, note: 'Boxing Day' });
    const before = (await rest.get<ShopInfo>('/api/shop')).body.specialHours;
    const stale = [
      { date: inDays(-2), isClosed: true, openTime: '', closeTime: '', note: 'Boxing Day' },
      ...before,
    ];
    expect((await saveHours({ storeHours: week, specialHours: stale })).status).toBe(200);
    // Changing it is refused: the past is not rewritten.
    const changed = await saveHours({
      storeHours: week,
      specialHours: [{ ...stale[0]!, note: 'Something else' }],
    });
    expect(changed.status).toBe(400);
    expect(await closedDays(database.db, inDays(-2), inDays(-2))).toEqual(new Set([inDays(-2)]));

    // Sending an empty list clears the coming ones only.
    const cleared = await saveHours({ storeHours: week, specialHours: [] });
    expect(cleared.body.specialHours).toEqual([]);
    expect(await closedDays(database.db, inDays(-5), inDays(30))).toEqual(new Set([inDays(-2)]));
  });
});

describe('open now on a special day', () => {
  const weekly = defaultStoreHours; // Monday 09:00 AM – 18:00 PM
  // 23 Nov 2026 is a Monday.
  const mondayAt = (time: string) => fromLondonWallClock(`2026-11-23T${time}`)!;

  it('follows the weekday without special hours, and the special day when it has them', () => {
    expect(isOpenNow(weekly, mondayAt('12:00'))).toBe(true);
    const closed = [{ date: '2026-11-23', isClosed: true, openTime: '', closeTime: '', note: '' }];
    expect(isOpenNow(weekly, mondayAt('12:00'), closed)).toBe(false);
    const short = [
      { date: '2026-11-23', isClosed: false, openTime: '10:00', closeTime: '14:00', note: '' },
    ];
    expect(isOpenNow(weekly, mondayAt('13:59'), short)).toBe(true);
    expect(isOpenNow(weekly, mondayAt('14:00'), short)).toBe(false);
    expect(isOpenNow(weekly, mondayAt('09:30'), short)).toBe(false);
    // Another day's entry changes nothing today; a Sunday (closed weekly) opens on its special day.
    expect(isOpenNow(weekly, mondayAt('12:00'), [{ ...closed[0]!, date: '2026-11-24' }])).toBe(
      true,
    );
    const sunday = fromLondonWallClock('2026-11-29T11:00')!;
    expect(isOpenNow(weekly, sunday)).toBe(false);
    expect(isOpenNow(weekly, sunday, [{ ...short[0]!, date: '2026-11-29' }])).toBe(true);
  });
});
