import { inArray, sql } from 'drizzle-orm';
import {
  applyBulkChange,
  bulkFieldText,
  bulkUpdateInput,
  type BulkChange,
  type BulkProductState,
  type BulkUpdateInput,
} from '../../../shared/bulkProducts';
import type { Db } from '../../db/client';
import { nameStockChange } from '../../db/stockContext';
import { categories, products } from '../../db/schema';
import { DomainError } from '../../errors';

/** One chosen product in the preview: the changed field before and after, or why it cannot change. */
export interface BulkPreviewRow {
  id: string;
  name: string;
  from: string;
  to: string;
  changed: boolean;
  problem: string | null;
}

const stateColumns = {
  id: products.id,
  name: products.name,
  pricePence: products.pricePence,
  oldPricePence: products.oldPricePence,
  isOnSale: products.isOnSale,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  categoryId: products.categoryId,
  countInStock: products.countInStock,
  stockPerOption: products.stockPerOption,
  lowestDifferencePence: sql<number>`coalesce((select min(v.price_difference_pence)
    from product_variants v where v.product_id = products.id), 0)`.mapWith(Number),
};

const sameState = (a: BulkProductState, b: BulkProductState) =>
  (Object.keys(a) as (keyof BulkProductState)[]).every((key) => a[key] === b[key]);

/**
 * Changes many products at once (decision 046): the chosen products are read (and, to apply,
 * locked) in one statement, the change worked out for each, and the changed ones written in one
 * more, all in one transaction. A product that cannot take the change (gone, or an option that
 * would cost less than £0) stops all of it: nothing is written, and the preview says why.
 */
export async function bulkUpdateProducts(db: Db, input: BulkUpdateInput, actorId: string | null) {
  const { ids, change, dryRun } = bulkUpdateInput.parse(input);
  return db.transaction(async (tx) => {
    // The stock history records the moves as the owner's.
    if (change.kind === 'stock') await nameStockChange(tx, { reason: 'admin', actorId });
    const names = new Map(
      (await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
        c.id,
        c.name,
      ]),
    );
    if (change.kind === 'category' && !names.has(change.category)) {
      throw new DomainError('BAD_REQUEST', 'Category not found');
    }
    const read = tx
      .select(stateColumns)
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id);
    const found = new Map((await (dryRun ? read : read.for('update'))).map((p) => [p.id, p]));
    const categoryName = (id: string) => names.get(id) ?? '';

    const written: (BulkProductState & { id: string })[] = [];
    const rows = ids.map((id): BulkPreviewRow => {
      const before = found.get(id);
      if (!before) {
        return { id, name: '', from: '', to: '', changed: false, problem: 'No longer exists' };
      }
      const from = bulkFieldText(before, change, categoryName);
      const { after, problem } = applyBulkChange(before, change);
      const changed = after !== null && !sameState(before, after);
      if (after && changed) written.push({ ...after, id });
      const to = after ? bulkFieldText(after, change, categoryName) : from;
      return { id, name: before.name, from, to, changed, problem };
    });
    const problems = rows.filter((row) => row.problem !== null);
    const applied = !dryRun && problems.length === 0;
    if (applied && written.length > 0) await writeStates(tx, change.kind, written);
    return { dryRun, applied, changed: written.length, rows, problems: problems.length };
  });
}

/**
 * The columns each kind of change writes: only those, so a price change never writes the stock
 * (which stock history would record).
 */
const writtenColumns: Record<BulkChange['kind'], (keyof Row)[]> = {
  price: ['price_pence', 'old_price_pence', 'is_on_sale'],
  sale: ['price_pence', 'old_price_pence', 'is_on_sale'],
  endSale: ['price_pence', 'old_price_pence', 'is_on_sale'],
  active: ['is_active'],
  featured: ['is_featured'],
  category: ['category_id'],
  stock: ['count_in_stock'],
};

const toRow = (s: BulkProductState & { id: string }) => ({
  id: s.id,
  price_pence: s.pricePence,
  old_price_pence: s.oldPricePence,
  is_on_sale: s.isOnSale,
  is_active: s.isActive,
  is_featured: s.isFeatured,
  category_id: s.categoryId,
  count_in_stock: s.countInStock,
});
type Row = ReturnType<typeof toRow>;

/** The products' new states in one statement, whatever their number. */
async function writeStates(
  tx: Db,
  kind: BulkChange['kind'],
  states: (BulkProductState & { id: string })[],
) {
  const assignments = writtenColumns[kind].map((column) => `${column} = v.${column}`).join(', ');
  await tx.execute(sql`
    update products p set ${sql.raw(assignments)}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(states.map(toRow))}::jsonb) as v(id char(24),
      price_pence integer, old_price_pence integer, is_on_sale boolean, is_active boolean,
      is_featured boolean, category_id char(24), count_in_stock integer)
    where p.id = v.id`);
}
