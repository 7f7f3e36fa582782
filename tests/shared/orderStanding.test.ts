import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStanding, orderStatuses } from '../../src/shared/orderStatus';

describe('orderStanding: the words My Orders and the account dashboard both show', () => {
  it('names the status and, beside it, Paid or Processing by isPaid (spec §4)', () => {
    expect(orderStanding({ status: OrderStatus.Processing, isPaid: true })).toEqual({
      status: 'Order Processing',
      payment: 'Paid',
    });
    expect(orderStanding({ status: OrderStatus.Confirmed, isPaid: false })).toEqual({
      status: 'Order Confirmed',
      payment: 'Processing',
    });
    for (const status of orderStatuses.filter((s) => s !== OrderStatus.Cancelled)) {
      expect(orderStanding({ status, isPaid: true }).payment).toBe('Paid');
      expect(orderStanding({ status, isPaid: false }).payment).toBe('Processing');
    }
  });

  it('gives a cancelled order no payment word', () => {
    expect(orderStanding({ status: OrderStatus.Cancelled, isPaid: false })).toEqual({
      status: 'Cancelled',
      payment: null,
    });
  });

  it('keeps a status it does not know as its raw text', () => {
    expect(orderStanding({ status: 'On hold', isPaid: true }).status).toBe('On hold');
  });
});
