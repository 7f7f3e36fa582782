/**
 * The mails that tell of something happening to an order, each sent once per order (and per
 * tracking number, for `tracking`): the closed set of `order_mails.kind`.
 */
export const OrderMailKind = {
  /** To the customer: the order is on its way (with its tracking when the shop gave it). */
  Dispatched: 'dispatched',
  /** To the customer: the tracking of an order already on its way, new or changed. */
  Tracking: 'tracking',
  /** To the customer: delivered, with the invitation to review the pieces. */
  Delivered: 'delivered',
  /** To the owner: a new paid order to send. */
  NewPaidOrder: 'new-paid-order',
} as const;
export type OrderMailKind = (typeof OrderMailKind)[keyof typeof OrderMailKind];
export const orderMailKinds = Object.values(OrderMailKind);
