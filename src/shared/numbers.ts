import { z } from 'zod';
import { numberFromText } from './numberText';

/**
 * A number at the edge: a JSON number, or digits in a string (a query string, a form's field)
 * read explicitly. `null`, `""`, `true`, `[]` or `"0x10"` are refused with the field's label, where
 * `z.coerce.number()` made them 0, 0, 1, 0 and 16. `rules` then checks the number itself.
 */
export function numberInput<Rules extends z.ZodType<unknown, number>>(label: string, rules: Rules) {
  const notANumber = `${label} must be a number`;
  return z
    .union([z.number(), z.string().transform(numberFromText)], { error: notANumber })
    .pipe(z.number({ error: notANumber }))
    .pipe(rules);
}
