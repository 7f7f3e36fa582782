import { describe, expect, it } from 'vitest';
import {
  productFormFrom,
  toProductInput,
  type AdminProduct,
} from '../../src/client/components/admin/products/productFormState';

/** The product form's sale (decision 044): London times, the regular price, a sale set by hand. */
const product = (fields: Partial<Record<keyof AdminProduct, unknown>>) =>
  ({
    _id: 'a'.repeat(24),
    name: 'Aurelia Solitaire',
    description: 'A brilliant-cut diamond.',
    price: 100,
    oldPrice: null,
    isOnSale: false,
    regularPrice: null,
    salePrice: null,
    saleStartsAt: null,
    saleEndsAt: null,
    images: [],
    brand: '',
    material: null,
    category: { _id: 'c'.repeat(24), name: 'Rings', slug: 'rings', parentCategory: null },
    tags: [],
    variations: {},
    variants: [],
    countInStock: 3,
    isActive: true,
    isFeatured: false,
    isNewArrival: false,
    ...fields,
  }) as unknown as AdminProduct;

const submitted = (p: AdminProduct, change: object = {}) => {
  const checked = toProductInput({ ...productFormFrom(p), ...change }, p);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.data;
};

describe('the product form’s sale', () => {
  it('shows and sends its times as a London clock shows them', () => {
    const scheduled = product({
      price: 100,
      regularPrice: 100,
      salePrice: 80,
      saleStartsAt: '2026-10-24T23:00:00.000Z',
      saleEndsAt: '2026-12-03T23:59:00.000Z',
    });
    expect(productFormFrom(scheduled)).toMatchObject({
      price: '100.00',
      salePrice: '80.00',
      saleStartsAt: '2026-10-25T00:00',
      saleEndsAt: '2026-12-03T23:59',
    });
    const sent = submitted(scheduled);
    expect(sent).toMatchObject({
      price: 100,
      regularPrice: 100,
      salePrice: 80,
      saleStartsAt: '2026-10-24T23:00:00.000Z',
      saleEndsAt: '2026-12-03T23:59:00.000Z',
    });
    expect(sent).not.toHaveProperty('oldPrice');
    expect(sent).not.toHaveProperty('isOnSale');
  });

  it('loads a sale set by hand (spec §7) as a sale without dates, its was-price as the price', () => {
    const byHand = product({ price: 80, oldPrice: 100, isOnSale: true });
    expect(productFormFrom(byHand)).toMatchObject({
      price: '100.00',
      salePrice: '80.00',
      saleStartsAt: '',
    });
    expect(submitted(byHand)).toMatchObject({ price: 100, regularPrice: 100, salePrice: 80 });
  });

  it('without a sale price, ends the sale and shows no was-price', () => {
    const onSale = product({ price: 80, regularPrice: 100, salePrice: 80, isOnSale: true });
    expect(submitted(onSale, { salePrice: '' })).toMatchObject({
      price: 100,
      salePrice: null,
      oldPrice: null,
      isOnSale: false,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it('asks for a sale price below the price, and an end after the start', () => {
    const p = product({});
    const errorsOf = (change: object) => {
      const checked = toProductInput({ ...productFormFrom(p), ...change }, p);
      return checked.ok ? {} : checked.errors;
    };
    expect(errorsOf({ salePrice: '100' })).toEqual({
      salePrice: 'The sale price must be below the regular price',
    });
    expect(
      errorsOf({
        salePrice: '80',
        saleStartsAt: '2026-12-01T00:00',
        saleEndsAt: '2026-11-30T23:59',
      }),
    ).toEqual({ saleEndsAt: 'The sale must end after it starts' });
  });
});
