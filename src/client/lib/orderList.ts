import type { MyOrderSort, MyOrderStatusFilter } from '../../shared/myOrders';
import { variationLabel, type VariationChoice } from '../../shared/variations';

/**
 * The customer's orders list (spec §2): search, status filter, sort and pages, worked out by the
 * server (`orders.mine`), one page at a time. The URL holds the choices (`q`, `status`, `sort`,
 * `page`), so a reload or a shared link shows the same page.
 */

export const orderStatusFilters: readonly { value: MyOrderStatusFilter; label: string }[] = [
  { value: 'all', label: 'All orders' },
  // Spec §4's 'Processing' class: the unpaid orders, named as their Paid or Processing badge.
  { value: 'processing', label: 'Processing' },
  { value: 'paid', label: 'Paid' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'delivered', label: 'Delivered' },
];
export type OrderStatusFilter = MyOrderStatusFilter;

export const orderSortOptions: readonly { value: MyOrderSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'price-low', label: 'Price: Low to High' },
];
export type OrderSort = MyOrderSort;

export interface OrderListQuery {
  search: string;
  status: OrderStatusFilter;
  sort: OrderSort;
  page: number;
}

const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null) =>
  options.find((option) => option.value === value)?.value;

/** A choice read from a select or the URL; anything unknown is the default. */
export const toStatusFilter = (value: string | null) => oneOf(orderStatusFilters, value) ?? 'all';
export const toOrderSort = (value: string | null) => oneOf(orderSortOptions, value) ?? 'newest';

/** The list's choices from the URL; anything unreadable falls back to the default. */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    status: toStatusFilter(params.get('status')),
    sort: toOrderSort(params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for these choices, leaving out the defaults. */
export function orderListParams(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const hasOrderFilters = (query: OrderListQuery) =>
  query.search !== '' || query.status !== 'all';

/** 'Halo Ring × 2, Curb Chain and 1 more': the order's lines in one short line. */
export function itemsSummary(
  items: { name: string; qty: number; variation?: VariationChoice; optionsToConfirm?: string[] }[],
  shown = 2,
) {
  const names = items
    .slice(0, shown)
    .map((item) => {
      const choice = variationLabel(item.variation, item.optionsToConfirm);
      const name = choice ? `${item.name} (${choice})` : item.name;
      return item.qty > 1 ? `${name} × ${item.qty}` : name;
    })
    .join(', ');
  const more = items.length - shown;
  return more > 0 ? `${names} and ${more} more` : names;
}
