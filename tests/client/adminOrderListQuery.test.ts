import { describe, expect, it } from 'vitest';
import {
  adminOrderParams,
  differsFromDefault,
  exportParams,
  hasActiveFilters,
  readAdminOrderQuery,
  toListInput,
} from '../../src/client/components/admin/orders/orderListQuery';

const read = (query: string) => readAdminOrderQuery(new URLSearchParams(query));

describe('the admin orders list URL', () => {
  it('defaults to every order, newest first, page 1', () => {
    const query = read('');
    expect(query).toEqual({
      search: '',
      status: '',
      returns: '',
      options: '',
      dispatch: '',
      sort: 'createdAt-desc',
      page: 1,
    });
    expect(toListInput(query)).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      order: 'desc',
    });
    expect(hasActiveFilters(query)).toBe(false);
    expect(differsFromDefault(query)).toBe(false);
  });

  it('reads the dashboard link ?status=processing, and a status written out in full', () => {
    expect(read('status=processing').status).toBe('processing');
    expect(read('status=Processing').status).toBe('processing');
    expect(read('status=Payment%20Processing').status).toBe('pending');
    expect(read('status=lost').status).toBe('');
  });

  it('passes search, status, sort and page to the list call', () => {
    const query = read('search=%20olivia%20&status=shipped&sort=totalPrice-asc&page=3');
    expect(toListInput(query)).toEqual({
      page: 3,
      limit: 10,
      sortBy: 'totalPrice',
      order: 'asc',
      status: 'shipped',
      search: 'olivia',
    });
    expect(hasActiveFilters(query)).toBe(true);
  });

  it('ignores an unreadable sort or page', () => {
    expect(read('sort=price&page=-2')).toMatchObject({ sort: 'createdAt-desc', page: 1 });
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(adminOrderParams(read('')).toString()).toBe('');
    expect(
      adminOrderParams({
        search: 'a b',
        status: 'delivered',
        returns: '',
        options: 'to-confirm',
        dispatch: 'to-send',
        sort: 'status-asc',
        page: 2,
      }).toString(),
    ).toBe(
      'search=a+b&status=delivered&options=to-confirm&dispatch=to-send&sort=status-asc&page=2',
    );
    expect(toListInput(read('dispatch=to-collect&dispatch=x'))).toMatchObject({
      dispatch: 'to-collect',
    });
    expect(read('dispatch=anything').dispatch).toBe('');
  });

  it('counts a sort as something to reset, not as a filter', () => {
    const sorted = read('sort=status-desc');
    expect(hasActiveFilters(sorted)).toBe(false);
    expect(differsFromDefault(sorted)).toBe(true);
  });

  it('filters orders with open returns, as a filter the list and the export share', () => {
    const query = read('returns=open');
    expect(query.returns).toBe('open');
    expect(read('returns=lost').returns).toBe('');
    expect(hasActiveFilters(query)).toBe(true);
    expect(toListInput(query)).toMatchObject({ returns: 'open' });
    expect(exportParams(query).toString()).toBe('returns=open');
  });

  it('exports the filtered orders, not one page of them', () => {
    const query = read('search=olivia&status=shipped&sort=totalPrice-asc&page=3');
    expect(exportParams(query).toString()).toBe('status=shipped&search=olivia');
  });
});
