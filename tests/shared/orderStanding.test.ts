import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStanding, orderStatuses } from '../../src/shared/orderStatus';
import { paymentWording } from '../../src/shared/paymentStatus';

describe('orderStanding: the words My Orders and the account dashboard both show', () => {
  it('names a paid order by its status alone', () => {
    expect(orderStanding({ status: OrderStatus.Processing, isPaid: true })).toEqual({
      status: 'Order Processing',
      payment: null,
    });
    for (const status of orderStatuses) {
      expect(orderStanding({ status, isPaid: true })).toEqual({ status, payment: null });
    }
  });

  it('adds Awaiting payment to an unpaid order still going ahead, never to a cancelled one', () => {
    expect(orderStanding({ status: OrderStatus.Confirmed, isPaid: false })).toEqual({
      status: 'Order Confirmed',
      payment: 'Awaiting payment',
    });
    expect(orderStanding({ status: OrderStatus.Shipped, isPaid: false }).payment).toBe(
      'Awaiting payment',
    );
    expect(orderStanding({ status: OrderStatus.Cancelled, isPaid: false })).toEqual({
      status: 'Cancelled',
      payment: null,
    });
  });

  it('keeps a status it does not know as its raw text', () => {
    expect(orderStanding({ status: 'On hold', isPaid: true }).status).toBe('On hold');
  });

  it('never calls an unpaid order Processing, the word of the paid status Order Processing', () => {
    expect(paymentWording(true)).toBe('Paid');
    expect(paymentWording(false)).toBe('Awaiting payment');
  });
});
