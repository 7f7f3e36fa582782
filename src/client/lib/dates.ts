const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '3 Mar 2025': the wishlist's dates (spec §9: en-GB, short month names). */
export const formatDateGB = (iso: string) => dayMonthYear.format(new Date(iso));
