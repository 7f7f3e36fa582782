import { inArray } from 'drizzle-orm';
import type { PromotionFields } from '../../../shared/promotionInput';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { DomainError } from '../../errors';

/**
 * A promotion names collections or products that exist: one with a mistyped id would be saved
 * and then quietly give nothing. (Metals are checked by the input's schema.)
 */
export async function assertScopeExists(db: Db, input: PromotionFields) {
  if (input.scope !== 'categories' && input.scope !== 'products') return;
  const table = input.scope === 'categories' ? categories : products;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, input.scopeIds));
  const known = new Set(found.map((row) => row.id));
  const missing = input.scopeIds.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const what = input.scope === 'categories' ? 'collection' : 'product';
  throw new DomainError(
    'BAD_REQUEST',
    `No ${what} has the id ${missing.join(', ')}: choose the ${what}s again.`,
  );
}

/** The names of the products promotions apply to, by id, for Admin → Promotions. */
export async function productNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
