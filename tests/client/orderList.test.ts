import { describe, expect, it } from 'vitest';
import {
  itemsSummary,
  orderListParams,
  readOrderListQuery,
  selectOrders,
  type ListedOrder,
  type OrderListQuery,
} from '../../src/client/lib/orderList';

const params = (query: string) => new URLSearchParams(query);
const query = (changes: Partial<OrderListQuery> = {}): OrderListQuery => ({
  search: '',
  status: 'all',
  sort: 'newest',
  page: 1,
  ...changes,
});

let made = 0;
function order(changes: Partial<ListedOrder> & { day: number }): ListedOrder {
  const { day, ...rest } = changes;
  made += 1;
  return {
    _id: `${made.toString(16).padStart(2, '0')}ab${'0'.repeat(20)}`,
    createdAt: `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    totalPrice: 100,
    isPaid: false,
    isDelivered: false,
    orderItems: [{ name: 'Halo Ring', qty: 1 }],
    ...rest,
  };
}

const unpaid = order({ day: 1, totalPrice: 50, orderItems: [{ name: 'Curb Chain', qty: 2 }] });
const shipping = order({ day: 2, totalPrice: 300, isPaid: true });
const delivered = order({ day: 3, totalPrice: 120, isPaid: true, isDelivered: true });
const all = [shipping, unpaid, delivered];
const ids = (list: ListedOrder[]) => list.map((o) => o._id);

describe('the orders list query in the URL', () => {
  it('reads the defaults from an empty or unreadable query', () => {
    expect(readOrderListQuery(params(''))).toEqual(query());
    expect(readOrderListQuery(params('status=lost&sort=random&page=-2'))).toEqual(query());
    expect(readOrderListQuery(params('page=1.5'))).toEqual(query());
  });

  it('reads its choices and writes them back without the defaults', () => {
    const read = readOrderListQuery(params('q=+ring+&status=paid&sort=price-low&page=3'));
    expect(read).toEqual(query({ search: 'ring', status: 'paid', sort: 'price-low', page: 3 }));
    expect(orderListParams(read).toString()).toBe('q=ring&status=paid&sort=price-low&page=3');
    expect(orderListParams(query()).toString()).toBe('');
  });
});

describe('selectOrders', () => {
  it('searches by order id, by the order number shown for it, and by product name', () => {
    expect(ids(selectOrders(all, query({ search: unpaid._id.slice(0, 6) })).orders)).toEqual([
      unpaid._id,
    ]);
    const number = `#${unpaid._id.slice(0, 8).toUpperCase()}`;
    expect(ids(selectOrders(all, query({ search: number })).orders)).toEqual([unpaid._id]);
    expect(ids(selectOrders(all, query({ search: 'curb' })).orders)).toEqual([unpaid._id]);
    expect(selectOrders(all, query({ search: 'tiara' })).total).toBe(0);
  });

  it('filters by spec §4 classification, and paid by the flag alone', () => {
    const only = (status: OrderListQuery['status']) =>
      ids(selectOrders(all, query({ status })).orders);
    expect(only('processing')).toEqual([unpaid._id]);
    expect(only('shipping')).toEqual([shipping._id]);
    expect(only('delivered')).toEqual([delivered._id]);
    expect(only('paid')).toEqual([delivered._id, shipping._id]);
    expect(only('all')).toHaveLength(3);
  });

  it('sorts newest, oldest, price high and price low', () => {
    const sorted = (sort: OrderListQuery['sort']) => ids(selectOrders(all, query({ sort })).orders);
    expect(sorted('newest')).toEqual([delivered._id, shipping._id, unpaid._id]);
    expect(sorted('oldest')).toEqual([unpaid._id, shipping._id, delivered._id]);
    expect(sorted('price-high')).toEqual([shipping._id, delivered._id, unpaid._id]);
    expect(sorted('price-low')).toEqual([unpaid._id, delivered._id, shipping._id]);
  });

  it('shows 5 per page, and the last page for a page past the end', () => {
    const many = Array.from({ length: 12 }, (_, i) => order({ day: i + 1 }));
    const second = selectOrders(many, query({ page: 2 }));
    expect(second).toMatchObject({ total: 12, page: 2, pages: 3 });
    expect(second.orders).toHaveLength(5);
    expect(second.orders[0]!.createdAt).toContain('2025-03-07');
    const past = selectOrders(many, query({ page: 9 }));
    expect(past).toMatchObject({ page: 3, pages: 3 });
    expect(past.orders).toHaveLength(2);
    expect(selectOrders([], query())).toMatchObject({ total: 0, page: 1, pages: 1, orders: [] });
  });
});

describe('itemsSummary', () => {
  it('names the first lines with their quantities and counts the rest', () => {
    expect(itemsSummary([{ name: 'Halo Ring', qty: 1 }])).toBe('Halo Ring');
    expect(
      itemsSummary([
        { name: 'Halo Ring', qty: 2 },
        { name: 'Curb Chain', qty: 1 },
        { name: 'Pearl Studs', qty: 1 },
        { name: 'Locket', qty: 3 },
      ]),
    ).toBe('Halo Ring × 2, Curb Chain and 2 more');
  });

  it('tells two sizes of one ring apart', () => {
    expect(
      itemsSummary([
        { name: 'Halo Ring', qty: 1, variation: { Size: 'N' } },
        { name: 'Halo Ring', qty: 2, variation: { Size: 'P' } },
        { name: 'Curb Chain', qty: 1, variation: {} },
      ]),
    ).toBe('Halo Ring (Size: N), Halo Ring (Size: P) × 2 and 1 more');
  });
});
