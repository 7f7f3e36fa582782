import {
  assayOffices,
  CARAT_DECIMALS,
  certificateLabs,
  diamondClarities,
  diamondColours,
  finenesses,
  GRAM_DECIMALS,
  stones,
  toUnits,
} from './jewellery';
import { numberInput } from './numbers';
import { z } from './zod';

/** One of a closed set, with a message that lists it. */
const oneOf = <const Values extends readonly [string, ...string[]]>(
  field: string,
  values: Values,
) => z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

/** A positive amount written to at most `decimals` places, below `max`. */
const measure = (label: string, unit: string, decimals: number, max: number) =>
  numberInput(
    label,
    z
      .number()
      .positive(`${label} must be more than 0`)
      .max(max, `${label} must be at most ${max} ${unit}`)
      .refine(
        (value) => Math.abs(toUnits(value, decimals) - value * 10 ** decimals) < 1e-6,
        `${label} has at most ${decimals} decimal places`,
      ),
  );

/**
 * A product's jewellery details as the admin API takes them (decision 042), spread into
 * productInput. Each is new to spec §7's payload, so each is optional: left out, it keeps its
 * value; null clears it. How they fit together is `jewelleryDetailsProblems`, asked of the
 * product they leave, since a partial update only says part of it.
 */
export const jewelleryDetailsInput = z.object({
  fineness: oneOf('fineness', finenesses).nullable().optional(),
  stone: oneOf('stone', stones).nullable().optional(),
  /** Carats, to hundredths. */
  caratWeight: measure('Carat weight', 'ct', CARAT_DECIMALS, 100).nullable().optional(),
  diamondColour: oneOf('diamondColour', diamondColours).nullable().optional(),
  diamondClarity: oneOf('diamondClarity', diamondClarities).nullable().optional(),
  certificateLab: oneOf('certificateLab', certificateLabs).nullable().optional(),
  /** Blank reads as none, as a cleared form field sends it. */
  certificateNumber: z
    .string()
    .trim()
    .max(40, 'Certificate number must be at most 40 characters')
    .regex(/^[A-Za-z0-9 /-]*$/, 'Certificate number may hold letters, digits, spaces, / and -')
    .transform((text) => text || null)
    .nullable()
    .optional(),
  assayOffice: oneOf('assayOffice', assayOffices).nullable().optional(),
  /** Grams, to milligrams. */
  weightGrams: measure('Weight', 'g', GRAM_DECIMALS, 5000).nullable().optional(),
});
