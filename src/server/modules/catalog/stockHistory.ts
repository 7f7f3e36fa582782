import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import {
  STOCK_HISTORY_PAGE_SIZE,
  type StockReason,
  type stockHistoryInput,
} from '../../../shared/stock';
import type { Db } from '../../db/client';
import { orderReturns, products, stockMovements, users } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * A product's stock movements, newest first, a page at a time (`before`: the last id seen): when,
 * by how much, the stock after, why, the order it was for (a return's order too) and who.
 */
export async function findStockHistory(db: Db, input: z.output<typeof stockHistoryInput>) {
  const rows = await db
    .select({
      id: stockMovements.id,
      at: stockMovements.at,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      variant: stockMovements.variant,
      orderId: stockMovements.orderId,
      returnOrderId: orderReturns.orderId,
      actorId: stockMovements.actorId,
      actorName: users.name,
      actorIsAdmin: users.isAdmin,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(orderReturns, eq(orderReturns.id, stockMovements.returnId))
    .where(
      and(
        eq(stockMovements.productId, input.id),
        input.before === undefined ? undefined : lt(stockMovements.id, input.before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(STOCK_HISTORY_PAGE_SIZE + 1);
  if (rows.length === 0 && input.before === undefined) await assertProductExists(db, input.id);
  const page = rows.slice(0, STOCK_HISTORY_PAGE_SIZE);
  return {
    movements: page.map(toMovementDto),
    /** The `before` of the next page; null on the last. */
    next: rows.length > page.length ? page.at(-1)!.id : null,
  };
}

interface MovementRow {
  id: number;
  at: Date;
  change: number;
  stockAfter: number;
  reason: StockReason;
  variant: Record<string, string> | null;
  orderId: string | null;
  returnOrderId: string | null;
  actorId: string | null;
  actorName: string | null;
  actorIsAdmin: boolean | null;
}

function toMovementDto(m: MovementRow) {
  return {
    _id: m.id,
    at: m.at.toISOString(),
    change: m.change,
    stockAfter: m.stockAfter,
    reason: m.reason,
    variant: m.variant,
    /** The order it was for, a refunded return's order too. */
    orderId: m.orderId ?? m.returnOrderId,
    /** Null: the shop itself (the expiry sweep, a script). */
    by: m.actorId
      ? {
          name: m.actorName ?? 'A deleted account',
          role: m.actorIsAdmin ? ('admin' as const) : ('customer' as const),
        }
      : null,
  };
}

export type StockMovementDto = ReturnType<typeof toMovementDto>;

async function assertProductExists(db: Db, id: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product');
}
