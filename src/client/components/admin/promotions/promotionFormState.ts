import { toLondonWallClock } from '../../../../shared/londonTime';
import { promotionInput, type PromotionFields } from '../../../../shared/promotionInput';
import type { PromotionKind, PromotionScope } from '../../../../shared/promotions';
import type { FieldErrors } from '../../../lib/schemas';
import type { RouterOutputs } from '../../../lib/trpc';
import type { ChosenProduct } from './ProductScopeField';

export type Promotion = RouterOutputs['admin']['promotions']['list'][number];

/**
 * Admin → Promotions' form: `promotionInput` with amounts and limits as the text typed (empty:
 * none), the chosen collections, metals and products per scope (kept when the scope changes),
 * and London clock times as datetime-local fields hold them.
 */
export interface PromotionFormValues {
  name: string;
  automatic: boolean;
  code: string;
  kind: PromotionKind;
  value: string;
  scope: PromotionScope;
  categories: string[];
  materials: string[];
  products: ChosenProduct[];
  minSpend: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  excludeSale: boolean;
}

/** A new promotion: a code, 10% off the whole shop, from now with no end. */
export const emptyPromotionForm = (now = new Date()): PromotionFormValues => ({
  name: '',
  automatic: false,
  code: '',
  kind: 'percent',
  value: '10',
  scope: 'all',
  categories: [],
  materials: [],
  products: [],
  minSpend: '',
  startsAt: toLondonWallClock(now),
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  excludeSale: false,
});

const text = (n: number | null, decimals = 0) => (n === null ? '' : n.toFixed(decimals));

export const promotionFormFrom = (p: Promotion): PromotionFormValues => ({
  name: p.name,
  automatic: p.code === null,
  code: p.code ?? '',
  kind: p.kind,
  value: p.kind === 'amount' ? text(p.value, 2) : String(p.value),
  scope: p.scope,
  categories: p.scope === 'categories' ? p.scopeIds : [],
  materials: p.scope === 'materials' ? p.scopeIds : [],
  products: p.products,
  minSpend: text(p.minSpend, 2),
  startsAt: p.startsAt,
  endsAt: p.endsAt ?? '',
  usageLimit: text(p.usageLimit),
  perCustomerLimit: text(p.perCustomerLimit),
  excludeSale: p.excludeSale,
});

const optional = (t: string) => (t.trim() === '' ? null : t.trim());

function scopeIdsOf(v: PromotionFormValues): string[] {
  if (v.scope === 'categories') return v.categories;
  if (v.scope === 'materials') return v.materials;
  if (v.scope === 'products') return v.products.map((p) => p._id);
  return [];
}

type Checked = { ok: true; data: PromotionFields } | { ok: false; errors: FieldErrors };

/** The form as `promotionInput`, checked by it; one message per field. */
export function toPromotionInput(v: PromotionFormValues): Checked {
  if (!v.automatic && v.code.trim() === '') {
    return { ok: false, errors: { code: 'Enter a code, or choose an automatic offer' } };
  }
  const result = promotionInput.safeParse({
    name: v.name,
    code: v.automatic ? null : v.code,
    kind: v.kind,
    value: v.kind === 'free-delivery' ? 0 : v.value.trim(),
    scope: v.scope,
    scopeIds: scopeIdsOf(v),
    minSpend: optional(v.minSpend),
    startsAt: v.startsAt,
    endsAt: optional(v.endsAt),
    usageLimit: optional(v.usageLimit),
    perCustomerLimit: optional(v.perCustomerLimit),
    excludeSale: v.excludeSale,
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}
