import { describe, expect, it } from 'vitest';
import { revenueTicks } from '../../src/client/components/admin/revenueScale';
import {
  formatAdminDate,
  formatAdminDay,
  formatAdminDayWithYear,
} from '../../src/client/lib/adminDates';

describe('admin dates (spec §9: en-US, short month names)', () => {
  it('writes a date as Nov 23, 2026', () => {
    expect(formatAdminDate(new Date(2026, 10, 23, 12))).toBe('Nov 23, 2026');
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatAdminDay('2026-03-01')).toBe('Mar 1');
    expect(formatAdminDayWithYear('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('the revenue chart scale', () => {
  it('rounds the top up to a figure that reads well', () => {
    expect(revenueTicks(1450)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(revenueTicks(90)).toEqual([0, 25, 50, 75, 100]);
    expect(revenueTicks(4000)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(revenueTicks(12.5)).toEqual([0, 5, 10, 15, 20]);
  });

  it('keeps a scale for a month without revenue', () => {
    expect(revenueTicks(0)).toEqual([0, 25, 50, 75, 100]);
  });
});
