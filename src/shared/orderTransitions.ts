import { OrderStatus, orderStatuses } from './orderStatus';

const { Confirmed, PaymentProcessing, Processing, Shipped, Delivered, Cancelled } = OrderStatus;

/**
 * Where an administrator may move an order from each status: spec §4's status buttons, read as
 * the rule itself (decision 033). The server refuses every other move; the order page enables a
 * button only for a move listed here. A delivered order may go back to an earlier step (a parcel
 * came back, a wrong click) but not to Shipped, nor be cancelled; a cancelled order is final.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  [Confirmed]: [PaymentProcessing, Processing, Shipped, Delivered, Cancelled],
  [PaymentProcessing]: [Confirmed, Processing, Shipped, Delivered, Cancelled],
  [Processing]: [Confirmed, PaymentProcessing, Shipped, Delivered, Cancelled],
  [Shipped]: [Confirmed, PaymentProcessing, Processing, Delivered, Cancelled],
  [Delivered]: [Confirmed, PaymentProcessing, Processing],
  [Cancelled]: [],
};

const isOrderStatus = (status: string): status is OrderStatus =>
  (orderStatuses as readonly string[]).includes(status);

/** Whether the table lets an order in `from` be moved to `to`. */
export const canMoveOrder = (from: string, to: OrderStatus) =>
  isOrderStatus(from) && orderTransitions[from].includes(to);

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
