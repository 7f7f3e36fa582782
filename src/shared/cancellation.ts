import { z } from './zod';
import { addDays, londonDay, type DateLike } from './londonTime';
import { OrderStatus } from './orderStatus';
import { requestReturnInput } from './returns';

/**
 * The Consumer Contracts Regulations 2013, reg. 34: the trader refunds within 14 days after the
 * day it gets the goods back (or the consumer's evidence of sending them, if earlier), or, for
 * goods not yet sent, after the day it is told of the cancellation.
 */
export const REFUND_DUE_DAYS = 14;

/**
 * Statuses in which the order has not left the shop (a collection waiting there included): the
 * customer may cancel the whole order.
 */
export const cancellableByCustomer: readonly string[] = [
  OrderStatus.Confirmed,
  OrderStatus.PaymentProcessing,
  OrderStatus.Processing,
  OrderStatus.ReadyToCollect,
];

export const canCustomerCancel = (order: { status: string }) =>
  cancellableByCustomer.includes(order.status);

/** Statuses after dispatch (or hand-over), in which a cancellation is a return of the goods. */
export const sentStatuses: readonly string[] = [
  OrderStatus.Shipped,
  OrderStatus.Delivered,
  OrderStatus.Collected,
];

export const SENT_ORDER_CANCEL_MESSAGE =
  'This order has already been sent, so it can no longer be cancelled here. Please return the items instead: ask for a return on the order page once they arrive.';

export const CANCELLED_BY_CUSTOMER_NOTE = 'Order cancelled by customer';

/**
 * The day a refund is due (YYYY-MM-DD, London), or null while nothing has started the clock
 * (a return whose items have neither arrived nor been shown posted). For a return, the earlier of
 * the day the items came back and the day the customer showed proof of posting, plus 14; for a
 * cancellation before dispatch, the day of the cancellation plus 14.
 */
export function refundDueDay(from: {
  receivedAt?: DateLike | null;
  postedAt?: DateLike | null;
  cancelledAt?: DateLike | null;
}): string | null {
  const starts = [from.receivedAt, from.postedAt, from.cancelledAt]
    .filter((d): d is DateLike => d !== null && d !== undefined)
    .map((d) => londonDay(d))
    .sort();
  const first = starts[0];
  return first ? addDays(first, REFUND_DUE_DAYS) : null;
}

/** A refund due before London's today and still not made. */
export const isRefundOverdue = (dueDay: string | null, now: Date = new Date()) =>
  dueDay !== null && dueDay < londonDay(now);

/** The customer cancels their own order before it is sent: a reason is theirs to give or not. */
export const cancelMyOrderInput = z
  .object({
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .strict();
export type CancelMyOrderInput = z.input<typeof cancelMyOrderInput>;

/**
 * The model cancellation form (Schedule 3 Part B) sent online: the consumer's name and address,
 * and, once the order has been sent, the goods (lines and units) they cancel.
 */
export const cancellationNoticeInput = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name').max(200),
    address: z.string().trim().min(1, 'Please enter your address').max(500),
    /** Required once the order has been sent (the lines whose contract is cancelled). */
    items: requestReturnInput.shape.items.optional(),
  })
  .strict();
export type CancellationNoticeInput = z.input<typeof cancellationNoticeInput>;
