import { CUSTOMER_ORDERS_PAGE_SIZE } from '../../shared/constants';
import { variationLabel, type VariationChoice } from '../../shared/variations';
import { classifyCustomerOrder, orderIdInSearch, orderNumber } from './schemas';

/**
 * The customer's orders list (spec §2): search, status filter, sort and pages, worked out in the
 * browser over the one list the server sends. The URL holds the choices (`q`, `status`, `sort`,
 * `page`), so a reload or a shared link shows the same page.
 */

export const orderStatusFilters = [
  { value: 'all', label: 'All orders' },
  // Spec §4's 'Processing' class: the unpaid orders, named as their Paid or Processing badge.
  { value: 'processing', label: 'Processing' },
  { value: 'paid', label: 'Paid' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'delivered', label: 'Delivered' },
] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number]['value'];

export const orderSortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'price-low', label: 'Price: Low to High' },
] as const;
export type OrderSort = (typeof orderSortOptions)[number]['value'];

export interface OrderListQuery {
  search: string;
  status: OrderStatusFilter;
  sort: OrderSort;
  page: number;
}

/** What the list needs of an order. */
export interface ListedOrder {
  _id: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  isDelivered: boolean;
  orderItems: { name: string; qty: number; variation?: VariationChoice }[];
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

/** Spec §2: by order id (or the order number shown for it) or by a product's name. */
function matchesSearch(order: ListedOrder, search: string) {
  const needle = orderIdInSearch(search).toLowerCase();
  if (!needle) return true;
  return (
    order._id.toLowerCase().includes(needle) ||
    orderNumber(order._id).toLowerCase().includes(needle) ||
    order.orderItems.some((item) => item.name.toLowerCase().includes(needle))
  );
}

/** Processing, Shipping and Delivered by spec §4's classification; Paid by the flag alone. */
function matchesStatus(order: ListedOrder, status: OrderStatusFilter) {
  if (status === 'all') return true;
  if (status === 'paid') return order.isPaid;
  return classifyCustomerOrder(order).toLowerCase() === status;
}

const time = (order: ListedOrder) => new Date(order.createdAt).getTime();
const comparators: Record<OrderSort, (a: ListedOrder, b: ListedOrder) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  'price-high': (a, b) => b.totalPrice - a.totalPrice || time(b) - time(a),
  'price-low': (a, b) => a.totalPrice - b.totalPrice || time(b) - time(a),
};

/** The page of orders to show, with how many match and how many pages they fill. */
export function selectOrders<T extends ListedOrder>(orders: T[], query: OrderListQuery) {
  const matching = orders
    .filter((order) => matchesSearch(order, query.search) && matchesStatus(order, query.status))
    .sort(comparators[query.sort]);
  const pages = Math.max(1, Math.ceil(matching.length / CUSTOMER_ORDERS_PAGE_SIZE));
  // A page number past the end (fewer orders since the link was made) shows the last page.
  const page = Math.min(query.page, pages);
  const start = (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE;
  return {
    orders: matching.slice(start, start + CUSTOMER_ORDERS_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
  };
}

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
