import { jewelleryDetailsProblems, type JewelleryDetails } from '../../../../shared/jewellery';
import type { FieldErrors } from '../../../lib/schemas';
import type { ProductInput } from '../adminSchemas';
import type { AdminProduct } from './productFormState';
import { parsePrice } from './productFormRules';

type DetailName = keyof JewelleryDetails;

/** A select of a closed set: '' is "not stated", sent as null (which clears it). */
const choice = <Name extends DetailName>(name: Name) => ({
  empty: '',
  from: (p: AdminProduct) => p[name] ?? '',
  to: (value: string) => value || null,
});

/** A measure's digit-only input, kept as typed and parsed on submit (blank clears it). */
const measure = (name: 'caratWeight' | 'weightGrams', decimals?: number) => ({
  empty: '',
  from: (p: AdminProduct) => {
    const value = p[name];
    if (typeof value !== 'number') return '';
    return decimals === undefined ? String(value) : value.toFixed(decimals);
  },
  to: parsePrice,
});

/** The product form's "Jewellery details" (decision 042), in the form's field table. */
export const jewelleryFormFields = {
  material: choice('material'),
  fineness: choice('fineness'),
  stone: choice('stone'),
  caratWeight: measure('caratWeight', 2),
  diamondColour: choice('diamondColour'),
  diamondClarity: choice('diamondClarity'),
  certificateLab: choice('certificateLab'),
  certificateNumber: {
    empty: '',
    from: (p: AdminProduct) => p.certificateNumber ?? '',
    to: (value: string) => value.trim() || null,
  },
  assayOffice: choice('assayOffice'),
  weightGrams: measure('weightGrams'),
} satisfies Record<DetailName, unknown>;

export type JewelleryFormValues = { [Name in DetailName]: string };

/** The shared rules of the details, on the field each problem is about; null when they hold. */
export function jewelleryDetailErrors(input: ProductInput): FieldErrors | null {
  const details = Object.fromEntries(
    Object.keys(jewelleryFormFields).map((name) => [name, input[name as DetailName] ?? null]),
  ) as unknown as JewelleryDetails;
  const problems = jewelleryDetailsProblems(details);
  if (problems.length === 0) return null;
  const errors: FieldErrors = {};
  for (const { field, message } of problems) errors[field] ??= message;
  return errors;
}
