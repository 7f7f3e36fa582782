/** The shop keeps its days and months as London sees them (GMT in winter, BST in summer). */
export const SHOP_TIME_ZONE = 'Europe/London';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day in London, as YYYY-MM-DD. */
export const londonDay = (date: Date): string => dayFormat.format(date);

/** '2026-11-26 14:05': a moment as a London clock shows it, for a spreadsheet. */
export function londonDateTime(date: Date | string): string {
  const parts = dateTimeParts.formatToParts(new Date(date));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

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
