const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '3 Mar 2025': the wishlist's and the orders' dates (spec §9: en-GB, short month names). */
export const formatDateGB = (iso: string) => dayMonthYear.format(new Date(iso));

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '8 March 2025': a promise the shopper reads once, such as the guaranteed delivery date. */
export const formatLongDateGB = (date: Date | string) => longDate.format(new Date(date));

const hoursMinutes = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '14:35': a time later today, such as when an unpaid order releases its items. */
export const formatTimeGB = (iso: string) => hoursMinutes.format(new Date(iso));
