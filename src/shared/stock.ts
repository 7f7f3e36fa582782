import { z } from './zod';
import { idSchema } from './catalog';
import { numberInput } from './numbers';

/**
 * Why a product's stock moved (decision 045): each writer of stock names its reason; a change
 * made without one (a script, a database console) is recorded as 'other'.
 */
export const stockReasons = [
  'order',
  'cancel',
  'expiry',
  'return',
  'admin',
  'import',
  'other',
] as const;
export type StockReason = (typeof stockReasons)[number];

/** The reason as the product's stock history says it. */
export const stockReasonWording: Record<StockReason, string> = {
  order: 'Order placed',
  cancel: 'Order cancelled',
  expiry: 'Unpaid order expired',
  return: 'Return refunded',
  admin: 'Edited by hand',
  import: 'Imported',
  other: 'Other change',
};

/** A product is low when its stock is at or below this many units (0: only when sold out). */
export const lowStockThresholdSchema = (label: string) =>
  numberInput(
    label,
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(10_000, `${label} must be at most 10,000`),
  );

/** Movements per page of a product's stock history. */
export const STOCK_HISTORY_PAGE_SIZE = 20;

/** A product's stock history, newest first; `before` (a movement's id) asks for the next page. */
export const stockHistoryInput = z.object({
  id: idSchema,
  before: numberInput('before', z.number().int().positive()).optional(),
});
export type StockHistoryInput = z.input<typeof stockHistoryInput>;
