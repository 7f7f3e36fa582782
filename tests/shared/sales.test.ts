import { describe, expect, it } from 'vitest';
import { fromLondonWallClock, toLondonWallClock } from '../../src/shared/londonTime';
import { saleIsOn, wasPriceStanding } from '../../src/shared/sales';

describe('London wall clock times (a sale’s start and end)', () => {
  it('reads summer and winter times, and round-trips', () => {
    expect(fromLondonWallClock('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(fromLondonWallClock('2026-12-01T00:00')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(toLondonWallClock('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
  });

  it('reads an hour that happens twice as its first, and a skipped hour as the one after', () => {
    // 25 Oct 2026: 01:30 is 00:30 GMT (BST), then again at 01:30 GMT.
    expect(fromLondonWallClock('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 29 Mar 2026: 01:30 never shows on a London clock; read as 02:30 BST.
    expect(fromLondonWallClock('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(fromLondonWallClock('')).toBeNull();
    expect(fromLondonWallClock('2026-02-30T10:00')).toBeNull();
    expect(fromLondonWallClock('tomorrow')).toBeNull();
  });
});

describe('a sale’s dates', () => {
  const sale = {
    regularPence: 10_000,
    salePence: 8_000,
    startsAt: new Date('2026-10-24T23:00:00Z'),
    endsAt: new Date('2026-10-26T00:00:00Z'),
  };
  it('include the start and exclude the end', () => {
    expect(saleIsOn(sale, new Date('2026-10-24T22:59:59.999Z'))).toBe(false);
    expect(saleIsOn(sale, new Date('2026-10-24T23:00:00Z'))).toBe(true);
    expect(saleIsOn(sale, new Date('2026-10-25T23:59:59.999Z'))).toBe(true);
    expect(saleIsOn(sale, new Date('2026-10-26T00:00:00Z'))).toBe(false);
  });
});

describe('a was-price against the price history', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const charged = [
    { price: 79, from: '2026-11-20T00:00:00Z', until: null },
    { price: 100, from: '2026-09-01T00:00:00Z', until: '2026-11-20T00:00:00Z' },
    { price: 120, from: '2026-06-01T00:00:00Z', until: '2026-09-01T00:00:00Z' },
  ];
  it('stands when charged within the last 28 days (now included)', () => {
    expect(wasPriceStanding(charged, 100, now)).toEqual({
      chargedRecently: true,
      lastChargedAt: new Date('2026-11-20T00:00:00Z'),
    });
    expect(wasPriceStanding(charged, 79, now).chargedRecently).toBe(true);
  });
  it('does not when last charged before, or never', () => {
    expect(wasPriceStanding(charged, 120, now).chargedRecently).toBe(false);
    expect(wasPriceStanding(charged, 150, now)).toEqual({
      chargedRecently: false,
      lastChargedAt: null,
    });
  });
});
