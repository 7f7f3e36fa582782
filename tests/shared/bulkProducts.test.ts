import { describe, expect, it } from 'vitest';
import { applyBulkChange, bulkChange, type BulkProductState } from '../../src/shared/bulkProducts';

const product = (overrides: Partial<BulkProductState> = {}): BulkProductState => ({
  pricePence: 1999,
  oldPricePence: null,
  isOnSale: false,
  isActive: true,
  isFeatured: false,
  categoryId: 'c'.repeat(24),
  countInStock: 4,
  stockPerOption: false,
  lowestDifferencePence: 0,
  ...overrides,
});

const apply = (p: BulkProductState, change: unknown) =>
  applyBulkChange(p, bulkChange.parse(change));

describe('applyBulkChange', () => {
  it('moves prices by amount or percent, rounded to pence and never below £0', () => {
    expect(apply(product(), { kind: 'price', mode: 'percent', value: 10 }).after?.pricePence).toBe(
      2199,
    );
    expect(
      apply(product(), { kind: 'price', mode: 'percent', value: -33.3 }).after?.pricePence,
    ).toBe(1333);
    expect(apply(product(), { kind: 'price', mode: 'amount', value: -25 }).after?.pricePence).toBe(
      0,
    );
    expect(apply(product(), { kind: 'price', mode: 'set', value: 12.345 }).after?.pricePence).toBe(
      1235,
    );
  });

  it('refuses a price at which an option would cost less than £0', () => {
    const sized = product({ lowestDifferencePence: -500 });
    expect(apply(sized, { kind: 'price', mode: 'set', value: 4 }).problem).toBe(
      'One of its options would cost less than £0',
    );
  });

  it('takes a sale off the was-price and ends it there', () => {
    const onSale = apply(product({ pricePence: 10000 }), { kind: 'sale', percentOff: 15 }).after!;
    expect(onSale).toMatchObject({ pricePence: 8500, oldPricePence: 10000, isOnSale: true });
    const deeper = apply(onSale, { kind: 'sale', percentOff: 30 }).after!;
    expect(deeper).toMatchObject({ pricePence: 7000, oldPricePence: 10000 });
    expect(apply(deeper, { kind: 'endSale' }).after).toMatchObject({
      pricePence: 10000,
      oldPricePence: null,
      isOnSale: false,
    });
  });

  it('adds stock down to 0 at most, and leaves stock kept per option alone', () => {
    expect(apply(product(), { kind: 'stock', mode: 'add', value: -9 }).after?.countInStock).toBe(0);
    expect(
      apply(product({ stockPerOption: true }), { kind: 'stock', mode: 'set', value: 3 }).problem,
    ).toMatch(/kept per option/);
  });

  it('refuses a negative price or stock to set', () => {
    expect(bulkChange.safeParse({ kind: 'price', mode: 'set', value: -1 }).success).toBe(false);
    expect(bulkChange.safeParse({ kind: 'stock', mode: 'set', value: -1 }).success).toBe(false);
  });
});
