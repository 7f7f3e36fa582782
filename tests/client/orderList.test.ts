import { describe, expect, it } from 'vitest';
import {
  itemsSummary,
  orderListParams,
  readOrderListQuery,
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
