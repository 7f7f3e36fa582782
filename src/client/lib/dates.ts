const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '3 Mar 2025': every storefront date (spec §9: en-GB, short month names). */
export const formatDateGB = (date: Date | string) => dayMonthYear.format(new Date(date));

const hoursMinutes = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '14:35': a time later today, such as when an unpaid order releases its items. */
export const formatTimeGB = (iso: string) => hoursMinutes.format(new Date(iso));

const inLondon = { timeZone: 'Europe/London' } as const;
const londonDay = new Intl.DateTimeFormat('en-GB', { ...inLondon, dateStyle: 'medium' });
const londonDayAndTime = new Intl.DateTimeFormat('en-GB', {
  ...inLondon,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** '3 Mar 2025' in the shop's time zone, whatever the visitor's clock says. */
export const formatLondonDate = (iso: string) => londonDay.format(new Date(iso));

/** '3 Mar 2025, 14:35' in the shop's time zone. */
export const formatLondonDateTime = (iso: string) => londonDayAndTime.format(new Date(iso));
