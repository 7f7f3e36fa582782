import Holidays from 'date-holidays';
import type { WorkingCalendar } from '../../../shared/deliveryDates';

/**
 * England and Wales' bank holidays (the shop sends from England), from the maintained
 * `date-holidays` package, read once per year asked and kept: they never change within a run.
 */
const england = new Holidays('GB', 'ENG');
const byYear = new Map<number, Set<string>>();

export function isBankHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      england
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days.has(day);
}

/** The calendar dates are counted in: bank holidays, and the days the shop says it is closed. */
export const workingCalendar = (
  shopClosedDays: ReadonlySet<string> = new Set(),
): WorkingCalendar => ({
  bankHoliday: isBankHoliday,
  shopClosed: (day) => shopClosedDays.has(day),
});
