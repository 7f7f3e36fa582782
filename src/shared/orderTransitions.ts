import type { DeliveryKind } from './delivery';
import { OrderStatus, orderStatuses } from './orderStatus';

const {
  Confirmed,
  PaymentProcessing,
  Processing,
  Shipped,
  Delivered,
  ReadyToCollect,
  Collected,
  Cancelled,
} = OrderStatus;

/**
 * Where an administrator may move an order from each status: spec §4's status buttons, read as
 * the rule itself (decision 033). The server refuses every other move; the order page enables a
 * button only for a move listed here. A delivered order may go back to an earlier step (a parcel
 * came back, a wrong click) but not to Shipped, nor be cancelled; a cancelled order is final.
 * A collection (click & collect) is Ready to collect where a parcel is Shipped, and Collected where
 * it is Delivered, and moves back the same way; which of the two paths an order may take is its
 * way of delivery (`statusFitsDelivery`).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  [Confirmed]: [PaymentProcessing, Processing, Shipped, Delivered, ReadyToCollect, Cancelled],
  [PaymentProcessing]: [Confirmed, Processing, Shipped, Delivered, ReadyToCollect, Cancelled],
  [Processing]: [Confirmed, PaymentProcessing, Shipped, Delivered, ReadyToCollect, Cancelled],
  [Shipped]: [Confirmed, PaymentProcessing, Processing, Delivered, Cancelled],
  [Delivered]: [Confirmed, PaymentProcessing, Processing],
  [ReadyToCollect]: [Confirmed, PaymentProcessing, Processing, Collected, Cancelled],
  [Collected]: [Confirmed, PaymentProcessing, Processing],
  [Cancelled]: [],
};

/** Statuses only a parcel reaches, and those only a collection from the shop reaches. */
const parcelOnly: readonly OrderStatus[] = [Shipped, Delivered];
const collectionOnly: readonly OrderStatus[] = [ReadyToCollect, Collected];

/** Whether an order travelling by `kind` can be in `status` (a collection is never Shipped). */
export const statusFitsDelivery = (status: OrderStatus, kind: DeliveryKind) =>
  !(kind === 'collection' ? parcelOnly : collectionOnly).includes(status);

const isOrderStatus = (status: string): status is OrderStatus =>
  (orderStatuses as readonly string[]).includes(status);

/** Whether the table lets an order in `from`, travelling by `kind`, be moved to `to`. */
export const canMoveOrder = (from: string, to: OrderStatus, kind: DeliveryKind) =>
  isOrderStatus(from) && orderTransitions[from].includes(to) && statusFitsDelivery(to, kind);

/** How an order travels, as its answer says it: one placed before delivery methods was posted. */
export const deliveryKindOf = (order: { delivery: { kind: DeliveryKind } | null }): DeliveryKind =>
  order.delivery?.kind ?? 'post';

/**
 * A move to an earlier step (Shipped back to Payment Processing): the admin confirms it and says
 * why, and the reason is kept in the status history. Cancelling is not a step back.
 */
export const isBackwardMove = (from: string, to: OrderStatus) =>
  to !== Cancelled &&
  isOrderStatus(from) &&
  orderStatuses.indexOf(to) < orderStatuses.indexOf(from);

/** Spec §4: the note each status change records; a reason, when given, follows it. */
export const statusChangeNote = (status: string) => `Status updated to ${status} by admin`;
