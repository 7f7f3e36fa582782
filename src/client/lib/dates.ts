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
