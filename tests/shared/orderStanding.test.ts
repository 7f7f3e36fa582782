import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStanding, orderStatuses } from '../../src/shared/orderStatus';
import { paymentLabel } from '../../src/shared/refunds';

describe('orderStanding: the words a shopper reads wherever their orders are shown', () => {
  it('names the status and, beside it, Paid or Processing by isPaid (spec §4)', () => {
    expect(orderStanding({ status: OrderStatus.Processing, isPaid: true })).toEqual({
      status: 'Order Processing',
      awaitingPayment: false,
      payment: 'Paid',
    });
    for (const status of orderStatuses.filter((s) => s !== OrderStatus.Cancelled)) {
      expect(orderStanding({ status, isPaid: true }).payment).toBe('Paid');
      expect(orderStanding({ status, isPaid: false }).payment).toBe('Processing');
    }
  });

  it('reads "Awaiting payment" for any unpaid order still going ahead, never its status', () => {
    for (const status of orderStatuses.filter((s) => s !== OrderStatus.Cancelled)) {
      expect(orderStanding({ status, isPaid: false })).toMatchObject({
        status: 'Awaiting payment',
        awaitingPayment: true,
      });
    }
  });

  it('gives a cancelled order no payment word', () => {
    expect(orderStanding({ status: OrderStatus.Cancelled, isPaid: false })).toEqual({
      status: 'Cancelled',
      awaitingPayment: false,
      payment: null,
    });
  });

  it('keeps a status it does not know as its raw text', () => {
    expect(orderStanding({ status: 'On hold', isPaid: true }).status).toBe('On hold');
  });
});

describe('paymentLabel: the payment badge', () => {
  const paid = { isPaid: true, status: OrderStatus.Delivered };
  it('says what became of the money once paid', () => {
    expect(paymentLabel({ ...paid, refundState: 'none' }, 'customer')).toBe('Paid');
    expect(paymentLabel({ ...paid, refundState: 'partial' }, 'shop')).toBe('Partially refunded');
    expect(paymentLabel({ ...paid, refundState: 'full' }, 'customer')).toBe('Refunded');
  });

  it('asks the customer for an unpaid order they can still pay; the shop reads Unpaid', () => {
    const unpaid = { isPaid: false, status: OrderStatus.Confirmed, refundState: 'none' } as const;
    expect(paymentLabel(unpaid, 'customer')).toBe('Awaiting payment');
    expect(paymentLabel(unpaid, 'shop')).toBe('Unpaid');
    expect(paymentLabel({ ...unpaid, status: OrderStatus.Cancelled }, 'customer')).toBe('Unpaid');
  });
});
