import { describe, expect, it } from 'vitest';
import {
  combinations,
  findVariant,
  isOrderable,
  isValueAvailable,
  quickestMaking,
  variantsProblem,
  type ProductVariant,
} from '../../src/shared/variants';

const variant = (
  choice: Record<string, string>,
  countInStock: number,
  madeToOrderDays: number | null = null,
): ProductVariant => ({ choice, countInStock, priceDifference: 0, madeToOrderDays });

describe('stock per option', () => {
  const variants = [
    variant({ Size: 'M', Metal: 'Gold' }, 0),
    variant({ Size: 'M', Metal: 'Platinum' }, 2),
    variant({ Size: 'N', Metal: 'Gold' }, 1),
    variant({ Size: 'N', Metal: 'Platinum' }, 0, 21),
  ];

  it('offers every combination of the values, in the options’ order', () => {
    expect(combinations({ Size: ['M', 'N'], Metal: ['Gold', 'Platinum'], Engraving: [] })).toEqual([
      { Size: 'M', Metal: 'Gold' },
      { Size: 'M', Metal: 'Platinum' },
      { Size: 'N', Metal: 'Gold' },
      { Size: 'N', Metal: 'Platinum' },
    ]);
    expect(combinations({})).toEqual([{}]);
  });

  it('finds a variant whatever the order of its options', () => {
    expect(findVariant(variants, { Metal: 'Gold', Size: 'N' })?.countInStock).toBe(1);
    expect(findVariant(variants, { Size: 'N' })).toBeUndefined();
  });

  it('greys out a value only when nothing beside the other choices can be ordered', () => {
    expect(isValueAvailable(variants, {}, 'Size', 'M')).toBe(true);
    expect(isValueAvailable(variants, { Metal: 'Gold' }, 'Size', 'M')).toBe(false);
    // Made to order never sells out.
    expect(isValueAvailable(variants, { Metal: 'Platinum' }, 'Size', 'N')).toBe(true);
    expect(isValueAvailable(variants, { Size: 'M' }, 'Metal', 'Gold')).toBe(false);
    expect(isOrderable({ countInStock: 0, variants: [variant({ Size: 'M' }, 0, 7)] })).toBe(true);
    expect(isOrderable({ countInStock: 0, variants: [variant({ Size: 'M' }, 0)] })).toBe(false);
    expect(quickestMaking(variants)).toBe(21);
    expect(quickestMaking([variant({ Size: 'M' }, 2)])).toBeNull();
  });

  it('names what cannot be saved', () => {
    const sizes = { Size: ['M', 'N'] };
    expect(variantsProblem(sizes, [{ choice: { Size: 'M' }, priceDifference: -5 }], 1000)).toBe(
      null,
    );
    expect(variantsProblem(sizes, [{ choice: { Size: 'Q' }, priceDifference: 0 }], 1000)).toBe(
      'The option "Size Q" must choose one of the values of Size.',
    );
    expect(
      variantsProblem(
        sizes,
        [
          { choice: { Size: 'M' }, priceDifference: 0 },
          { choice: { Size: 'M' }, priceDifference: 1 },
        ],
        1000,
      ),
    ).toBe('The option "Size M" is listed twice.');
    expect(variantsProblem(sizes, [{ choice: { Size: 'N' }, priceDifference: -10.01 }], 1000)).toBe(
      'The price difference of "Size N" makes it cost less than £0.',
    );
    expect(variantsProblem({}, [{ choice: {}, priceDifference: 0 }], 1000)).toBe(
      'Stock per option needs at least one option with values.',
    );
  });
});
