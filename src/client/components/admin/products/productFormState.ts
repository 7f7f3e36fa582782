import { checkFields, type FieldErrors } from '../../../lib/schemas';
import { productInput, type ProductInput } from '../adminSchemas';
import type { RouterOutputs } from '../../../lib/trpc';
import type { FormImage } from './ProductImagesField';
import { jewelleryDetailErrors, jewelleryFormFields } from './jewelleryFormFields';
import { parsePrice, parseStock } from './productFormRules';
import { engravingFormField } from './engravingFormField';
import {
  draftVariations,
  optionDraftsFrom,
  stockDraftFrom,
  stockSum,
  toVariantsInput,
  type OptionDraft,
  type StockDraft,
} from './productOptionsState';
import { regularPriceOf, saleErrorsOf, saleFormFields, saleInputOf } from './saleFormFields';

export type AdminProduct = RouterOutputs['admin']['products']['byId'];

/** One field of the form, as the table below declares it. */
export interface FormField<Value> {
  /** Its value on a new product's form. */
  empty: Value;
  /** Its value from the product being edited. */
  from(product: AdminProduct): Value;
  /** What it sends as the product's input, when that is not the value itself (null: unreadable). */
  to?(value: Value): unknown;
  /** A required field's message when it is blank. */
  required?: string;
}

const field = <Value>(spec: FormField<Value>) => spec;

/**
 * Each field of spec §5's form once: form value ↔ product ↔ input. A field added here is in the
 * values, the empty and edit forms and the input; the form only has to draw it. The required
 * ones are checked in this order, and the first one missing is focused.
 */
const fields = {
  name: field({ empty: '', from: (p) => p.name, required: 'Name is required' }),
  /** The digit-only inputs keep their text, parsed on submit. */
  /** The regular price: during a sale, what the product is charged outside it. */
  price: field({
    empty: '',
    from: (p) => regularPriceOf(p).toFixed(2),
    to: parsePrice,
    required: 'Price is required',
  }),
  countInStock: field({
    empty: '',
    from: (p) => String(p.countInStock),
    to: parseStock,
    required: 'Count in stock is required',
  }),
  parentCategory: field({
    empty: '',
    from: (p) => p.category.parentCategory?._id ?? p.category._id,
    required: 'Parent category is required',
  }),
  category: field({ empty: '', from: (p) => p.category._id, required: 'Category is required' }),
  description: field({
    empty: '',
    from: (p) => p.description,
    required: 'Description is required',
  }),
  /** Empty: the shop's threshold. */
  lowStockThreshold: field({
    empty: '',
    from: (p) => String(p.lowStockThreshold ?? ''),
    to: parseStock,
  }),
  brand: field({ empty: '', from: (p) => p.brand }),
  sku: field({ empty: '', from: (p) => p.sku ?? '' }),
  tags: field({ empty: [], from: (p) => p.tags }),
  images: field<FormImage[]>({
    empty: [],
    from: (p) => p.images.map((image) => ({ ...image, origin: 'saved' })),
    to: (images) => images.map(({ url, public_id, alt }) => ({ url, public_id, alt })),
  }),
  variations: field<OptionDraft[]>({
    empty: [],
    from: (p) => optionDraftsFrom(p.variations),
    to: draftVariations,
  }),
  variants: field<StockDraft>({
    empty: { perOption: false, variants: [] },
    from: stockDraftFrom,
    to: toVariantsInput,
  }),
  isActive: field({ empty: true, from: (p) => p.isActive }),
  isFeatured: field({ empty: false, from: (p) => p.isFeatured }),
  ...jewelleryFormFields,
  ...saleFormFields,
  engraving: field(engravingFormField),
} satisfies { [Name in keyof ProductInput]?: FormField<unknown> };

type Fields = typeof fields;
export type ProductFormValues = { [Name in keyof Fields]: Fields[Name]['empty'] };
const fieldNames = Object.keys(fields) as (keyof Fields)[];

/** The form's values, each field's read by `read`. */
function formValues(read: <Value>(field: FormField<Value>) => Value): ProductFormValues {
  // Each name with its own field's value: fromEntries cannot say so in its type.
  return Object.fromEntries(
    fieldNames.map((name) => [name, read<unknown>(fields[name])]),
  ) as ProductFormValues;
}

/** A new product's form: the first parent category (and its first child) chosen already. */
export const emptyProductForm = (parentCategory: string, category: string): ProductFormValues => ({
  ...formValues((f) => f.empty),
  parentCategory,
  category,
});

export const productFormFrom = (product: AdminProduct): ProductFormValues =>
  formValues((f) => f.from(product));

/**
 * The product's fields this form does not show, sent back as they were, since an update replaces
 * the whole product; and the stock the form loaded, so the update moves it by the admin's change.
 */
const keptFrom = (product: AdminProduct) => ({
  countInStockWas: product.countInStock,
  isNewArrival: product.isNewArrival,
});

const isBlank = (sent: unknown) =>
  sent === null || (typeof sent === 'string' && sent.trim() === '');

type Checked = { ok: true; data: ProductInput } | { ok: false; errors: FieldErrors };

/** The form's values as the server's productInput, or a message for each field to correct. */
export function toProductInput(form: ProductFormValues, original?: AdminProduct): Checked {
  // Kept per option, the product's stock is their sum, shown in its field but not typed there.
  const values = form.variants.perOption
    ? { ...form, countInStock: String(stockSum(form.variants)) }
    : form;
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const f: FormField<unknown> = fields[name];
    input[name] = f.to ? f.to(values[name]) : values[name];
    if (f.required && isBlank(input[name])) errors[name] = f.required;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const checked = checkFields(productInput, {
    ...input,
    ...saleInputOf(input),
    ...(original && keptFrom(original)),
  });
  if (!checked.ok) return checked;
  const detailErrors = jewelleryDetailErrors(checked.data);
  if (detailErrors) return { ok: false, errors: detailErrors };
  const saleErrors = saleErrorsOf(checked.data);
  if (Object.keys(saleErrors).length > 0) return { ok: false, errors: saleErrors };
  // The schema's output (tags lower-cased, defaults filled) is also valid input.
  return { ok: true, data: checked.data };
}
