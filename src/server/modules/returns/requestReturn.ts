import { and, eq, sql } from 'drizzle-orm';
import type { z } from '../../../shared/zod';
import { formatGBP, toPounds } from '../../../shared/money';
import { isReceivedStatus, OrderStatus } from '../../../shared/orderStatus';
import {
  engravedReturnMessage,
  isFaultReason,
  isWithinReturnWindow,
  returnReasonLabel,
  ReturnStatus,
  returnWindowClosedMessage,
  returnWindowLastDay,
  type requestReturnInput,
} from '../../../shared/returns';
import type { Db } from '../../db/client';
import { orderItems, orderReturnItems, orderReturns, orders, shopInfo } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import type { SessionUser } from '../auth';
import { addHistory, loadOrder, toOrderDto } from '../orders';
import { paidForUnits } from '../../../shared/promotions';
import { cancellationNoticeMail, returnRequestedMail, type CancellationNotice } from './mails';
import { enqueueReturnMail } from './returnMail';

type ReturnContext = Pick<RequestContext, 'db' | 'mailer' | 'settings'>;
type RequestReturnInput = z.output<typeof requestReturnInput>;

async function returnWindowDays(tx: Db) {
  const [row] = await tx
    .select({ days: shopInfo.returnWindowDays })
    .from(shopInfo)
    .where(eq(shopInfo.id, 1));
  return row?.days ?? 14;
}

/** Units of each line already asked back, in any return of the order. */
async function requestedUnits(tx: Db, orderId: string) {
  const rows = await tx
    .select({
      orderItemId: orderReturnItems.orderItemId,
      qty: sql<number>`sum(${orderReturnItems.qty})`.mapWith(Number),
    })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .groupBy(orderReturnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.qty]));
}

/**
 * A customer asks to send back some units of their own delivered order, within the shop's return
 * window. Under the order's row lock, so two requests at once cannot both claim the same units:
 * a line can never be asked back more often than it was bought. The amount is worked out from
 * the prices paid, with the delivery and gift wrap paid once every unit is asked back (an
 * engraved line only for a fault); the request, a history entry and the customer's mail are written together.
 */
export async function requestReturn(
  ctx: ReturnContext,
  user: SessionUser,
  orderId: string,
  input: RequestReturnInput,
  { now = new Date(), notice }: { now?: Date; notice?: CancellationNotice } = {},
) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
      .for('update');
    // Someone else's order answers as a missing one does.
    if (!order) throw notFound('Order');
    // A notice of cancellation may come while the parcel is on its way (the right to cancel
    // starts with the contract); a plain request waits for delivery (or collection).
    const sent = isReceivedStatus(order.status) || (notice && order.status === OrderStatus.Shipped);
    if (!sent || (!notice && !order.deliveredAt)) {
      throw new DomainError('CONFLICT', 'Items can be returned once the order has been delivered.');
    }
    if (!order.isPaid) {
      throw new DomainError('CONFLICT', 'This order was not paid on the site; please contact us.');
    }
    const days = await returnWindowDays(tx);
    if (order.deliveredAt && !isWithinReturnWindow(order.deliveredAt, days, now)) {
      throw new DomainError(
        'CONFLICT',
        returnWindowClosedMessage(days, returnWindowLastDay(order.deliveredAt, days)),
      );
    }
    const wanted = new Map<string, number>();
    for (const item of input.items) {
      wanted.set(item.orderItem, (wanted.get(item.orderItem) ?? 0) + item.qty);
    }
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const already = await requestedUnits(tx, orderId);
    let amountPence = 0;
    for (const [itemId, qty] of wanted) {
      const line = lines.find((l) => l.id === itemId);
      if (!line) throw new DomainError('BAD_REQUEST', 'That item is not part of this order.');
      if (line.engraving !== null && !isFaultReason(input.reason)) {
        throw new DomainError('BAD_REQUEST', engravedReturnMessage(line.name));
      }
      const left = line.qty - (already.get(itemId) ?? 0);
      if (qty > left) {
        throw new DomainError(
          'BAD_REQUEST',
          left === 0
            ? `"${line.name}" has already been asked back in full.`
            : `Only ${left} of "${line.name}" can still be returned.`,
        );
      }
      // What these units were paid after the line's share of any discount (issue 30).
      amountPence += paidForUnits(line, qty, already.get(itemId) ?? 0);
    }
    // Sending everything back withdraws from the whole contract: the delivery paid goes back too
    // (Consumer Contracts Regulations 2013, reg. 34).
    const everyUnitBack = lines.every(
      (l) => (already.get(l.id) ?? 0) + (wanted.get(l.id) ?? 0) === l.qty,
    );
    if (everyUnitBack) amountPence += order.shippingPence + order.giftWrapPence;
    const [created] = await tx
      .insert(orderReturns)
      .values({
        orderId,
        status: ReturnStatus.Requested,
        reason: input.reason,
        note: input.note,
        amountPence,
      })
      .returning({ id: orderReturns.id });
    await tx
      .insert(orderReturnItems)
      .values(
        [...wanted].map(([orderItemId, qty]) => ({ returnId: created!.id, orderItemId, qty })),
      );
    const summary = [...wanted]
      .map(([id, qty]) => `${qty} × ${lines.find((l) => l.id === id)?.name ?? ''}`)
      .join(', ');
    const amount = formatGBP(toPounds(amountPence));
    await addHistory(
      tx,
      orderId,
      order.status,
      notice
        ? `Notice of cancellation received from the customer (model form): ${summary}, ${amount}`
        : `Return requested by the customer: ${summary} (${returnReasonLabel(input.reason)}), ${amount}`,
    );
    await enqueueReturnMail(
      ctx,
      tx,
      { orderId, returnId: created!.id },
      notice ? cancellationNoticeMail(notice) : returnRequestedMail,
    );
  });
  const parts = await loadOrder(ctx.db, orderId);
  if (!parts) throw notFound('Order');
  return toOrderDto(parts, false);
}
