/** Business constants of spec §9, in one place for the server and the client. */

export const CURRENCY = 'GBP';

export const PRODUCTS_PAGE_SIZE = 12;
export const PRODUCTS_MAX_PAGE_SIZE = 100;
export const PAGINATION_WINDOW = 5;
export const PRICE_RANGE_DEFAULT = { min: 0, max: 5000 } as const;

export const HOME_TAB_LIMIT = 8;
export const HOME_CAROUSEL_LIMIT = 10;
export const CAROUSEL_PER_SLIDE = 2;
export const RELATED_PRODUCTS_LIMIT = 4;

export const CARD_SNIPPET_LENGTH = 80;
export const CAROUSEL_SNIPPET_LENGTH = 100;

export const SLIDER_INTERVAL_MS = 7000;
export const SLIDER_TRANSITION_MS = 700;
export const STICKY_HEADER_THRESHOLD_PX = 200;

export const DEFAULT_RATING = 4.5;
export const REVIEW_COUNT_RANGE = { min: 5, max: 54 } as const;

export const NOTICE_MS = 3000;

export const materials = ['yellow-gold', 'white-gold', 'rose-gold', 'platinum', 'silver'] as const;
export type Material = (typeof materials)[number];

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
