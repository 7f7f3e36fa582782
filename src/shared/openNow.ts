import { londonDay, londonMinutes, londonWeekday } from './londonTime';
import { parseStoreTime, type StoreHoursEntry } from './shop';
import { specialHoursOnDay, type SpecialHoursEntry } from './specialHours';

/*
 * Apart from shop.ts, which every page's first download holds (the footer's opening hours): only
 * the store and about pages ask whether the shop is open, and the clock comes with them.
 */

/**
 * Open Now: the current time lies between today's open and close times. A day with special hours
 * (a bank holiday) uses those instead of the weekday's.
 */
export function isOpenNow(
  hours: StoreHoursEntry[],
  now: Date,
  specialHours: readonly SpecialHoursEntry[] = [],
): boolean {
  const special = specialHoursOnDay(specialHours, londonDay(now));
  const weekday = londonWeekday(now).toLowerCase();
  const today = special ?? hours.find((h) => h.day.toLowerCase() === weekday);
  if (!today || today.isClosed) return false;
  const open = parseStoreTime(today.openTime);
  const close = parseStoreTime(today.closeTime);
  if (open === null || close === null) return false;
  const minutes = londonMinutes(now);
  return minutes >= open && minutes < close;
}
