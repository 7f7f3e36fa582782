import { describe, expect, it } from 'vitest';
import { formatGBP, formatGBPCode, toPence, toPounds } from '../../src/shared/money';
import { pageWindow, showingRange } from '../../src/shared/pagination';
import { ratingShown } from '../../src/shared/ratings';
import { isOpenNow } from '../../src/shared/openNow';
import { defaultStoreHours, displayStoreTime, parseStoreTime } from '../../src/shared/shop';
import { slugify } from '../../src/shared/slugify';

describe('money', () => {
  it('formats pounds for the cart and for cards', () => {
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBPCode(1234.5)).toBe('GBP 1,234.50');
  });

  it('converts without floating-point drift', () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPounds(1999)).toBe(19.99);
  });
});

describe('slugify', () => {
  it('lowercases, drops non-word characters, hyphenates whitespace and collapses hyphens', () => {
    expect(slugify('Small design Rings')).toBe('small-design-rings');
    expect(slugify('  Rings & Bands!  ')).toBe('rings-bands');
    expect(slugify('Tennis -- Bracelets')).toBe('tennis-bracelets');
  });
});

describe('pagination', () => {
  it('slides a window of five pages, clamped at both ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("gives 'Showing X-Y of N' bounds", () => {
    expect(showingRange(1, 12, 52)).toEqual({ from: 1, to: 12 });
    expect(showingRange(5, 12, 52)).toEqual({ from: 49, to: 52 });
    expect(showingRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('ratings shown', () => {
  const product = (_id: string, reviewCount = 0, averageRating = 0) => ({
    _id,
    reviewCount,
    averageRating,
  });

  it('shows real reviews whatever the placeholder setting', () => {
    const real = { rating: 3.8, count: 7, placeholder: false };
    expect(ratingShown(product('a'.repeat(24), 7, 3.8), true)).toEqual(real);
    expect(ratingShown(product('a'.repeat(24), 7, 3.8), false)).toEqual(real);
  });

  it('shows 4.5 and a stable 5-54 count with no reviews while placeholders are on', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(24, '0'));
    const shown = ids.map((id) => ratingShown(product(id), true));
    const counts = shown.map((s) => s?.count ?? 0);
    expect(shown.every((s) => s?.rating === 4.5 && s.placeholder)).toBe(true);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...counts)).toBeLessThanOrEqual(54);
    expect(new Set(counts).size).toBeGreaterThan(20);
    expect(ids.map((id) => ratingShown(product(id), true)?.count)).toEqual(counts);
  });

  it('shows nothing with no reviews once placeholders are off', () => {
    expect(ratingShown(product('b'.repeat(24)), false)).toBeNull();
  });
});

describe('store hours', () => {
  it('reads 12- and 24-hour times, including the spec’s "18:00 PM"', () => {
    expect(parseStoreTime('9:00 AM')).toBe(9 * 60);
    expect(parseStoreTime('6:00 PM')).toBe(18 * 60);
    expect(parseStoreTime('18:00 PM')).toBe(18 * 60);
    expect(parseStoreTime('12:30 PM')).toBe(12 * 60 + 30);
    expect(parseStoreTime('12:00 AM')).toBe(0);
    expect(parseStoreTime('17:45')).toBe(17 * 60 + 45);
    expect(parseStoreTime('noonish')).toBeNull();
    expect(parseStoreTime('25:00')).toBeNull();
  });

  // 2026-11-23 is a Monday; London is on GMT in November.
  const at = (iso: string) => new Date(iso);
  it('is open between today’s open and close times, in London time', () => {
    expect(isOpenNow(defaultStoreHours, at('2026-11-23T08:59:00Z'))).toBe(false);
    expect(isOpenNow(defaultStoreHours, at('2026-11-23T09:00:00Z'))).toBe(true);
    expect(isOpenNow(defaultStoreHours, at('2026-11-23T17:59:00Z'))).toBe(true);
    expect(isOpenNow(defaultStoreHours, at('2026-11-23T18:00:00Z'))).toBe(false);
  });

  it('is closed all day on a day marked Closed, and honours British Summer Time', () => {
    expect(isOpenNow(defaultStoreHours, at('2026-11-22T12:00:00Z'))).toBe(false); // Sunday
    expect(isOpenNow(defaultStoreHours, at('2026-11-28T12:00:00Z'))).toBe(true); // Saturday
    // 08:30 UTC on a July Monday is 09:30 in London.
    expect(isOpenNow(defaultStoreHours, at('2026-07-06T08:30:00Z'))).toBe(true);
  });
});

describe('store time display', () => {
  it('shows a 24-hour time with a suffix the 12-hour way, anything else as typed', () => {
    expect(displayStoreTime('18:00 PM')).toBe('06:00 PM');
    expect(displayStoreTime('16:30 PM')).toBe('04:30 PM');
    expect(displayStoreTime('9:00 AM')).toBe('9:00 AM');
    expect(displayStoreTime('09:00 AM')).toBe('09:00 AM');
    expect(displayStoreTime(' by appointment ')).toBe('by appointment');
  });
});
