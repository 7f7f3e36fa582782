/**
 * UK ring sizes (A to Z), as jewellers' conversion charts give them: each letter is 0.016 in
 * (0.41 mm) wider inside than the one before, from A at 0.474 in (12.04 mm), and its inside
 * circumference is π times that. The shop's size guide shows them; a size picker whose values
 * are these letters links to it.
 */
export interface RingSize {
  letter: string;
  /** Inside diameter, mm, to one decimal place. */
  diameterMm: number;
  /** Inside circumference, mm, to one decimal place. */
  circumferenceMm: number;
}

const MM_PER_INCH = 25.4;
const roundTenth = (mm: number) => Math.round(mm * 10) / 10;

/** A function, not a constant: the size pickers import this module, and only the guide needs the chart. */
export const ukRingSizes = (): RingSize[] =>
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, step) => {
    const diameterMm = (0.474 + 0.016 * step) * MM_PER_INCH;
    return {
      letter,
      diameterMm: roundTenth(diameterMm),
      circumferenceMm: roundTenth(Math.PI * diameterMm),
    };
  });

export const RING_SIZE_GUIDE_PATH = '/ring-size-guide';

/** A UK letter size, whole or half (H, H½). */
const ukLetterSize = /^[A-Z]½?$/;

/**
 * An option the size guide helps with: a size whose values are UK letter sizes, smallest first
 * (J, L, N, P). Clothing-style sizes are not: S, M, L is not in that order, XS is not a letter.
 */
export function isRingSizeOption(option: string, values: readonly string[]) {
  if (!/size/i.test(option) || values.length === 0) return false;
  return values.every(
    (value, i) => ukLetterSize.test(value) && (i === 0 || values[i - 1]!.localeCompare(value) < 0),
  );
}
