import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/orderStatus';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { addHistory } from './orderHistory';
import { recordSales } from './stock';

/**
 * What an order's row becomes when it is paid, however it is paid: paid now, its hold ended.
 * Values may be placeholders (the settlement's statement is built once). `cardLast4` left out
 * keeps the digits the order was placed with.
 */
export const paidOrderSet = (paid: {
  status: OrderStatus | SQL;
  paymentMethod: string | SQL;
  cardLast4?: string | null | SQL;
}) => ({
  isPaid: true,
  paidAt: sql`now()`,
  status: paid.status,
  paymentMethod: paid.paymentMethod,
  cardLast4: paid.cardLast4,
  expiresAt: null,
  updatedAt: sql`now()`,
});

/**
 * An order paid without a provider's settlement (recorded by an administrator, or with nothing
 * to pay): its row paid, its history told why, its units counted as sales, in the caller's
 * transaction.
 */
export async function markOrderPaid(
  tx: Db,
  orderId: string,
  paid: Parameters<typeof paidOrderSet>[0] & { status: OrderStatus; note: string },
) {
  await tx.update(orders).set(paidOrderSet(paid)).where(eq(orders.id, orderId));
  await addHistory(tx, orderId, paid.status, paid.note);
  await recordSales(tx, orderId);
}
