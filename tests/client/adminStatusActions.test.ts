import { describe, expect, it } from 'vitest';
import {
  cancelConfirmation,
  canEditTracking,
  canRecordPayment,
  isStatusActionDisabled,
  showsTracking,
  statusActions,
  statusActionsFor,
} from '../../src/client/components/admin/orders/statusActionRules';
import { orderStatuses } from '../../src/shared/orderStatus';
import { isBackwardMove, statusChangeNote } from '../../src/shared/orderTransitions';

/** The buttons disabled for an order in `status` travelling by `kind`, by label. */
const disabledIn = (status: string, busy = false, kind: 'post' | 'collection' = 'post') =>
  statusActionsFor(kind)
    .filter((action) => isStatusActionDisabled(action, status, kind, busy))
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
    // Shipped is not (decision 033): the server refuses that move too.
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
    // A status outside the table (the database's CHECK keeps any from being stored) allows no move.
    ['Something else', [...statusActions.map((a) => a.label)]],
  ])('for %s disable %j', (status, labels) => {
    expect(disabledIn(status)).toEqual(labels);
  });

  it('are all disabled while a request runs, whatever the status', () => {
    for (const status of orderStatuses) {
      expect(disabledIn(status, true)).toHaveLength(statusActions.length);
    }
  });

  it('are, for a collection order, Ready to collect where a parcel is Shipped, with no Delivered', () => {
    expect(statusActionsFor('collection').map((a) => a.label)).toEqual([
      'Mark as Confirmed',
      'Mark as Payment Processing',
      'Mark as Processing',
      'Mark as Ready to collect',
      'Cancel Order',
    ]);
    expect(disabledIn('Order Processing', false, 'collection')).toEqual(['Mark as Processing']);
    expect(disabledIn('Ready to collect', false, 'collection')).toEqual([
      'Mark as Ready to collect',
    ]);
    // Collected, like Delivered: earlier steps stay reachable, not Ready again, nor cancelling.
    expect(disabledIn('Collected', false, 'collection')).toEqual([
      'Mark as Ready to collect',
      'Cancel Order',
    ]);
  });

  it('record the note of spec §4', () => {
    expect(statusChangeNote('Order Shipped')).toBe('Status updated to Order Shipped by admin');
  });

  it('ask first before a move back to an earlier step, never before a move on or a cancellation', () => {
    expect(isBackwardMove('Order Shipped', 'Payment Processing')).toBe(true);
    expect(isBackwardMove('Delivered', 'Order Processing')).toBe(true);
    expect(isBackwardMove('Payment Processing', 'Order Confirmed')).toBe(true);
    expect(isBackwardMove('Order Confirmed', 'Order Shipped')).toBe(false);
    expect(isBackwardMove('Order Shipped', 'Cancelled')).toBe(false);
  });

  it('say, before cancelling a paid order, that the money will be refunded', () => {
    const order = { totalPrice: 49.5, paymentMethod: 'PayPal', paymentDetails: { status: null } };
    const spec = 'Are you sure you want to cancel this order? This action cannot be undone.';
    expect(cancelConfirmation({ ...order, isPaid: false })).toBe(spec);
    expect(
      cancelConfirmation({ ...order, isPaid: true, paymentDetails: { status: 'COMPLETED' } }),
    ).toBe(`${spec} The £49.50 paid will be refunded to the customer (PayPal).`);
    expect(cancelConfirmation({ ...order, isPaid: true, paymentMethod: 'In store (cash)' })).toBe(
      `${spec} The £49.50 was paid outside the site (In store (cash)): refund it to the customer by hand.`,
    );
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
