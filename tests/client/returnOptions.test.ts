import { describe, expect, it } from 'vitest';
import { returnOptions } from '../../src/client/components/order/returns/returnableLines';

const line = (id: string, qty: number, returnRequestedQty = 0) => ({
  _id: id,
  name: `Line ${id}`,
  price: 10,
  qty,
  returnRequestedQty,
});
const delivered = (items = [line('a', 2), line('b', 1)]) => ({
  status: 'Delivered',
  deliveredAt: '2026-11-25T15:00:00.000Z',
  orderItems: items,
});

describe('what a customer may return', () => {
  it('offers the units not yet asked back while the window is open', () => {
    const options = returnOptions(
      delivered([line('a', 2, 1), line('b', 1, 1)]),
      14,
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(options).toMatchObject({ state: 'open', lastDay: '2026-12-09' });
    expect(options.state === 'open' && options.lines.map((l) => [l._id, l.left])).toEqual([
      ['a', 1],
    ]);
  });

  it('says when the window ended', () => {
    expect(returnOptions(delivered(), 14, new Date('2026-12-10T09:00:00Z'))).toEqual({
      state: 'closed',
      message: 'The 14-day return window for this order ended on 9 December 2026.',
    });
  });

  it('offers nothing before delivery, or once everything is asked back', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(returnOptions({ ...delivered(), status: 'Order Shipped' }, 14, now).state).toBe(
      'not-delivered',
    );
    expect(returnOptions(delivered([line('a', 2, 2)]), 14, now).state).toBe('all-requested');
  });
});
