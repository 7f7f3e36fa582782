import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { receivedStatuses } from '../../../shared/orderStatus';
import type { Db } from '../../db/client';
import { orderItems, orders, products, reviews } from '../../db/schema';

/**
 * The pieces of one of the customer's orders that its mail and page invite them to review
 * (decision 057): only once the order is delivered or collected (who may review, decision 018),
 * only pieces still sold, and only those the customer has not reviewed yet. Someone else's order,
 * or one not yet received, invites nothing.
 */
export async function findReviewInvites(db: Db, userId: string, orderId: string) {
  const rows = await db
    .selectDistinctOn([orderItems.productId], {
      productId: products.id,
      name: products.name,
      image: orderItems.image,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.isActive, true)))
    .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.userId, userId)))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        inArray(orders.status, receivedStatuses),
        isNull(reviews.id),
      ),
    )
    .orderBy(asc(orderItems.productId));
  return rows;
}
export type ReviewInvite = Awaited<ReturnType<typeof findReviewInvites>>[number];
