import { addDays, londonDay, londonMinutes } from './londonTime';

/** What a date estimate needs of a method. */
export interface DispatchRules {
  cutOffTime: string;
  dispatchDays: number[];
  transitDays: number;
}

/** Days nobody works: `bankHoliday` for carriers and the shop alike; `shopClosed` the shop's own. */
export interface WorkingCalendar {
  bankHoliday: (day: string) => boolean;
  shopClosed: (day: string) => boolean;
}

/** 0 = Monday … 6 = Sunday, as the opening hours and dispatch days count them. */
export const weekdayIndex = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** A year is more than any estimate needs: a method with no usable day answers null. */
const SEARCH_DAYS = 370;

/** The first day from `from` (itself included) that `usable` accepts. */
function firstDay(from: string, usable: (day: string) => boolean) {
  for (let i = 0, day = from; i < SEARCH_DAYS; i++, day = addDays(day, 1)) {
    if (usable(day)) return day;
  }
  return null;
}

const isWeekday = (day: string) => weekdayIndex(day) < 5;

/**
 * When an order placed at `now` leaves the shop (or is ready to collect): the first dispatch day
 * the shop is open, from today if before the cut-off, else from tomorrow, and after any days the
 * pieces take to make (working days). London days, YYYY-MM-DD.
 */
export function dispatchDay(
  now: Date,
  rules: DispatchRules,
  calendar: WorkingCalendar,
  makingDays = 0,
): string | null {
  const today = londonDay(now);
  let from = londonMinutes(now) < minutesOf(rules.cutOffTime) ? today : addDays(today, 1);
  const working = (day: string) =>
    isWeekday(day) && !calendar.bankHoliday(day) && !calendar.shopClosed(day);
  for (let made = 0; made < makingDays; made++) {
    const next = firstDay(from, working);
    if (!next) return null;
    from = addDays(next, 1);
  }
  return firstDay(
    from,
    (day) =>
      rules.dispatchDays.includes(weekdayIndex(day)) &&
      !calendar.bankHoliday(day) &&
      !calendar.shopClosed(day),
  );
}

/**
 * The day the parcel should arrive (or be ready to collect): its dispatch day, then the method's
 * transit days counted in carrier working days (Monday to Friday, not bank holidays).
 */
export function estimatedArrival(
  now: Date,
  rules: DispatchRules,
  calendar: WorkingCalendar,
  makingDays = 0,
): string | null {
  let day = dispatchDay(now, rules, calendar, makingDays);
  for (let left = rules.transitDays; day && left > 0; left--) {
    day = firstDay(addDays(day, 1), (d) => isWeekday(d) && !calendar.bankHoliday(d));
  }
  return day;
}
