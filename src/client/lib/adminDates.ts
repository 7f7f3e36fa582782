/** Spec §9: the admin area writes dates in en-US with short month names. */

const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Nov 23, 2026': an order's date in the admin's tables and cards. */
export const formatAdminDate = (date: Date | string) => monthDayYear.format(new Date(date));

const monthDayYearTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 23, 2026, 8:52 PM': when something happened to an order (status history, payment). */
export const formatAdminDateTime = (date: Date | string) => monthDayYearTime.format(new Date(date));

/*
 * A calendar day written 'YYYY-MM-DD' (the revenue chart's days) is read and written in UTC, so
 * the day named is the day given whatever the browser's time zone.
 */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthDayYearUTC = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 23' for '2026-11-23'. */
export const formatAdminDay = (day: string) => monthDay.format(calendarDay(day));

/** 'Nov 23, 2026' for '2026-11-23'. */
export const formatAdminDayWithYear = (day: string) => monthDayYearUTC.format(calendarDay(day));
