import { describe, expect, it } from 'vitest';
import { canCustomerCancel, isRefundOverdue, refundDueDay } from '../../src/shared/cancellation';

describe('the day a refund is due (reg. 34, London days)', () => {
  it('is 14 days after the day the items came back', () => {
    expect(refundDueDay({ receivedAt: '2026-11-02T10:00:00Z' })).toBe('2026-11-16');
  });

  it('rolls over month and year ends, and a leap February', () => {
    expect(refundDueDay({ receivedAt: '2027-01-31T12:00:00Z' })).toBe('2027-02-14');
    expect(refundDueDay({ receivedAt: '2027-02-20T12:00:00Z' })).toBe('2027-03-06');
    expect(refundDueDay({ receivedAt: '2028-02-20T12:00:00Z' })).toBe('2028-03-05');
    expect(refundDueDay({ cancelledAt: '2026-12-25T09:00:00Z' })).toBe('2027-01-08');
  });

  it('counts the day London is on, not UTC’s', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(refundDueDay({ receivedAt: '2026-06-30T23:30:00Z' })).toBe('2026-07-15');
    // In winter London is on UTC: 23:30 on 31 October is still 31 October.
    expect(refundDueDay({ cancelledAt: '2026-10-31T23:30:00Z' })).toBe('2026-11-14');
  });

  it('runs from proof of posting when that comes before the parcel', () => {
    expect(
      refundDueDay({ receivedAt: '2026-11-20T10:00:00Z', postedAt: '2026-11-17T10:00:00Z' }),
    ).toBe('2026-12-01');
  });

  it('has no day until something starts the clock', () => {
    expect(refundDueDay({ receivedAt: null })).toBeNull();
    expect(isRefundOverdue(null)).toBe(false);
  });

  it('is overdue only from the day after the due day', () => {
    expect(isRefundOverdue('2026-11-16', new Date('2026-11-16T23:30:00Z'))).toBe(false);
    expect(isRefundOverdue('2026-11-16', new Date('2026-11-17T00:30:00Z'))).toBe(true);
  });

  it('lets the customer cancel only before the parcel leaves', () => {
    expect(canCustomerCancel({ status: 'Order Confirmed' })).toBe(true);
    expect(canCustomerCancel({ status: 'Order Processing' })).toBe(true);
    expect(canCustomerCancel({ status: 'Order Shipped' })).toBe(false);
    expect(canCustomerCancel({ status: 'Delivered' })).toBe(false);
    expect(canCustomerCancel({ status: 'Cancelled' })).toBe(false);
  });
});
