import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../src/shared/londonTime';
import {
  isWithinReturnWindow,
  returnWindowClosedMessage,
  returnWindowLastDay,
} from '../../src/shared/returns';
import {
  normaliseVatNumber,
  VAT_NUMBER_PATTERN,
  vatBreakdown,
  vatInGross,
} from '../../src/shared/vat';

describe('VAT inside a VAT-inclusive price', () => {
  it('takes gross × rate / (100 + rate), to the penny', () => {
    expect(vatInGross(295_000, 2000)).toBe(49_167); // £2,950.00 → £491.67
    expect(vatInGross(12_000, 2000)).toBe(2_000); // £120.00 → £20.00 exactly
    expect(vatInGross(100, 500)).toBe(5); // 5%: 4.76p → 5p
  });

  it('rounds half a penny up, never by floating point', () => {
    // 20%: gross / 6. 3p → 0.5p exactly: up to 1p; 9p → 1.5p → 2p; 15p → 2.5p → 3p.
    expect(vatInGross(3, 2000)).toBe(1);
    expect(vatInGross(9, 2000)).toBe(2);
    expect(vatInGross(15, 2000)).toBe(3);
    // Just below a half stays down: 2p → 0.333p → 0p; 8p → 1.333p → 1p.
    expect(vatInGross(2, 2000)).toBe(0);
    expect(vatInGross(8, 2000)).toBe(1);
  });

  it('keeps a rate such as 17.5% exact', () => {
    // £47.00 at 17.5%: 4700 × 17.5 / 117.5 = 700p exactly.
    expect(vatInGross(4_700, 1750)).toBe(700);
  });

  it('answers nothing for a zero rate or amount', () => {
    expect(vatInGross(0, 2000)).toBe(0);
    expect(vatInGross(10_000, 0)).toBe(0);
  });

  it('rounds per line and sums the rounded lines with the shipping', () => {
    // 3p + 3p lines: 0.5p each → 1p each → 2p, where VAT on the 6p sum would be 1p.
    const split = vatBreakdown(
      [
        { pricePence: 3, qty: 1 },
        { pricePence: 3, qty: 1 },
      ],
      2000,
    );
    expect(split).toEqual({
      linesPence: [1, 1],
      shippingPence: 0,
      giftWrapPence: 0,
      totalPence: 2,
    });
    const withShipping = vatBreakdown([{ pricePence: 295_000, qty: 1 }], 2000, 600);
    expect(withShipping).toEqual({
      linesPence: [49_167],
      shippingPence: 100,
      giftWrapPence: 0,
      totalPence: 49_267,
    });
    // Gift wrap is an order-level charge like shipping: £4.50 holds 75p.
    const wrapped = vatBreakdown([{ pricePence: 295_000, qty: 1 }], 2000, 600, 450);
    expect(wrapped).toMatchObject({ giftWrapPence: 75, totalPence: 49_342 });
    // A line is price × quantity: 2 × £10.01 = £20.02 → £3.336… → £3.34 (not 2 × £1.67).
    expect(vatBreakdown([{ pricePence: 1001, qty: 2 }], 2000).linesPence).toEqual([334]);
  });

  it('accepts GB VAT numbers as printed', () => {
    expect(normaliseVatNumber('gb 123 4567 89')).toBe('GB123456789');
    expect(VAT_NUMBER_PATTERN.test('GB123456789')).toBe(true);
    expect(VAT_NUMBER_PATTERN.test('GB123456789012')).toBe(true);
    expect(VAT_NUMBER_PATTERN.test('GB12345678')).toBe(false);
    expect(VAT_NUMBER_PATTERN.test('FR12345678901')).toBe(false);
  });
});

describe('the return window', () => {
  const delivered = new Date('2026-11-25T15:00:00Z');

  it('lasts 14 whole days after the day of delivery', () => {
    expect(returnWindowLastDay(delivered, 14)).toBe('2026-12-09');
    expect(isWithinReturnWindow(delivered, 14, new Date('2026-12-09T23:30:00Z'))).toBe(true);
    expect(isWithinReturnWindow(delivered, 14, new Date('2026-12-10T00:30:00Z'))).toBe(false);
  });

  it('counts days in London time', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    expect(returnWindowLastDay(new Date('2026-05-31T23:30:00Z'), 14)).toBe('2026-06-15');
  });

  it('says when it ended', () => {
    expect(formatLongDay('2026-12-09')).toBe('9 December 2026');
    expect(returnWindowClosedMessage(14, '2026-12-09')).toBe(
      'The 14-day return window for this order ended on 9 December 2026.',
    );
  });
});
