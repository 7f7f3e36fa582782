import { idSchema } from './catalog';
import { formatGBP, toPence, toPounds } from './money';
import { numberInput } from './numbers';
import { z } from './zod';

/**
 * Changing many products at once from the admin list (decision 046): one change, applied to each
 * chosen product by `applyBulkChange`, previewed first and then written in one transaction.
 */

/** The most products one change takes: two pages of the list and more than a morning's work. */
export const MAX_BULK_PRODUCTS = 500;

const amount = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .min(-1_000_000, `${label} must be at least -1,000,000`)
      .max(1_000_000, `${label} must be at most 1,000,000`),
  );

export const bulkChange = z.discriminatedUnion('kind', [
  /** Set the price, or move it by an amount (pounds) or a percentage; never below £0. */
  z
    .object({
      kind: z.literal('price'),
      mode: z.enum(['set', 'amount', 'percent']),
      value: amount('Value'),
    })
    .refine((c) => c.mode !== 'set' || c.value >= 0, 'Price cannot be negative')
    .refine(
      (c) => c.mode !== 'percent' || c.value >= -100,
      'A price cannot fall by more than 100%',
    ),
  /** On sale at this many percent off the was-price (the price now, or the was-price kept). */
  z.object({
    kind: z.literal('sale'),
    percentOff: numberInput(
      'Percent off',
      z.number().gt(0, 'Percent off must be more than 0').lt(100, 'Percent off must be under 100'),
    ),
  }),
  /** Back to the was-price, which is cleared. */
  z.object({ kind: z.literal('endSale') }),
  z.object({ kind: z.literal('active'), value: z.boolean() }),
  z.object({ kind: z.literal('featured'), value: z.boolean() }),
  z.object({ kind: z.literal('category'), category: idSchema }),
  /** Set the stock, or add to it (negative: take off); never below 0. */
  z
    .object({
      kind: z.literal('stock'),
      mode: z.enum(['set', 'add']),
      value: numberInput(
        'Stock',
        z
          .number()
          .int('Stock must be a whole number')
          .min(-1_000_000, 'Stock must be at least -1,000,000')
          .max(1_000_000, 'Stock must be at most 1,000,000'),
      ),
    })
    .refine((c) => c.mode !== 'set' || c.value >= 0, 'Stock cannot be negative'),
]);
export type BulkChange = z.infer<typeof bulkChange>;

export const bulkUpdateInput = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Choose at least one product')
    .max(MAX_BULK_PRODUCTS, `Choose at most ${MAX_BULK_PRODUCTS} products at a time`)
    .transform((ids) => [...new Set(ids)]),
  change: bulkChange,
  /** True: only say what would change. */
  dryRun: z.boolean().default(true),
});
export type BulkUpdateInput = z.input<typeof bulkUpdateInput>;

/** What a bulk change reads and writes of a product. */
export interface BulkProductState {
  pricePence: number;
  oldPricePence: number | null;
  isOnSale: boolean;
  isActive: boolean;
  isFeatured: boolean;
  categoryId: string;
  countInStock: number;
  stockPerOption: boolean;
  /** The most an option takes off the price (its lowest price difference), 0 without options. */
  lowestDifferencePence: number;
}

const percentOf = (pence: number, percent: number) => Math.round((pence * percent) / 100);

/** The product after the change, or why it cannot take it. */
export function applyBulkChange(
  p: BulkProductState,
  change: BulkChange,
): { after: BulkProductState; problem: null } | { after: null; problem: string } {
  const done = (after: Partial<BulkProductState>) => ({ after: { ...p, ...after }, problem: null });
  switch (change.kind) {
    case 'price': {
      const moved = {
        set: toPence(change.value),
        amount: p.pricePence + toPence(change.value),
        percent: p.pricePence + percentOf(p.pricePence, change.value),
      }[change.mode];
      const pricePence = Math.max(0, moved);
      if (pricePence + p.lowestDifferencePence < 0) {
        return { after: null, problem: 'One of its options would cost less than £0' };
      }
      return done({ pricePence });
    }
    case 'sale': {
      const was = p.oldPricePence ?? p.pricePence;
      return done({
        pricePence: was - percentOf(was, change.percentOff),
        oldPricePence: was,
        isOnSale: true,
      });
    }
    case 'endSale':
      return done({
        pricePence: p.oldPricePence ?? p.pricePence,
        oldPricePence: null,
        isOnSale: false,
      });
    case 'active':
      return done({ isActive: change.value });
    case 'featured':
      return done({ isFeatured: change.value });
    case 'category':
      return done({ categoryId: change.category });
    case 'stock':
      if (p.stockPerOption) {
        return {
          after: null,
          problem: "Its stock is kept per option: change each option's stock in its form",
        };
      }
      return done({
        countInStock: Math.max(
          0,
          change.mode === 'set' ? change.value : p.countInStock + change.value,
        ),
      });
  }
}

/** How the preview shows the field a change moves, before or after. */
export function bulkFieldText(
  p: BulkProductState,
  change: BulkChange,
  categoryName: (id: string) => string,
): string {
  switch (change.kind) {
    case 'price':
    case 'sale':
    case 'endSale':
      return p.oldPricePence === null
        ? formatGBP(toPounds(p.pricePence))
        : `${formatGBP(toPounds(p.pricePence))} (was ${formatGBP(toPounds(p.oldPricePence))})`;
    case 'active':
      return p.isActive ? 'Active' : 'Hidden';
    case 'featured':
      return p.isFeatured ? 'Featured' : 'Not featured';
    case 'category':
      return categoryName(p.categoryId);
    case 'stock':
      return String(p.countInStock);
  }
}
