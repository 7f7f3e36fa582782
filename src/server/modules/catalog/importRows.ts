import type { ProductInput, VariantInput } from '../../../shared/admin';
import type { Material } from '../../../shared/constants';
import { LIST_SEPARATOR, type ImportRow } from './productCsv';
import type { ProductDto } from './productDto';

/**
 * One product's rows of an imported file read into the admin form's input (`ProductInput`),
 * over the product's present fields: a column the file lacks leaves its field as it is, a column
 * it has sets it (an empty cell clears it). Problems are the file's own (a yes that is not a yes,
 * an unknown category); the values themselves are then checked by the form's schema.
 */

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

export type LineProblem = { line: number; message: string };

const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** Pounds as a spreadsheet may show them: '£1,250.00' is 1250.00 (the schema reads the digits). */
const money = (cell: string) => cell.replace(/^£/, '').replaceAll(',', '');

const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0', '']);

/** The form's own fields of a product as it is now: what the file's columns change. */
export function inputOfProduct(p: ProductDto): ProductInput & { isOnSale: boolean } {
  return {
    sku: p.sku,
    name: p.name,
    description: p.description,
    price: p.price,
    oldPrice: p.oldPrice,
    countInStock: p.countInStock,
    category: p.category._id,
    parentCategory: p.category.parentCategory?._id ?? null,
    brand: p.brand,
    images: p.images,
    tags: p.tags,
    variations: p.variations,
    material: p.material,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    isOnSale: p.isOnSale,
    isNewArrival: p.isNewArrival,
  };
}

/** `rows` (one product's) over `base` (its fields now, or none for a new product). */
export function readProductRows(
  rows: ImportRow[],
  base: Partial<ProductInput>,
  categories: CategoryRef[],
) {
  const [first] = rows as [ImportRow, ...ImportRow[]];
  const problems: LineProblem[] = [];
  const problem = (message: string, line = first.line) => problems.push({ line, message });
  const cell = (column: string) => first.cells.get(column);
  const input: ProductInput = { ...base } as ProductInput;

  const text = (column: string, apply: (value: string) => void) => {
    const value = cell(column);
    if (value !== undefined) apply(value);
  };
  const flag = (column: string, apply: (value: boolean) => void) =>
    text(column, (value) => {
      const word = value.toLowerCase();
      if (yes.has(word)) apply(true);
      else if (no.has(word)) apply(false);
      else problem(`${column} must be Yes or No, not "${value}"`);
    });

  text('SKU', (v) => (input.sku = v));
  text('Name', (v) => (input.name = v));
  text('Description', (v) => (input.description = v));
  text('Price', (v) => (input.price = money(v)));
  text('Old price', (v) => (input.oldPrice = v === '' ? null : money(v)));
  flag('On sale', (v) => (input.isOnSale = v));
  text('Stock', (v) => (input.countInStock = v));
  // The schema checks the metal; here it is only read as written.
  text('Metal', (v) => (input.material = v === '' ? null : (v.toLowerCase() as Material)));
  text('Brand', (v) => (input.brand = v));
  text('Tags', (v) => (input.tags = list(v)));
  flag('Active', (v) => (input.isActive = v));
  flag('Featured', (v) => (input.isFeatured = v));
  flag('New arrival', (v) => (input.isNewArrival = v));
  text('Images', (v) => {
    const held = new Map((base.images ?? []).map((image) => [image.url, image]));
    input.images = list(v).map((url) => held.get(url) ?? { url, public_id: '' });
  });

  const category = cell('Category');
  if (category !== undefined) {
    const found = findCategory(categories, category, cell('Collection') ?? '');
    if (typeof found === 'string') problem(found);
    else {
      input.category = found.id;
      input.parentCategory = found.parentId ?? found.id;
    }
  } else if (!base.category) problem('Category is required');

  readOptions(rows, input, problem);
  return { input, problems };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A category by slug, or by name within the collection named (by name or slug): 'White gold'
 * is a category of rings and of earrings both.
 */
function findCategory(categories: CategoryRef[], name: string, collectionName: string) {
  if (name === '') return 'Category is required';
  const bySlug = categories.find((c) => c.slug === name.toLowerCase());
  if (bySlug) return bySlug;
  const collection = categories.find(
    (c) => c.parentId === null && (sameName(c.name, collectionName) || c.slug === collectionName),
  );
  if (collectionName && !collection) return `Collection "${collectionName}" not found`;
  const named = categories.filter(
    (c) =>
      sameName(c.name, name) &&
      (!collection || c.id === collection.id || c.parentId === collection.id),
  );
  if (named.length === 1) return named[0]!;
  if (named.length === 0) {
    return collection
      ? `Category "${name}" not found in the collection "${collection.name}"`
      : `Category "${name}" not found`;
  }
  return `Category "${name}" is in several collections: name its Collection too`;
}

/**
 * The options (`OptionN name` and `values`, on the first row) and, when the rows choose values
 * (`OptionN value`), the stock per option, a row each. Without option columns the product keeps
 * its options and their stock; values left empty are those the rows choose, in their order.
 */
function readOptions(
  rows: ImportRow[],
  input: ProductInput,
  problem: (message: string, line?: number) => void,
) {
  const [first] = rows as [ImportRow];
  const numbers = [...first.cells.keys()]
    .map((name) => /^Option(\d+) name$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined);
  if (numbers.length === 0) return;
  const options = numbers
    .map((n) => ({
      n,
      name: first.cells.get(`Option${n} name`) ?? '',
      values: list(first.cells.get(`Option${n} values`) ?? ''),
    }))
    .filter((o) => o.name !== '');
  const perOption = rows.some((row) => options.some((o) => row.cells.get(`Option${o.n} value`)));
  const variants: VariantInput[] = [];
  for (const row of perOption ? rows : []) {
    const choice: Record<string, string> = {};
    for (const option of options) {
      const value = row.cells.get(`Option${option.n} value`) ?? '';
      if (value === '') {
        problem(`Option${option.n} value (${option.name}) is required on each row`, row.line);
      } else {
        choice[option.name] = value;
        if (!option.values.includes(value)) option.values.push(value);
      }
    }
    const days = row.cells.get('Option made to order days') ?? '';
    variants.push({
      choice,
      countInStock: days === '' ? (row.cells.get('Option stock') ?? 0) : 0,
      priceDifference: money(row.cells.get('Option price difference') || '0'),
      madeToOrderDays: days === '' ? null : days,
    });
  }
  input.variations = Object.fromEntries(options.map((o) => [o.name, o.values]));
  input.variants = variants;
  if (perOption) input.countInStock = 0;
}
