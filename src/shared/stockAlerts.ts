/** Back-in-stock alerts' constants; without zod, for the storefront's route table (decision 060). */

/** Where a "stop this alert" link lands: a page with one button (a mail scanner only reads it). */
export const STOCK_ALERT_STOP_PATH = '/stock-alerts/stop';

/** The most alerts one address may have waiting; asking again for the same one does not count. */
export const MAX_STOCK_ALERTS_PER_ADDRESS = 20;
