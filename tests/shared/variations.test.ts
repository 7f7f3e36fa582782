import { describe, expect, it } from 'vitest';
import {
  missingOption,
  orderedChoice,
  variationKey,
  variationLabel,
  variationProblem,
} from '../../src/shared/variations';

const ring = { Size: ['H', 'N', 'R'], Metal: ['Gold', 'Platinum'], Engraving: [] };

describe('a choice of options', () => {
  it('asks for the first option without a value, skipping options with no values', () => {
    expect(missingOption(ring, {})).toBe('Size');
    expect(missingOption(ring, { Size: 'N' })).toBe('Metal');
    expect(missingOption(ring, { Size: 'N', Metal: 'Gold' })).toBeNull();
    expect(missingOption({}, {})).toBeNull();
  });

  it('says what is wrong: an option the piece lacks, a value it does not offer, a missing one', () => {
    expect(variationProblem('Halo', ring, { Size: 'N', Metal: 'Gold' })).toBeNull();
    expect(variationProblem('Halo', ring, { Size: 'Z', Metal: 'Gold' })).toBe(
      '"Halo" does not come in Size Z. Choose one of H, N, R.',
    );
    expect(variationProblem('Halo', ring, { Colour: 'Red' })).toBe(
      '"Halo" has no option "Colour".',
    );
    expect(variationProblem('Halo', ring, { Size: 'N' })).toBe('Please choose a Metal for "Halo".');
    expect(variationProblem('Studs', {}, { Size: 'N' })).toBe('"Studs" has no option "Size".');
    expect(variationProblem('Studs', {}, {})).toBeNull();
  });

  it('keeps the piece’s option order, and one key whatever order the choice came in', () => {
    expect(Object.keys(orderedChoice(ring, { Metal: 'Gold', Size: 'N' }))).toEqual([
      'Size',
      'Metal',
    ]);
    expect(variationKey({ Metal: 'Gold', Size: 'N' })).toBe(
      variationKey({ Size: 'N', Metal: 'Gold' }),
    );
    expect(variationKey({ Size: 'N' })).not.toBe(variationKey({ Size: 'P' }));
  });

  it('reads as "Size: N, Metal: Gold", and as nothing without a choice', () => {
    expect(variationLabel({ Size: 'N', Metal: 'Gold' })).toBe('Size: N, Metal: Gold');
    expect(variationLabel({})).toBe('');
    expect(variationLabel(undefined)).toBe('');
  });
});
