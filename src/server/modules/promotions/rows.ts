import { toPence, toPounds } from '../../../shared/money';
import { fromLondonWallClock, toLondonWallClock } from '../../../shared/londonTime';
import type { PromotionFields } from '../../../shared/promotionInput';
import type { PromotionRules } from '../../../shared/promotions';
import type { promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

export const toRules = (row: PromotionRow): PromotionRules => ({
  id: row.id,
  name: row.name,
  code: row.code,
  kind: row.kind,
  value: row.value,
  scope: row.scope,
  scopeIds: row.scopeIds,
  minSpendPence: row.minSpendPence,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  excludeSale: row.excludeSale,
});

/** Pounds for an amount off, the percentage itself, 0 for free delivery. */
const valueOf = (row: PromotionRow) => (row.kind === 'amount' ? toPounds(row.value) : row.value);

/** A promotion as Admin → Promotions reads and writes it: the input's shape, with its id. */
export const toPromotionFields = (row: PromotionRow) => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  kind: row.kind,
  value: valueOf(row),
  scope: row.scope,
  scopeIds: row.scopeIds,
  minSpend: row.minSpendPence === null ? null : toPounds(row.minSpendPence),
  startsAt: toLondonWallClock(row.startsAt),
  endsAt: row.endsAt === null ? null : toLondonWallClock(row.endsAt),
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  excludeSale: row.excludeSale,
});

export const toColumns = (p: PromotionFields) => ({
  name: p.name,
  code: p.code,
  kind: p.kind,
  value: p.kind === 'amount' ? toPence(p.value) : p.kind === 'percent' ? p.value : 0,
  scope: p.scope,
  scopeIds: p.scope === 'all' ? [] : [...new Set(p.scopeIds)],
  minSpendPence: p.minSpend === null ? null : toPence(p.minSpend),
  // The schema has checked both are London clock times.
  startsAt: fromLondonWallClock(p.startsAt)!,
  endsAt: p.endsAt === null ? null : fromLondonWallClock(p.endsAt),
  usageLimit: p.usageLimit,
  perCustomerLimit: p.perCustomerLimit,
  excludeSale: p.excludeSale,
});
