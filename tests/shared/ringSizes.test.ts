import { describe, expect, it } from 'vitest';
import { isRingSizeOption, ukRingSizes } from '../../src/shared/ringSizes';

describe('the ring size guide', () => {
  const sizes = ukRingSizes();
  it('gives every UK letter from A to Z, each larger than the one before', () => {
    expect(
      ukRingSizes()
        .map((s) => s.letter)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    for (const [i, size] of sizes.entries()) {
      if (i === 0) continue;
      expect(size.diameterMm).toBeGreaterThan(sizes[i - 1]!.diameterMm);
      expect(size.circumferenceMm).toBeGreaterThan(sizes[i - 1]!.circumferenceMm);
    }
  });

  it("matches jewellers' charts: A 37.8 mm round, N 54.4 mm, Z 69.7 mm; circumference π × diameter", () => {
    const size = (letter: string) => sizes.find((s) => s.letter === letter)!;
    expect(size('A')).toEqual({ letter: 'A', diameterMm: 12.0, circumferenceMm: 37.8 });
    expect(size('N')).toEqual({ letter: 'N', diameterMm: 17.3, circumferenceMm: 54.4 });
    expect(size('Z')).toEqual({ letter: 'Z', diameterMm: 22.2, circumferenceMm: 69.7 });
    for (const { diameterMm, circumferenceMm } of sizes) {
      expect(Math.abs(circumferenceMm - Math.PI * diameterMm)).toBeLessThan(0.2);
    }
  });

  it('is offered for a size in UK letters, smallest first, and not for other options', () => {
    expect(isRingSizeOption('Size', ['J', 'L', 'N', 'P'])).toBe(true);
    expect(isRingSizeOption('Ring size', ['H', 'H½', 'I'])).toBe(true);
    expect(isRingSizeOption('Size', ['S', 'M', 'L'])).toBe(false);
    expect(isRingSizeOption('Size', ['XS', 'S', 'M'])).toBe(false);
    expect(isRingSizeOption('Length', ['16"', '18"'])).toBe(false);
    expect(isRingSizeOption('Metal', ['A', 'B'])).toBe(false);
    expect(isRingSizeOption('Size', [])).toBe(false);
  });
});
