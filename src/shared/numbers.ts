import { numberField } from './numberText';
import { z } from './zod';

/** A number at the edge (`numberField`) that `rules` then checks, in zod's full build. */
export const numberInput = <Rules extends z.ZodType<unknown, number>>(
  label: string,
  rules: Rules,
) => z.pipe(numberField(label), rules);

/** Pounds with at most two decimals, up to £100,000: an owner's price, threshold or amount off. */
export const poundsInput = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(100_000, `${label} must be at most 100,000`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: `${label} must have at most two decimals`,
      }),
  );
