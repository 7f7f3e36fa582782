import { inArray, or } from 'drizzle-orm';
import { productInput } from '../../../shared/admin';
import { toPence } from '../../../shared/money';
import { variantsProblem } from '../../../shared/variants';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { findProductsForAdminWhere } from './adminProducts';
import { changesOf, type ImportChange } from './importChanges';
import { inputOfProduct, readProductRows, type CategoryRef, type LineProblem } from './importRows';
import { groupRows, readImportRows, type ImportRow } from './productCsv';
import type { ProductDto } from './productDto';
import { writeProduct } from './productWrites';
import { importReport } from '../../../shared/importReport';

type ProductFields = z.output<typeof productInput>;

/** What importing one product's rows does, or why it cannot. */
export interface ImportResult {
  /** The line its first row starts on (the header is line 1). */
  line: number;
  name: string;
  sku: string | null;
  action: 'create' | 'update' | 'unchanged' | 'error';
  changes: ImportChange[];
  warnings: string[];
  /** 'Line 7: Price cannot be negative'. */
  errors: string[];
}

interface PlannedProduct {
  result: ImportResult;
  id: string | null;
  fields: ProductFields | null;
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Which product a row updates (by ID, else by SKU), or null to create one; a string says why none. */
function matchOf(first: ImportRow, byId: Map<string, ProductDto>, bySku: Map<string, ProductDto>) {
  const id = first.cells.get('ID') ?? '';
  const sku = first.cells.get('SKU') ?? '';
  if (id) return byId.get(id) ?? `No product has the ID "${id}": clear it to create a new product`;
  return (sku && bySku.get(sku)) || null;
}

/** Every product of the file read, matched and checked, as a dry run shows it and an import writes it. */
async function planImport(db: Db, text: string, lock: boolean): Promise<PlannedProduct[]> {
  const groups = groupRows(readImportRows(text));
  const cellsOf = (column: string) =>
    groups.map(([first]) => first!.cells.get(column) ?? '').filter(Boolean);
  const ids = cellsOf('ID').filter((id) => ID_PATTERN.test(id));
  const skus = cellsOf('SKU');
  const existing =
    ids.length + skus.length === 0
      ? []
      : await findProductsForAdminWhere(
          db,
          or(
            ids.length ? inArray(products.id, ids) : undefined,
            skus.length ? inArray(products.sku, skus) : undefined,
          ),
          lock,
        );
  const byId = new Map(existing.map((p) => [p._id, p]));
  const bySku = new Map(existing.flatMap((p) => (p.sku ? [[p.sku, p] as const] : [])));
  const allCategories: CategoryRef[] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    })
    .from(categories);
  const firstLineOf = new Map<string, number>();

  return groups.map((rows) => {
    const first = rows[0]!;
    const problems: LineProblem[] = [];
    const match = matchOf(first, byId, bySku);
    const product = typeof match === 'string' ? null : match;
    if (typeof match === 'string') problems.push({ line: first.line, message: match });

    const { input, problems: readProblems } = readProductRows(
      rows,
      product ? inputOfProduct(product) : {},
      allCategories,
    );
    problems.push(...readProblems);
    const parsed = productInput.safeParse(input);
    const fields = parsed.success ? parsed.data : null;
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index] = issue.path;
      // A category not found is already said in the file's words.
      if (field === 'category' && input.category === undefined) continue;
      const row = field === 'variants' && typeof index === 'number' ? rows[index] : first;
      problems.push({ line: (row ?? first).line, message: issue.message });
    }
    const sku = fields?.sku ?? (first.cells.get('SKU') || null);
    const owner = sku ? bySku.get(sku) : undefined;
    if (owner && owner._id !== product?._id) {
      problems.push({
        line: first.line,
        message: `The SKU "${sku}" belongs to another product ("${owner.name}")`,
      });
    }
    for (const key of [product && `id:${product._id}`, sku && `sku:${sku}`]) {
      if (!key) continue;
      const earlier = firstLineOf.get(key);
      if (earlier !== undefined) {
        problems.push({
          line: first.line,
          message: `The product of line ${earlier} is here again`,
        });
      } else firstLineOf.set(key, first.line);
    }
    if (fields) {
      const variants = fields.variants ?? product?.variants ?? [];
      const problem = variantsProblem(fields.variations ?? {}, variants, toPence(fields.price));
      if (problem) problems.push({ line: first.line, message: problem });
    }

    const errors = problems
      .sort((a, b) => a.line - b.line)
      .map(({ line, message }) => `Line ${line}: ${message}`);
    const changes = product && fields ? changesOf(product, fields, allCategories) : [];
    const action =
      errors.length > 0 || !fields
        ? 'error'
        : !product
          ? 'create'
          : changes.length > 0
            ? 'update'
            : 'unchanged';
    const warnings =
      action === 'create' && !sku ? ['No SKU: a new product will be created each import'] : [];
    return {
      result: {
        line: first.line,
        name: fields?.name ?? first.cells.get('Name') ?? product?.name ?? '',
        sku,
        action,
        changes,
        warnings,
        errors,
      },
      id: product?._id ?? null,
      fields,
    };
  });
}

const report = (plan: PlannedProduct[], dryRun: boolean) =>
  importReport(
    plan.map((p) => p.result),
    ['create', 'update', 'unchanged'] as const,
    dryRun,
  );
export type ImportReport = ReturnType<typeof report>;

/**
 * Imports a product CSV: a dry run reports what each product's rows would do; otherwise the file
 * is read again, checked again and written in one transaction, all of it or (with any error)
 * nothing. Unchanged products are not written at all.
 */
export async function importProducts(
  db: Db,
  text: string,
  dryRun: boolean,
  actorId: string | null,
) {
  if (dryRun) return report(await planImport(db, text, false), true);
  try {
    return await db.transaction(async (tx) => {
      const plan = await planImport(tx, text, true);
      const answer = report(plan, false);
      if (!answer.applied) return answer;
      for (const { result, id, fields } of plan) {
        if (fields && (result.action === 'create' || result.action === 'update')) {
          // The stock history records each product's move as the owner's import.
          await writeProduct(tx, id, fields, { reason: 'import', actorId });
        }
      }
      return answer;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new DomainError(
        'CONFLICT',
        'Two products of the file would have the same SKU at once: nothing was imported.',
      );
    }
    throw err;
  }
}
