import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { OrderStatus, statusAfterPayment } from '../../../shared/orderStatus';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enqueueOrderConfirmation } from './mails';
import { markOrderPaid } from './markPaid';

/** What a free order's receipt names as its payment. */
const NOTHING_TO_PAY = 'Nothing to pay';

/**
 * A free piece (a ring sizer the shop offers at £0) costs the shop its stock and postage: one
 * order with nothing to pay per customer a day, so a script cannot empty the shelf.
 */
const FREE_ORDER_INTERVAL = '1 day';

/** Refuses a second free order within a day; called under the customer's lock (holds.ts). */
export async function assertFreeOrderAllowed(tx: Db, userId: string) {
  const [recent] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.totalPence, 0),
        ne(orders.status, OrderStatus.Cancelled),
        gt(orders.createdAt, sql`now() - ${FREE_ORDER_INTERVAL}::interval`),
      ),
    )
    .limit(1);
  if (recent) {
    throw new DomainError(
      'CONFLICT',
      'You have had a free order from us today. Please add it to a paid order, or try again tomorrow.',
    );
  }
}

/**
 * An order with nothing to pay is confirmed as it is placed, in its placing transaction: paid,
 * holding no stock, its units counted as sales and its confirmation mailed, as a payment would
 * leave it. No payment provider is asked (PayPal takes no £0 payment).
 */
export async function confirmWithoutPayment(
  ctx: Pick<RequestContext, 'mailer' | 'settings' | 'catalogue'>,
  tx: Db,
  orderId: string,
) {
  await markOrderPaid(tx, orderId, {
    status: statusAfterPayment(OrderStatus.Confirmed),
    paymentMethod: NOTHING_TO_PAY,
    cardLast4: null,
    note: 'Nothing to pay: confirmed without a payment',
  });
  return enqueueOrderConfirmation(ctx, tx, orderId);
}
