import { numberField } from './numberText';
import { z } from './zod';

/** A number at the edge (`numberField`) that `rules` then checks, in zod's full build. */
export const numberInput = <Rules extends z.ZodType<unknown, number>>(
  label: string,
  rules: Rules,
) => z.pipe(numberField(label), rules);
