import { checkFields, type FieldErrors } from '../../../lib/schemas';
import { productInput, type ProductInput } from '../adminSchemas';
import type { RouterOutputs } from '../../../lib/trpc';
import type { FormImage } from './ProductImagesField';
import { parsePrice, parseStock } from './productFormRules';

export type AdminProduct = RouterOutputs['admin']['products']['byId'];

export interface ProductFormValues {
  name: string;
  brand: string;
  description: string;
  /** The digit-only inputs' text, parsed on submit. */
  price: string;
  countInStock: string;
  parentCategory: string;
  category: string;
  tags: string[];
  images: FormImage[];
  isActive: boolean;
  isFeatured: boolean;
}

/** A new product's form: the first parent category (and its first child) chosen already. */
export const emptyProductForm = (parentCategory: string, category: string): ProductFormValues => ({
  name: '',
  brand: '',
  description: '',
  price: '',
  countInStock: '',
  parentCategory,
  category,
  tags: [],
  images: [],
  isActive: true,
  isFeatured: false,
});

export const productFormFrom = (product: AdminProduct): ProductFormValues => ({
  name: product.name,
  brand: product.brand,
  description: product.description,
  price: product.price.toFixed(2),
  countInStock: String(product.countInStock),
  parentCategory: product.category.parentCategory?._id ?? product.category._id,
  category: product.category._id,
  tags: product.tags,
  images: product.images.map((image) => ({ ...image, origin: 'saved' })),
  isActive: product.isActive,
  isFeatured: product.isFeatured,
});

/** Spec §5's required fields, in the order the form shows them. */
const required: [keyof ProductFormValues, string][] = [
  ['name', 'Name is required'],
  ['price', 'Price is required'],
  ['countInStock', 'Count in stock is required'],
  ['parentCategory', 'Parent category is required'],
  ['category', 'Category is required'],
  ['description', 'Description is required'],
];

type Checked = { ok: true; data: ProductInput } | { ok: false; errors: FieldErrors };

/**
 * The form's values as the server's productInput. The product's fields this form does not show
 * (old price, variations, material, sale and new-arrival flags) are sent back as they were, since
 * an update replaces the whole product.
 */
export function toProductInput(values: ProductFormValues, original?: AdminProduct): Checked {
  const errors: FieldErrors = {};
  for (const [field, message] of required) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] ??= message;
  }
  const price = parsePrice(values.price);
  const countInStock = parseStock(values.countInStock);
  if (price === null) errors.price ??= 'Price is required';
  if (countInStock === null) errors.countInStock ??= 'Count in stock is required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const checked = checkFields(productInput, {
    name: values.name,
    brand: values.brand,
    description: values.description,
    price,
    countInStock,
    parentCategory: values.parentCategory,
    category: values.category,
    tags: values.tags,
    images: values.images.map(({ url, public_id }) => ({ url, public_id })),
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    ...(original && {
      countInStockWas: original.countInStock,
      oldPrice: original.oldPrice,
      variations: original.variations,
      material: original.material,
      isOnSale: original.isOnSale,
      isNewArrival: original.isNewArrival,
    }),
  });
  if (!checked.ok) return checked;
  // The schema's output (tags lower-cased, defaults filled) is also valid input.
  return { ok: true, data: checked.data };
}
