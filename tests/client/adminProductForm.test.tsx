// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagsField } from '../../src/client/components/admin/products/TagsField';
import {
  addTag,
  categoryChoices,
  categoryForParent,
  groupCategories,
  isDecimalText,
  nextDecimalText,
  parsePrice,
  parseStock,
} from '../../src/client/components/admin/products/productFormRules';
import {
  draftVariations,
  syncVariants,
} from '../../src/client/components/admin/products/productOptionsState';
import {
  emptyProductForm,
  productFormFrom,
  toProductInput,
  type AdminProduct,
} from '../../src/client/components/admin/products/productFormState';

afterEach(cleanup);

const id = (n: number) => n.toString(16).padStart(24, '0');
const category = (n: number, name: string, parent?: number) => ({
  _id: id(n),
  name,
  parentCategory: parent === undefined ? null : { _id: id(parent) },
});
// Parents first, as the server lists them.
const groups = groupCategories([
  category(1, 'Rings'),
  category(2, 'Watches'),
  category(3, 'Wedding Bands', 1),
  category(4, 'Engagement Rings', 1),
]);

describe('the digit-only price and stock inputs', () => {
  it('accept digits with at most one decimal point, or nothing', () => {
    for (const ok of ['', '0', '12', '12.', '12.5', '.5', '1250.00']) {
      expect(isDecimalText(ok), ok).toBe(true);
    }
    for (const refused of ['a', '12a', '1.2.3', '-1', '1e3', '1,000', ' 12', '£12']) {
      expect(isDecimalText(refused), refused).toBe(false);
    }
  });

  it('ignore a keystroke that would break the rule', () => {
    expect(nextDecimalText('12', '12a')).toBe('12');
    expect(nextDecimalText('12.5', '12.5.')).toBe('12.5');
    expect(nextDecimalText('12', '12.')).toBe('12.');
    expect(nextDecimalText('1', '')).toBe('');
  });

  it('become a decimal price and a whole stock count on submit', () => {
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('')).toBeNull();
    expect(parseStock('7')).toBe(7);
    expect(parseStock('7.9')).toBe(7);
    expect(parseStock('.')).toBeNull();
  });
});

