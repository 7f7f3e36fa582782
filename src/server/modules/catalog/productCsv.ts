import { csvLine, csvText, parseCsv, type CsvRecord } from '../../../shared/csv';
import { chosenOptions } from '../../../shared/variations';
import { DomainError } from '../../errors';
import type { ProductDto } from './productDto';

/**
 * The product CSV (decision 046): one row per product, or one per variant for a product kept in
 * stock per option, with the product's columns repeated on each of its rows (as Shopify's and
 * WooCommerce's files have it). Lists (tags, pictures, option values) are separated by `|`.
 */

export const LIST_SEPARATOR = '|';

/** The product's own columns, in the file's order. */
export const productCsvColumns = [
  'ID',
  'SKU',
  'Name',
  'Description',
  'Price',
  'Old price',
  'On sale',
  'Stock',
  'Collection',
  'Category',
  'Metal',
  'Brand',
  'Tags',
  'Active',
  'Featured',
  'New arrival',
  'Images',
] as const;

/** A variant's columns, empty on the row of a product that keeps one stock. */
export const variantColumns = [
  'Option stock',
  'Option price difference',
  'Option made to order days',
] as const;

/** Option n's name, every value it offers, and the value this row's variant chooses. */
export const optionColumns = (n: number) =>
  [`Option${n} name`, `Option${n} values`, `Option${n} value`] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const pounds = (amount: number) => amount.toFixed(2);

/** An export's header: as many option columns as the product with most options needs (1 at least). */
export function csvHeader(optionCount: number) {
  const options = Array.from({ length: Math.max(1, optionCount) }, (_, i) => optionColumns(i + 1));
  return csvLine([...productCsvColumns, ...variantColumns, ...options.flat()]);
}

/** A product's rows: its own, or one per variant. */
export function productCsvLines(p: ProductDto, optionCount: number) {
  const parent = p.category.parentCategory;
  const own = [
    p._id,
    p.sku ?? '',
    p.name,
    p.description,
    pounds(p.price),
    p.oldPrice === null ? '' : pounds(p.oldPrice),
    yesNo(p.isOnSale),
    p.countInStock,
    parent?.name ?? '',
    p.category.name,
    p.material ?? '',
    p.brand,
    p.tags.join(LIST_SEPARATOR),
    yesNo(p.isActive),
    yesNo(p.isFeatured),
    yesNo(p.isNewArrival),
    p.images.map((image) => image.url).join(LIST_SEPARATOR),
  ];
  const options = chosenOptions(p.variations);
  const optionCells = (choice: Record<string, string> | null) =>
    Array.from({ length: optionCount }, (_, i) => {
      const option = options[i];
      if (!option) return ['', '', ''];
      const [name, values] = option;
      return [name, values.join(LIST_SEPARATOR), choice?.[name] ?? ''];
    }).flat();
  if (p.variants.length === 0) {
    return csvLine([...own, '', '', '', ...optionCells(null)]);
  }
  return p.variants
    .map((v) =>
      csvLine([
        ...own,
        v.madeToOrderDays === null ? v.countInStock : '',
        // A number, not a text: '-5.00' would be guarded as a formula.
        v.priceDifference,
        v.madeToOrderDays ?? '',
        ...optionCells(v.choice),
      ]),
    )
    .join('');
}

/** A row of an imported file: its line, and its cells by column name (columns it lacks absent). */
export interface ImportRow {
  line: number;
  cells: Map<string, string>;
}

/** The longest file and the most rows an import reads. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

const knownColumns = new Set<string>([...productCsvColumns, ...variantColumns]);
const isOptionColumn = (name: string) => /^Option\d+ (name|values|value)$/.test(name);

/** The file's rows keyed by its header, or a refusal that says what is wrong with the file. */
export function readImportRows(text: string): ImportRow[] {
  const records = parseCsv(text);
  if (!records) throw new DomainError('BAD_REQUEST', 'The file has a quote that is never closed.');
  const [header, ...rows] = records;
  if (!header) throw new DomainError('BAD_REQUEST', 'The file is empty.');
  const names = header.cells.map((name) => name.trim());
  const unknown = names.filter((name) => !knownColumns.has(name) && !isOptionColumn(name));
  if (unknown.length > 0) {
    throw new DomainError(
      'BAD_REQUEST',
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Export the products to see the columns.`,
    );
  }
  if (rows.length === 0) throw new DomainError('BAD_REQUEST', 'The file has no product rows.');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new DomainError(
      'BAD_REQUEST',
      `The file has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    );
  }
  return rows.map(({ line, cells }: CsvRecord) => ({
    line,
    cells: new Map(names.map((name, i) => [name, csvText((cells[i] ?? '').trim())])),
  }));
}

/**
 * Rows grouped into products: the rows that follow one another with the same ID, or SKU, or
 * (with neither) name are one product's variants.
 */
export function groupRows(rows: ImportRow[]): ImportRow[][] {
  const keyOf = (row: ImportRow) =>
    row.cells.get('ID') || row.cells.get('SKU') || `name:${row.cells.get('Name') ?? ''}`;
  const groups: ImportRow[][] = [];
  let lastKey: string | null = null;
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.at(-1);
    if (group && key === lastKey && row.cells.get('Option1 value')) group.push(row);
    else groups.push([row]);
    lastKey = key;
  }
  return groups;
}
