import { describe, expect, it } from 'vitest';
import { postcodeInArea } from '../../src/shared/delivery';
import { estimatedArrival, type WorkingCalendar } from '../../src/shared/deliveryDates';
import { isBankHoliday } from '../../src/server/modules/delivery/calendar';

const calendar = (closed: string[] = []): WorkingCalendar => ({
  bankHoliday: isBankHoliday,
  shopClosed: (day) => closed.includes(day),
});
const special = { cutOffTime: '13:00', dispatchDays: [0, 1, 2, 3, 4], transitDays: 1 };
const tracked48 = { ...special, transitDays: 2 };
const collection = { cutOffTime: '15:00', dispatchDays: [0, 1, 2, 3, 4, 5], transitDays: 0 };
/** A moment given as London's wall clock in winter (GMT). */
const gmt = (wallClock: string) => new Date(`${wallClock}:00Z`);

describe('estimated delivery dates', () => {
  it('sends today before the cut-off and tomorrow after it', () => {
    expect(estimatedArrival(gmt('2026-11-25T12:59'), special, calendar())).toBe('2026-11-26');
    expect(estimatedArrival(gmt('2026-11-25T13:00'), special, calendar())).toBe('2026-11-27');
  });

  it('reads the cut-off on London clocks in summer time', () => {
    // 11:30 GMT is 12:30 in London in July: before the 13:00 cut-off.
    expect(estimatedArrival(new Date('2026-07-01T11:30:00Z'), special, calendar())).toBe(
      '2026-07-02',
    );
    expect(estimatedArrival(new Date('2026-07-01T12:30:00Z'), special, calendar())).toBe(
      '2026-07-03',
    );
  });

  it('skips the weekend for dispatch and transit', () => {
    expect(estimatedArrival(gmt('2026-11-27T14:00'), special, calendar())).toBe('2026-12-01');
    expect(estimatedArrival(gmt('2026-11-28T10:00'), special, calendar())).toBe('2026-12-01');
    expect(estimatedArrival(gmt('2026-11-26T10:00'), tracked48, calendar())).toBe('2026-11-30');
  });

  it('skips bank holidays: Christmas with its substitute Boxing Day, and the August Monday', () => {
    expect(isBankHoliday('2026-12-28')).toBe(true);
    expect(estimatedArrival(gmt('2026-12-24T14:00'), special, calendar())).toBe('2026-12-30');
    expect(estimatedArrival(new Date('2026-08-28T14:00:00Z'), tracked48, calendar())).toBe(
      '2026-09-03',
    );
  });

  it('has collections ready the same day on Saturdays, never on a closed day', () => {
    expect(estimatedArrival(gmt('2026-11-28T10:00'), collection, calendar())).toBe('2026-11-28');
    expect(estimatedArrival(gmt('2026-11-28T16:00'), collection, calendar())).toBe('2026-11-30');
    expect(estimatedArrival(gmt('2026-11-28T16:00'), collection, calendar(['2026-11-30']))).toBe(
      '2026-12-01',
    );
  });

  it('adds the days a piece takes to make, in working days', () => {
    // Made in Thu, Fri, Mon; sent Tuesday; arrives Wednesday.
    expect(estimatedArrival(gmt('2026-11-26T10:00'), special, calendar(), 3)).toBe('2026-12-02');
  });

  it('answers null for a method with no day it can send on', () => {
    expect(
      estimatedArrival(gmt('2026-11-26T10:00'), { ...special, dispatchDays: [] }, calendar()),
    ).toBeNull();
  });
});

describe('postcode areas', () => {
  it.each([
    ['IV', 'IV2 3AB', true],
    ['PA20-49', 'PA34 4AA', true],
    ['PA20-49', 'PA2 1AA', false],
    ['PA20-49', 'PA50 1AA', false],
    ['BT', 'bt1 5gs', true],
    ['B', 'BT1 5GS', false],
    ['KW1', 'KW1 4AA', true],
    ['KW1', 'KW10 4AA', false],
    ['ZE', 'not a postcode', false],
  ])('%s holds %s: %s', (pattern, postcode, inside) => {
    expect(postcodeInArea(pattern, postcode)).toBe(inside);
  });
});
