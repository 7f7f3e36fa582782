import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAdminDate,
  formatAdminDateTime,
  formatAdminDay,
  formatDateGB,
  formatDateTimeGB,
  formatLongDay,
  formatTimeGB,
  londonDay,
} from '../../src/shared/londonTime';
import { estimatedDelivery } from '../../src/shared/orders';
import { myDataFileName } from '../../src/shared/privacy';

/*
 * The shop prints every date in London time, so the server (whatever zone its machine is set to)
 * and a shopper's browser (wherever it is) print the same day. Each case runs with the process's
 * own clock set to zones on both sides of London and across the date line.
 */
const zones = ['UTC', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'Pacific/Honolulu'];
const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

function inEveryZone(check: () => void) {
  for (const zone of zones) {
    process.env.TZ = zone;
    check();
  }
}

/** A moment as each of the shop's formatters prints it. */
const printed = (moment: string) => ({
  storefront: formatDateGB(moment),
  storefrontWithTime: formatDateTimeGB(moment),
  time: formatTimeGB(moment),
  admin: formatAdminDate(moment),
  adminWithTime: formatAdminDateTime(new Date(moment)),
  day: londonDay(moment),
});

describe('a moment late in the evening, UTC', () => {
  it.each([
    {
      season: 'in summer (BST) is already the next day in London',
      moment: '2026-07-10T23:30:00Z',
      expected: {
        storefront: '11 Jul 2026',
        storefrontWithTime: '11 Jul 2026, 00:30',
        time: '00:30',
        admin: 'Jul 11, 2026',
        adminWithTime: 'Jul 11, 2026, 12:30 AM',
        day: '2026-07-11',
      },
    },
    {
      season: 'in winter (GMT) is the same day in London',
      moment: '2026-01-10T23:30:00Z',
      expected: {
        storefront: '10 Jan 2026',
        storefrontWithTime: '10 Jan 2026, 23:30',
        time: '23:30',
        admin: 'Jan 10, 2026',
        adminWithTime: 'Jan 10, 2026, 11:30 PM',
        day: '2026-01-10',
      },
    },
  ])('$season', ({ moment, expected }) => {
    inEveryZone(() => expect(printed(moment)).toEqual(expected));
  });

  it('just after midnight in London is that day, in both seasons', () => {
    inEveryZone(() => {
      expect(formatDateGB('2026-07-10T23:00:00Z')).toBe('11 Jul 2026'); // 00:00 BST
      expect(formatDateGB('2026-07-10T22:59:00Z')).toBe('10 Jul 2026'); // 23:59 BST
      expect(formatDateGB('2026-01-11T00:00:00Z')).toBe('11 Jan 2026'); // 00:00 GMT
    });
  });
});

describe('a calendar day (YYYY-MM-DD)', () => {
  it('is written as that day: the admin’s chart labels and the storefront’s days', () => {
    inEveryZone(() => {
      expect(formatAdminDay('2026-07-11')).toBe('Jul 11');
      expect(formatAdminDay('2026-01-10')).toBe('Jan 10');
      expect(formatAdminDay('2026-03-29')).toBe('Mar 29'); // the clocks go forward
      expect(formatAdminDate('2026-12-31')).toBe('Dec 31, 2026');
      expect(formatLongDay('2026-12-09')).toBe('9 December 2026');
      expect(formatDateGB('2026-10-25')).toBe('25 Oct 2026'); // the clocks go back
    });
  });
});

describe('days counted from a moment', () => {
  it('count London days: delivery by, and the name of a data download', () => {
    inEveryZone(() => {
      // Ordered at 00:30 on 11 July in London: guaranteed by 16 July.
      expect(formatDateGB(estimatedDelivery('2026-07-10T23:30:00Z'))).toBe('16 Jul 2026');
      // Ordered at 23:30 on 28 March (GMT); the clocks go forward on the 29th.
      expect(formatDateGB(estimatedDelivery('2026-03-28T23:30:00Z'))).toBe('2 Apr 2026');
      expect(myDataFileName(new Date('2026-07-10T23:30:00Z'))).toBe('my-data-2026-07-11.json');
    });
  });
});
