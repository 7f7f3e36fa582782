import { zMini as z } from './zod';

/**
 * Digits with at most one decimal point, and an optional minus: how a number is written in a
 * query string or a form field ('20', '19.99', '-1'). Not '', 'true', '0x10', '1e3' or 'Infinity',
 * which `Number()` would read as numbers.
 */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number `text` writes (surrounding spaces allowed), or NaN when it writes none. */
const numberFromText = (text: string) =>
  NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : NaN;

/**
 * A number at the edge: a JSON number, or digits in a string (a query string, a form's field)
 * read explicitly. `null`, `""`, `true`, `[]` or `"0x10"` are refused with the field's label, where
 * `z.coerce.number()` made them 0, 0, 1, 0 and 16. In zod's small build, so the listing's address
 * (read on a first visit) reads its numbers by this rule without all of zod.
 */
export function numberField(label: string) {
  const notANumber = `${label} must be a number`;
  return z.pipe(
    z.union([z.number(), z.pipe(z.string(), z.transform(numberFromText))], { error: notANumber }),
    z.number({ error: notANumber }),
  );
}
