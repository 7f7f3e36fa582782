import { ADMIN_ORDERS_PAGE_SIZE } from '../../../../shared/constants';
import { orderStatusAliases, type AdminOrderListInput } from '../adminSchemas';

/**
 * The admin orders list's choices live in the URL (`search`, `status`, `returns`, `options`,
 * `dispatch`, `sort`, `page`), so the
 * dashboard can link to `/admin/orders?status=processing` and a reload keeps the page.
 */

/** The status select: every status by its short name (the one the URL carries). */
export const adminStatusFilters = [
  { value: '', label: 'All statuses' },
  ...Object.entries(orderStatusAliases).map(([value, label]) => ({ value, label })),
];

/** Spec §9's sort fields, each ascending or descending; newest first by default. */
export const adminOrderSorts = [
  { value: 'createdAt-desc', label: 'Date: Newest first' },
  { value: 'createdAt-asc', label: 'Date: Oldest first' },
  { value: 'totalPrice-desc', label: 'Total: High to Low' },
  { value: 'totalPrice-asc', label: 'Total: Low to High' },
  { value: 'status-asc', label: 'Status: A to Z' },
  { value: 'status-desc', label: 'Status: Z to A' },
] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number]['value'];
const DEFAULT_SORT: AdminOrderSort = 'createdAt-desc';

/**
 * The Returns filter: orders with a return not yet refunded, with any return, or with a refund
 * (a return's or a cancellation's) past its due day.
 */
export const adminReturnFilters = [
  { value: '', label: 'All orders' },
  { value: 'open', label: 'Open returns' },
  { value: 'any', label: 'Any return' },
  { value: 'overdue', label: 'Overdue refunds' },
] as const;
export type AdminReturnFilter = (typeof adminReturnFilters)[number]['value'];
export const toReturnFilter = (value: string | null): AdminReturnFilter =>
  adminReturnFilters.find((option) => option.value === value)?.value ?? '';

/** The Options filter: orders with a line whose options are still to be confirmed. */
export const adminOptionsFilters = [
  { value: '', label: 'All orders' },
  { value: 'to-confirm', label: 'Waiting for a choice' },
] as const;
export type AdminOptionsFilter = (typeof adminOptionsFilters)[number]['value'];
export const toOptionsFilter = (value: string | null): AdminOptionsFilter =>
  adminOptionsFilters.find((option) => option.value === value)?.value ?? '';

/** The Dispatch filter: the to-do list's queues, paid orders to send or collections waiting. */
export const adminDispatchFilters = [
  { value: '', label: 'All orders' },
  { value: 'to-send', label: 'To send' },
  { value: 'to-collect', label: 'Waiting for collection' },
] as const;
export type AdminDispatchFilter = (typeof adminDispatchFilters)[number]['value'];
export const toDispatchFilter = (value: string | null): AdminDispatchFilter =>
  adminDispatchFilters.find((option) => option.value === value)?.value ?? '';

export interface AdminOrderQuery {
  search: string;
  /** A short status name ('processing'), or '' for every status. */
  status: string;
  returns: AdminReturnFilter;
  options: AdminOptionsFilter;
  dispatch: AdminDispatchFilter;
  sort: AdminOrderSort;
  page: number;
}

/** A status from the URL or the select: a short name or a status value; anything else is ''. */
export function toStatusFilter(value: string | null): string {
  const wanted = value?.trim() ?? '';
  if (Object.hasOwn(orderStatusAliases, wanted.toLowerCase())) return wanted.toLowerCase();
  const named = Object.entries(orderStatusAliases).find(([, status]) => status === wanted);
  return named?.[0] ?? '';
}

export const toOrderSort = (value: string | null): AdminOrderSort =>
  adminOrderSorts.find((option) => option.value === value)?.value ?? DEFAULT_SORT;

export function readAdminOrderQuery(params: URLSearchParams): AdminOrderQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: toStatusFilter(params.get('status')),
    returns: toReturnFilter(params.get('returns')),
    options: toOptionsFilter(params.get('options')),
    dispatch: toDispatchFilter(params.get('dispatch')),
    sort: toOrderSort(params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for these choices, leaving out the defaults. */
export function adminOrderParams(query: AdminOrderQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.returns) params.set('returns', query.returns);
  if (query.options) params.set('options', query.options);
  if (query.dispatch) params.set('dispatch', query.dispatch);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Spec §2's "filters are active": a search or a status narrows the list (a sort does not). */
export const hasActiveFilters = (query: AdminOrderQuery) =>
  !!query.search || !!query.status || !!query.returns || !!query.options || !!query.dispatch;

/** Anything for Reset Filters to undo: a filter, or a sort other than the default. */
export const differsFromDefault = (query: AdminOrderQuery) =>
  hasActiveFilters(query) || query.sort !== DEFAULT_SORT;

/** The list call for these choices (spec §9: 10 a page). */
export function toListInput(query: AdminOrderQuery): AdminOrderListInput {
  const [sortBy, order] = query.sort.split('-') as [
    NonNullable<AdminOrderListInput['sortBy']>,
    NonNullable<AdminOrderListInput['order']>,
  ];
  return {
    page: query.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
    sortBy,
    order,
    ...(query.status ? { status: query.status } : {}),
    ...(query.returns ? { returns: query.returns } : {}),
    ...(query.options ? { options: query.options } : {}),
    ...(query.dispatch ? { dispatch: query.dispatch } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

/** The CSV export's query: the list's filters, every page. */
export function exportParams(query: AdminOrderQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.returns) params.set('returns', query.returns);
  if (query.options) params.set('options', query.options);
  if (query.search) params.set('search', query.search);
  return params;
}
