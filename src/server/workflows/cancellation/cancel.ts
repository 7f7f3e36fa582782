import { and, eq } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import {
  canCustomerCancel,
  type cancellationNoticeInput,
  type cancelMyOrderInput,
} from '../../../shared/cancellation';
import { OrderStatus } from '../../../shared/orderStatus';
import { orders } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { SessionUser } from '../../modules/auth';
import { cancelOrderAs, findOrderForViewer, type CancelContext } from '../../modules/orders';
import { requestReturn } from '../../modules/returns';

/**
 * The customer cancels their own order before it is sent: the whole order, refunded in full
 * through the shop's one refund path, stock back, one mail (modules/orders/cancellation.ts).
 */
export async function cancelMyOrder(
  ctx: CancelContext,
  user: SessionUser,
  id: string,
  input: z.output<typeof cancelMyOrderInput>,
) {
  await cancelOrderAs(ctx, id, { by: 'customer', userId: user.id, reason: input.reason });
  return findOrderForViewer(ctx.db, { ...user, isAdmin: false }, id);
}

/**
 * The model cancellation form sent online. Before dispatch it cancels the order; after, it starts
 * a return of the lines it names. Either way the customer's mail acknowledges when it arrived.
 * Both paths check the order again under its row lock, so an order shipped meanwhile is refused
 * by the cancellation (409) rather than cancelled.
 */
export async function giveCancellationNotice(
  ctx: CancelContext,
  user: SessionUser,
  id: string,
  input: z.output<typeof cancellationNoticeInput>,
) {
  const [order] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, user.id)));
  if (!order) throw notFound('Order');
  const receivedAt = new Date();
  const from = `${input.name}, ${input.address}`;
  if (canCustomerCancel(order)) {
    await cancelOrderAs(ctx, id, {
      by: 'customer',
      userId: user.id,
      reason: `Notice of cancellation (model form) from ${from}`,
      receivedAt,
    });
  } else if (order.status === OrderStatus.Cancelled) {
    throw new DomainError('CONFLICT', 'This order is already cancelled.');
  } else {
    if (!input.items?.length) {
      throw new DomainError('BAD_REQUEST', 'Choose the items you are cancelling.');
    }
    await requestReturn(
      ctx,
      user,
      id,
      {
        items: input.items,
        reason: 'other',
        note: `Notice of cancellation (model form) from ${from}`,
      },
      { now: receivedAt, notice: { name: input.name, address: input.address, receivedAt } },
    );
  }
  return findOrderForViewer(ctx.db, { ...user, isAdmin: false }, id);
}