describe('tags', () => {
  it('are trimmed, and blank or repeated tags are ignored', () => {
    expect(addTag([], '  diamond ')).toEqual(['diamond']);
    expect(addTag(['diamond'], '   ')).toEqual(['diamond']);
    expect(addTag(['diamond'], 'diamond')).toEqual(['diamond']);
    expect(addTag(['diamond'], ' Diamond ')).toEqual(['diamond']);
    expect(addTag(['diamond'], 'gold')).toEqual(['diamond', 'gold']);
  });

  function Tags() {
    const [tags, setTags] = useState<string[]>(['gift']);
    return (
      <form onSubmit={() => expect.fail('Enter in the tag field must not submit the form')}>
        <TagsField tags={tags} onChange={setTags} />
      </form>
    );
  }

  it('are added with Enter or Add and removed from their chips', () => {
    render(<Tags />);
    const input = screen.getByLabelText('Tags', { selector: 'input' });
    const list = () => within(screen.getByRole('list', { name: 'Tags' }));
    fireEvent.change(input, { target: { value: ' pearl ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      list()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['gift', 'pearl']);
    expect(input).toHaveProperty('value', '');

    fireEvent.change(input, { target: { value: 'PEARL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: 'silver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(list().getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }));
    expect(
      list()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['pearl', 'silver']);
    expect(document.activeElement).toBe(input);
  });
});

describe('parent and category selection', () => {
  it('chooses the first child of a parent that has children, else the parent itself', () => {
    expect(categoryForParent(groups, id(1))).toBe(id(3));
    expect(categoryForParent(groups, id(2))).toBe(id(2));
    expect(categoryForParent(groups, '')).toBe('');
  });

  it("offers 'All {parent}' and the parent's children", () => {
    expect(categoryChoices(groups, id(1))).toEqual([
      { value: id(1), label: 'All Rings' },
      { value: id(3), label: 'Wedding Bands' },
      { value: id(4), label: 'Engagement Rings' },
    ]);
    expect(categoryChoices(groups, id(2))).toEqual([{ value: id(2), label: 'All Watches' }]);
    expect(categoryChoices(groups, '')).toEqual([]);
  });
});

describe('the product form on submit', () => {
  it('names every missing required field', () => {
    const checked = toProductInput(emptyProductForm('', ''));
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        price: 'Price is required',
        countInStock: 'Count in stock is required',
        parentCategory: 'Parent category is required',
        category: 'Category is required',
        description: 'Description is required',
      },
    });
  });

  it('sends numbers, and keeps what an edit does not show', () => {
    const product = {
      _id: id(9),
      name: 'Aurelia Solitaire',
      description: 'A brilliant-cut diamond.',
      price: 1250,
      oldPrice: 1400,
      images: [{ url: '/uploads/products/a.png', public_id: 'products/a.png' }],
      brand: 'Hatton & Vale',
      material: 'platinum',
      category: {
        _id: id(3),
        name: 'Wedding Bands',
        slug: 'wedding-bands',
        parentCategory: { _id: id(1), name: 'Rings', slug: 'rings' },
      },
      tags: ['diamond'],
      variations: { Size: ['J', 'L'] },
      variants: [],
      countInStock: 3,
      lowStockThreshold: 2,
      isActive: false,
      isFeatured: true,
      isOnSale: false,
      isNewArrival: true,
    } as unknown as AdminProduct;
    const values = { ...productFormFrom(product), price: '99.5', countInStock: '4.' };
    expect(values.parentCategory).toBe(id(1));
    const checked = toProductInput(values, product);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data).toMatchObject({
      price: 99.5,
      countInStock: 4,
      lowStockThreshold: 2,
      parentCategory: id(1),
      category: id(3),
      images: [{ url: '/uploads/products/a.png', public_id: 'products/a.png' }],
      isActive: false,
      isFeatured: true,
      // Not on sale: the form shows no was-price, so it sends none (see saleFields.test.ts).
      oldPrice: null,
      variations: { Size: ['J', 'L'] },
      material: 'platinum',
      isOnSale: false,
      isNewArrival: true,
      variants: [],
    });
  });

  it('sends stock per option, each with the stock it loaded, and their sum as the stock', () => {
    const variant = (
      size: string,
      countInStock: number,
      madeToOrderDays: number | null = null,
    ) => ({
      choice: { Size: size },
      countInStock,
      priceDifference: size === 'L' ? 20 : 0,
      price: 0,
      madeToOrderDays,
    });
    const product = {
      _id: id(9),
      name: 'Halo Ring',
      description: 'Kept per size.',
      price: 300,
      oldPrice: null,
      images: [],
      brand: '',
      material: null,
      category: { _id: id(3), name: 'Rings', slug: 'rings', parentCategory: null },
      tags: [],
      variations: { Size: ['J', 'L'] },
      variants: [variant('J', 2), variant('L', 0, 21)],
      countInStock: 2,
      isActive: true,
      isFeatured: false,
    } as unknown as AdminProduct;
    const values = productFormFrom(product);
    expect(values.variations).toEqual([{ name: 'Size', values: 'J, L' }]);
    // The owner adds size K and puts 3 of it in stock.
    const options = [{ name: 'Size', values: 'J, K, L' }];
    const variants = syncVariants(draftVariations(options), values.variants.variants);
    variants[1] = { ...variants[1]!, countInStock: '3' };
    const checked = toProductInput(
      { ...values, variations: options, variants: { perOption: true, variants } },
      product,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data).toMatchObject({
      countInStock: 5,
      variations: { Size: ['J', 'K', 'L'] },
      variants: [
        { choice: { Size: 'J' }, countInStock: 2, countInStockWas: 2, madeToOrderDays: null },
        { choice: { Size: 'K' }, countInStock: 3, priceDifference: 0, madeToOrderDays: null },
        { choice: { Size: 'L' }, countInStock: 0, priceDifference: 20, madeToOrderDays: 21 },
      ],
    });
  });

  /** A new product's form with its required fields filled in. */
  const signetRingForm = () => ({
    ...emptyProductForm(id(1), id(3)),
    name: 'Signet Ring',
    description: 'Engraved by hand.',
    price: '180',
    countInStock: '2',
  });

  it('sends an empty low-stock threshold as the shop’s (null)', () => {
    const values = signetRingForm();
    const empty = toProductInput(values);
    expect(empty.ok && empty.data.lowStockThreshold).toBeNull();
    const own = toProductInput({ ...values, lowStockThreshold: '4' });
    expect(own.ok && own.data.lowStockThreshold).toBe(4);
  });

  it('sends engraving off as null, on with its numbers read, and names a bad one', () => {
    const values = signetRingForm();
    const off = toProductInput(values);
    expect(off.ok && off.data.engraving).toBeNull();
    const engraving = { ...values.engraving, offered: true, price: '12.5', extraDays: '3' };
    const on = toProductInput({ ...values, engraving });
    expect(on.ok && on.data.engraving).toMatchObject({
      maxCharacters: 20,
      price: 12.5,
      extraDays: 3,
    });
    const bad = toProductInput({ ...values, engraving: { ...engraving, maxCharacters: '' } });
    expect(!bad.ok && bad.errors.engraving).toMatch(/Engraving characters/);
  });
});
