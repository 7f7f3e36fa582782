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
export type Weekday = (typeof weekdays)[number];

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the cap only bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 256;
/** A reset code is valid this long and allows this many wrong tries. */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * Calls in one tRPC batch request, for the client's batching link and the server's cap alike: a
 * page asks a handful at once, and one request must not queue dozens of password checks.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

export const REDIRECT_AFTER_RESET_STEP_MS = 1000;
export const REDIRECT_AFTER_ADMIN_REGISTRATION_MS = 1500;

/**
 * Orders: a sane cap per line and per order; spec §9's delivery estimate and list sizes. The line
 * cap also bounds what one customer's unpaid orders may hold of a product at once, and they may
 * have at most MAX_UNPAID_ORDERS waiting for payment: stock is not a free lock.
 */
export const MAX_LINE_QUANTITY = 20;
export const MAX_ORDER_LINES = 50;
export const MAX_UNPAID_ORDERS = 5;
export const ESTIMATED_DELIVERY_DAYS = 5;
export const CUSTOMER_ORDERS_PAGE_SIZE = 5;
export const ACCOUNT_RECENT_ORDERS = 3;

/** Admin area (spec §9). */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_PRODUCTS_PAGE_SIZE = 24;
export const ADMIN_RECENT_ORDERS = 5;
export const PRODUCT_SAVE_REDIRECT_MS = 2000;
export const DASHBOARD_REVENUE_DAYS = 30;

/**
 * Marketing (decision 059): Admin → Customers who agreed lists this many a page; a newsletter
 * link confirms within this many days; an abandoned checkout is reminded this long after its hold
 * ended, at most twice, and a paid order within the recovery window counts as recovered.
 */
export const ADMIN_CONSENTS_PAGE_SIZE = 20;
export const NEWSLETTER_CONFIRM_DAYS = 7;
export const CHECKOUT_REMINDER_DELAYS_MINUTES = [60, 24 * 60] as const;
export const CHECKOUT_RECOVERY_DAYS = 7;
