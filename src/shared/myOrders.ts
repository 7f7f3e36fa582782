import { CUSTOMER_ORDERS_PAGE_SIZE } from './constants';
import { numberInput } from './numbers';
import { z } from './zod';

/** My Orders' status filter (spec §4's classes, and Paid by the flag alone). */
export const myOrderStatusFilters = ['all', 'processing', 'paid', 'shipping', 'delivered'] as const;
export type MyOrderStatusFilter = (typeof myOrderStatusFilters)[number];

export const myOrderSorts = ['newest', 'oldest', 'price-high', 'price-low'] as const;
export type MyOrderSort = (typeof myOrderSorts)[number];

/** A spec §7 client's page when it asks for a page without a limit. */
export const MY_ORDERS_REST_PAGE_SIZE = 20;

/** The most orders one page of My Orders carries. */
export const MY_ORDERS_MAX_LIMIT = 100;

const page = numberInput(
  'page',
  z.number().int('page must be a whole number').min(1, 'page must be 1 or more'),
);
const limit = numberInput(
  'limit',
  z
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MY_ORDERS_MAX_LIMIT, `limit must be at most ${MY_ORDERS_MAX_LIMIT}`),
);

/**
 * One page of the signed-in customer's orders, filtered and sorted on the server (spec §2's
 * search by order id, order number or product name).
 */
export const myOrdersInput = z.object({
  page: page.default(1),
  limit: limit.default(CUSTOMER_ORDERS_PAGE_SIZE),
  search: z.string().trim().max(100).default(''),
  status: z.enum(myOrderStatusFilters).default('all'),
  sort: z.enum(myOrderSorts).default('newest'),
});
export type MyOrdersInput = z.input<typeof myOrdersInput>;
export type MyOrdersQuery = z.output<typeof myOrdersInput>;

/**
 * Spec §7 GET /orders/myorders: without `page` and `limit` every order (no cap), as spec clients
 * expect; with either, that page (limit 20 unless given), its total in `X-Total-Count`.
 */
export const myOrdersRestQuery = z.object({ page: page.optional(), limit: limit.optional() });
