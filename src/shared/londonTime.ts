/*
 * The shop's one clock: every date it prints, on the server and in the browser, is read in
 * London (GMT in winter, BST in summer), so a page says the same day wherever it is rendered and
 * whatever zone the visitor's computer or the server is set to.
 */

/** The shop keeps its days and months as London sees them. */
export const SHOP_TIME_ZONE = 'Europe/London';

/** A moment (a Date or an ISO string), or a calendar day written YYYY-MM-DD. */
export type DateLike = Date | string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Noon UTC is the same day in London in every season, so a calendar day stays that day. */
const toDate = (date: DateLike) =>
  typeof date === 'string' && CALENDAR_DAY.test(date)
    ? new Date(`${date}T12:00:00Z`)
    : new Date(date);

/** A formatter in London time, built when first used (a page that prints no date builds none). */
function inLondon(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (date: DateLike) =>
    (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE })).format(
      toDate(date),
    );
}

// Spec §9: the storefront writes en-GB dates with short month names.
/** '3 Mar 2025'. */
export const formatDateGB = /* @__PURE__ */ inLondon('en-GB', { dateStyle: 'medium' });
/** '14:35': a time later today, such as when an unpaid order releases its items. */
export const formatTimeGB = /* @__PURE__ */ inLondon('en-GB', { timeStyle: 'short' });
/** '3 Mar 2025, 14:35'. */
export const formatDateTimeGB = /* @__PURE__ */ inLondon('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** 'Tue 1 Dec': a day soon, such as when a parcel should arrive. */
export const formatSoonDay = /* @__PURE__ */ inLondon('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
/** '9 December 2026': a day in a sentence (the end of a return window). */
export const formatLongDay = /* @__PURE__ */ inLondon('en-GB', { dateStyle: 'long' });

// Spec §9: the admin area writes en-US dates with short month names.
/** 'Nov 23, 2026'. */
export const formatAdminDate = /* @__PURE__ */ inLondon('en-US', { dateStyle: 'medium' });
/** 'Nov 23, 2026, 8:52 PM': when something happened to an order (status history, payment). */
export const formatAdminDateTime = /* @__PURE__ */ inLondon('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** 'Nov 23': a day on the revenue chart. */
export const formatAdminDay = /* @__PURE__ */ inLondon('en-US', { month: 'short', day: 'numeric' });

const dayFormat = /* @__PURE__ */ inLondon('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A calendar day in London, as YYYY-MM-DD. */
export const londonDay = (date: DateLike): string => dayFormat(date);

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls a day past the month's end (or below 1) into the next (or previous) month.
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday London is on: 'Monday'. */
export const londonWeekday = /* @__PURE__ */ inLondon('en-GB', { weekday: 'long' });

const clockFormat = /* @__PURE__ */ inLondon('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight on a London clock: 14:05 is 845. */
export function londonMinutes(date: Date): number {
  const [hours, minutes] = clockFormat(date).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** '2026-11-26 14:05': a moment as a London clock shows it, for a spreadsheet. */
export const londonDateTime = (date: DateLike): string => `${londonDay(date)} ${clockFormat(date)}`;

/**
 * The first and last London days of a calendar month: `monthsBack` 0 is the month `now` is in,
 * 1 the one before. Answered as YYYY-MM-DD, as the CSV export's range takes them.
 */
export function londonMonth(now: Date, monthsBack = 0): { from: string; to: string } {
  const [year, month] = londonDay(now).split('-').map(Number) as [number, number];
  // Date.UTC rolls a month below 1 (or a day 0) over into the year (or month) before.
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  const last = new Date(Date.UTC(year, month - monthsBack, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** '2026-11-26T14:05': a moment as a London clock shows it, as a datetime-local input holds it. */
export const toLondonWallClock = (date: DateLike): string =>
  `${londonDay(date)}T${clockFormat(date)}`;

/**
 * The moment a London clock shows `wallClock` ('2026-11-26T14:05'). London is GMT or one hour
 * ahead, so it is one of two moments: the earlier that London shows so (a time that happens twice
 * as the clocks go back is its first, summer, one); a time skipped as they go forward is read as
 * GMT, the hour after on the clock. Null when `wallClock` is not such a time.
 */
export function fromLondonWallClock(wallClock: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallClock)) return null;
  const asGmt = Date.parse(`${wallClock}:00Z`);
  // Date.parse rolls 30 February over into March.
  if (Number.isNaN(asGmt) || new Date(asGmt).toISOString().slice(0, 16) !== wallClock) return null;
  const summer = new Date(asGmt - 3_600_000);
  return toLondonWallClock(summer) === wallClock ? summer : new Date(asGmt);
}
