import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../src/server/demo/catalogue';
import { diamondRingDetails } from '../support/jewellery';
import { productInput } from '../../src/shared/admin';
import { materials } from '../../src/shared/constants';
import {
  finenesses,
  finenessesOf,
  jewelleryDetailsProblems,
  jewellerySpecification,
  metalsOfFineness,
  noJewelleryDetails,
  type JewelleryDetails,
} from '../../src/shared/jewellery';

const none = noJewelleryDetails;
const details = (given: Partial<JewelleryDetails>) => ({ ...none, ...given });
const problemsOf = (given: Partial<JewelleryDetails>) =>
  jewelleryDetailsProblems(details(given)).map(({ field, message }) => `${field}: ${message}`);

describe('the jewellery details’ closed sets', () => {
  it('give every fineness a metal, and every metal its finenesses', () => {
    for (const fineness of finenesses) expect(metalsOfFineness[fineness].length).toBeGreaterThan(0);
    expect(finenessesOf('yellow-gold')).toEqual(['9ct', '14ct', '18ct', '22ct']);
    expect(finenessesOf('white-gold')).toEqual(['9ct', '14ct', '18ct']);
    expect(finenessesOf('silver')).toEqual(['silver-925', 'silver-958', 'silver-999']);
    expect(finenessesOf('platinum')).toEqual(['platinum-900', 'platinum-950', 'platinum-999']);
    for (const metal of materials) expect(finenessesOf(metal).length).toBeGreaterThan(0);
  });
});

describe('details that hold together', () => {
  it('accepts none, and a fully described diamond ring', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf(diamondRingDetails)).toEqual([]);
  });

  it('refuses a fineness the metal is not made in, naming those it is', () => {
    expect(problemsOf({ material: 'yellow-gold', fineness: 'silver-925' })).toEqual([
      'fineness: Fineness 925 sterling does not fit yellow gold: choose one of 9ct, 14ct, 18ct, 22ct',
    ]);
    expect(problemsOf({ material: 'white-gold', fineness: '22ct' })).toHaveLength(1);
    expect(problemsOf({ fineness: '18ct' })).toEqual([
      'material: Choose the metal of this fineness',
    ]);
  });

  it('grades only diamonds, weighs only stones, and certifies a stone with lab and number', () => {
    expect(problemsOf({ stone: 'sapphire', diamondColour: 'G' })).toEqual([
      'diamondColour: Colour grades are for diamonds only',
    ]);
    expect(problemsOf({ stone: 'lab-grown-diamond', diamondClarity: 'VVS2' })).toEqual([]);
    expect(problemsOf({ stone: 'none', caratWeight: 1 })).toEqual([
      'caratWeight: A carat weight needs the stone it weighs',
    ]);
    expect(problemsOf({ stone: 'ruby', certificateLab: 'gia' })).toEqual([
      'certificateNumber: Enter the certificate number',
    ]);
    expect(problemsOf({ certificateLab: 'igi', certificateNumber: 'A1' })).toEqual([
      'stone: A certificate needs the stone it grades',
    ]);
    expect(problemsOf({ assayOffice: 'london' })).toEqual([
      'material: Choose the metal the hallmark is for',
    ]);
  });

  it('holds for every demo product', () => {
    for (const product of demoProducts) {
      const { material, ...rest } = product;
      const keys = Object.keys(none) as (keyof JewelleryDetails)[];
      const given = Object.fromEntries(keys.map((k) => [k, rest[k as keyof typeof rest] ?? null]));
      expect(jewelleryDetailsProblems({ ...none, ...given, material }), product.name).toEqual([]);
    }
  });
});

describe('the details as the API takes them', () => {
  const parse = (fields: object) =>
    productInput.safeParse({
      name: 'Ring',
      description: 'A ring',
      price: 100,
      countInStock: 1,
      category: 'a'.repeat(24),
      ...fields,
    });
  const message = (fields: object) => {
    const result = parse(fields);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes carats to hundredths and grams to milligrams, as numbers or digits', () => {
    expect(parse({ caratWeight: 0.29, weightGrams: '3.215' }).data).toMatchObject({
      caratWeight: 0.29,
      weightGrams: 3.215,
    });
    expect(message({ caratWeight: 0.505 })).toBe('Carat weight has at most 2 decimal places');
    expect(message({ weightGrams: 1.2345 })).toBe('Weight has at most 3 decimal places');
    expect(message({ caratWeight: 0 })).toBe('Carat weight must be more than 0');
    expect(message({ weightGrams: true })).toBe('Weight must be a number');
  });

  it('names the values of a closed set it refuses, and reads a blank certificate number as none', () => {
    expect(message({ stone: 'glass' })).toMatch(/^stone must be one of diamond, lab-grown-diamond/);
    expect(message({ diamondClarity: 'vs1' })).toMatch(/^diamondClarity must be one of FL, IF/);
    expect(parse({ certificateNumber: '  ' }).data?.certificateNumber).toBeNull();
    expect(parse({}).data).not.toHaveProperty('stone');
  });
});

describe('the product page’s specification', () => {
  it('lists only what is set, in a jeweller’s words', () => {
    expect(
      jewellerySpecification(details(diamondRingDetails)).map(
        ({ label, value }) => `${label}: ${value}`,
      ),
    ).toEqual([
      'Metal: 18ct yellow gold',
      'Stone: Diamond',
      'Carat weight: 0.50 ct',
      'Colour / clarity: G / VS1',
      'Certificate: GIA 1234567',
      'Hallmark: Birmingham Assay Office',
      'Weight: 3.2 g',
    ]);
    expect(
      jewellerySpecification(
        details({ material: 'silver', fineness: 'silver-925', stone: 'none' }),
      ),
    ).toEqual([{ label: 'Metal', value: '925 sterling silver' }]);
    expect(
      jewellerySpecification(details({ material: 'platinum', fineness: 'platinum-950' })),
    ).toEqual([{ label: 'Metal', value: '950 platinum' }]);
    expect(jewellerySpecification(none)).toEqual([]);
  });
});
