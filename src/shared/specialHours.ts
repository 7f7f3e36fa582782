import { addDays } from './londonTime';

/**
 * Special opening hours (decision 051): a London day with its own hours, or closed all day
 * (a bank holiday, Christmas), which wins over the weekday's usual hours.
 */
export interface SpecialHoursEntry {
  /** YYYY-MM-DD, a London day. */
  date: string;
  isClosed: boolean;
  /** 'HH:MM' on a 24-hour clock; '' when closed. */
  openTime: string;
  closeTime: string;
  /** Why, as the shop says it: 'Christmas Eve'. */
  note: string;
}

/** The most days ahead the shop keeps special hours for (a list, not a calendar). */
export const MAX_SPECIAL_HOURS = 100;
/** How far ahead the storefront lists them. */
export const SPECIAL_HOURS_SHOWN_DAYS = 42;

/** The entry for a London day, if the shop has one. */
export const specialHoursOnDay = (entries: readonly SpecialHoursEntry[], day: string) =>
  entries.find((entry) => entry.date === day);

/** The entries from `today` for the next SPECIAL_HOURS_SHOWN_DAYS days, as the storefront lists them. */
export function comingSpecialHours(entries: readonly SpecialHoursEntry[], today: string) {
  const last = addDays(today, SPECIAL_HOURS_SHOWN_DAYS);
  return entries
    .filter((entry) => entry.date >= today && entry.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}
