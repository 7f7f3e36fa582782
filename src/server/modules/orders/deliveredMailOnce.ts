import { eq } from 'drizzle-orm';
import { OrderMailKind } from '../../../shared/orderMails';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { findReviewInvites } from '../reviews';
import { deliveredMail } from './eventMails';
import { sendOrderMailOnce, type OrderMailContext } from './orderMailOnce';

/**
 * The order's "delivered" mail, once ever, in the caller's transaction (after the status moved):
 * it invites a review of each piece its customer has not reviewed yet, the same list the order's
 * page shows (decision 057).
 */
export async function sendDeliveredMailOnce(ctx: OrderMailContext, tx: Db, orderId: string) {
  const [order] = await tx
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const invites = order?.userId ? await findReviewInvites(tx, order.userId, orderId) : [];
  return sendOrderMailOnce(ctx, tx, orderId, OrderMailKind.Delivered, (shop, dto, publicUrl) =>
    deliveredMail(shop, dto, publicUrl, invites),
  );
}
