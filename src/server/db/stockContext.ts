import { sql } from 'drizzle-orm';
import type { StockReason } from '../../shared/stock';
import type { Db } from './client';

/** Why stock moves, as the stock history records it (decision 045). */
export interface StockChange {
  reason: StockReason;
  /** Who made the change; null for the shop itself (the expiry sweep). */
  actorId: string | null;
  orderIds?: string[];
  returnId?: string;
}

const contextCall = ({ reason, actorId, orderIds = [], returnId }: StockChange) =>
  sql`set_stock_context(${reason}, ${actorId}, ${orderIds.join(',') || null}, ${returnId ?? null})`;

/**
 * A FROM item for the UPDATE that moves stock: it names the change for the products' trigger
 * (migration 0030) inside the statement itself, so it costs no round trip.
 */
export const stockChangeSource = (change: StockChange) =>
  sql`${contextCall(change)} as stock_change`;

/** The same, as a statement of its own, before a write built by the query builder. */
export async function nameStockChange(tx: Db, change: StockChange) {
  await tx.execute(sql`select ${contextCall(change)}`);
}
