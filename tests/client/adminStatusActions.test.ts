import { describe, expect, it } from 'vitest';
import {
  canEditTracking,
  canRecordPayment,
  isStatusActionDisabled,
  showsTracking,
  statusActions,
  statusChangeNote,
} from '../../src/client/components/admin/orders/statusActionRules';
import { orderStatuses } from '../../src/shared/orderStatus';

/** The buttons disabled for an order in `status`, by label. */
const disabledIn = (status: string, busy = false) =>
  statusActions
    .filter((action) => isStatusActionDisabled(action, status, busy))
    .map((action) => action.label);

describe('the admin order status buttons (spec §4)', () => {
  it('are the six of the spec, in order', () => {
    expect(statusActions.map((a) => a.label)).toEqual([
      'Mark as Confirmed',
      'Mark as Payment Processing',
      'Mark as Processing',
      'Mark as Shipped',
      'Mark as Delivered',
      'Cancel Order',
    ]);
  });

  it.each([
    ['Order Confirmed', ['Mark as Confirmed']],
    ['Payment Processing', ['Mark as Payment Processing']],
    ['Order Processing', ['Mark as Processing']],
    ['Order Shipped', ['Mark as Shipped']],
    // Earlier states stay reachable from Delivered: backward moves are allowed by the screen.
    ['Delivered', ['Mark as Shipped', 'Mark as Delivered', 'Cancel Order']],
    [
      'Cancelled',
      [
        'Mark as Confirmed',
        'Mark as Payment Processing',
        'Mark as Processing',
        'Mark as Shipped',
        'Mark as Delivered',
        'Cancel Order',
      ],
    ],
    ['Something else', []],
  ])('for %s disable %j', (status, labels) => {
    expect(disabledIn(status)).toEqual(labels);
  });

  it('are all disabled while a request runs, whatever the status', () => {
    for (const status of orderStatuses) {
      expect(disabledIn(status, true)).toHaveLength(statusActions.length);
    }
  });

  it('record the note of spec §4', () => {
    expect(statusChangeNote('Order Shipped')).toBe('Status updated to Order Shipped by admin');
  });
});

describe('tracking and payment on the admin order page', () => {
  it('closes the tracking form only for a cancelled order', () => {
    expect(orderStatuses.filter((s) => !canEditTracking(s))).toEqual(['Cancelled']);
  });

  it('shows tracking details only while the order is Order Shipped', () => {
    expect(orderStatuses.filter(showsTracking)).toEqual(['Order Shipped']);
  });

  it('offers to record a payment only for an unpaid order that is not cancelled', () => {
    expect(canRecordPayment({ isPaid: false, status: 'Order Confirmed' })).toBe(true);
    expect(canRecordPayment({ isPaid: true, status: 'Order Confirmed' })).toBe(false);
    expect(canRecordPayment({ isPaid: false, status: 'Cancelled' })).toBe(false);
  });
});
