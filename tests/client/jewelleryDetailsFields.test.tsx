// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { JewelleryDetailsFields } from '../../src/client/components/admin/products/JewelleryDetailsFields';
import type { JewelleryFormValues } from '../../src/client/components/admin/products/jewelleryFormFields';
import {
  emptyProductForm,
  productFormFrom,
  toProductInput,
  type AdminProduct,
} from '../../src/client/components/admin/products/productFormState';

afterEach(cleanup);

const id = (n: number) => n.toString(16).padStart(24, '0');
const required = {
  name: 'Aurelia',
  description: 'A diamond ring.',
  price: '1250',
  countInStock: '2',
  parentCategory: id(1),
  category: id(3),
};
const filled = { ...emptyProductForm(id(1), id(3)), ...required };

describe('the product form’s jewellery details', () => {
  it('load from the product, and are sent as its input (blank as null)', () => {
    const values = productFormFrom({
      ...({
        price: 1250,
        countInStock: 2,
        tags: [],
        images: [],
        category: { _id: id(3) },
        variations: {},
        variants: [],
      } as object),
      material: 'yellow-gold',
      fineness: '18ct',
      stone: 'diamond',
      caratWeight: 0.5,
      weightGrams: 3.2,
      certificateLab: null,
    } as unknown as AdminProduct);
    expect(values).toMatchObject({
      material: 'yellow-gold',
      fineness: '18ct',
      caratWeight: '0.50',
      weightGrams: '3.2',
      certificateLab: '',
    });
    const checked = toProductInput({ ...values, ...required });
    expect(checked.ok && checked.data).toMatchObject({
      caratWeight: 0.5,
      weightGrams: 3.2,
      certificateLab: null,
      assayOffice: null,
    });
  });

  it('put each problem on its field before sending', () => {
    expect(
      toProductInput({ ...filled, material: 'white-gold', fineness: '22ct', caratWeight: '1' }),
    ).toEqual({
      ok: false,
      errors: {
        fineness: 'Fineness 22ct does not fit white gold: choose one of 9ct, 14ct, 18ct',
        caratWeight: 'A carat weight needs the stone it weighs',
      },
    });
    expect(toProductInput({ ...filled, stone: 'ruby', caratWeight: '0.505' })).toEqual({
      ok: false,
      errors: { caratWeight: 'Carat weight has at most 2 decimal places' },
    });
  });
});

function Harness() {
  const [values, setValues] = useState<JewelleryFormValues>({
    material: '',
    fineness: '',
    stone: '',
    caratWeight: '',
    diamondColour: '',
    diamondClarity: '',
    certificateLab: '',
    certificateNumber: '',
    assayOffice: '',
    weightGrams: '',
  });
  return (
    <JewelleryDetailsFields
      values={values}
      errors={{}}
      set={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

describe('the jewellery details fieldset', () => {
  const options = (name: string) =>
    Array.from(
      screen.getByRole<HTMLSelectElement>('combobox', { name }).options,
      (option) => option.text,
    );

  it('offers the finenesses of the metal chosen, and clears one the new metal is not made in', () => {
    render(<Harness />);
    const fineness = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Fineness' });
    expect(fineness.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Metal' }), {
      target: { value: 'silver' },
    });
    expect(options('Fineness')).toEqual([
      'Not stated',
      '925 sterling',
      '958 Britannia',
      '999 fine',
    ]);
    fireEvent.change(fineness, { target: { value: 'silver-925' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Metal' }), {
      target: { value: 'yellow-gold' },
    });
    expect(fineness.value).toBe('');
    expect(options('Fineness')).toEqual(['Not stated', '9ct', '14ct', '18ct', '22ct']);
  });

  it('asks for diamond grades only of a diamond', () => {
    render(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Diamond colour' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stone' }), {
      target: { value: 'diamond' },
    });
    expect(options('Diamond clarity')).toContain('VVS1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Stone' }), {
      target: { value: 'ruby' },
    });
    expect(screen.queryByRole('combobox', { name: 'Diamond clarity' })).toBeNull();
  });
});
