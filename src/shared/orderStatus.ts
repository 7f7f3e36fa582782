import { paymentWording } from './paymentStatus';

/** Spec §4's status values, each named once; any other value is shown as raw text in a grey badge. */
export const OrderStatus = {
  Confirmed: 'Order Confirmed',
  PaymentProcessing: 'Payment Processing',
  Processing: 'Order Processing',
  Shipped: 'Order Shipped',
  Delivered: 'Delivered',
  /** A collection order waiting in the shop (issue 29: click & collect). */
  ReadyToCollect: 'Ready to collect',
  /** Handed over in the shop against its collection code: a collection's Delivered. */
  Collected: 'Collected',
  Cancelled: 'Cancelled',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/** The statuses in the order an order moves through them. */
export const orderStatuses = [
  OrderStatus.Confirmed,
  OrderStatus.PaymentProcessing,
  OrderStatus.Processing,
  OrderStatus.Shipped,
  OrderStatus.Delivered,
  OrderStatus.ReadyToCollect,
  OrderStatus.Collected,
  OrderStatus.Cancelled,
] as const;

/**
 * The statuses of an order the customer has: delivered to them or collected by them. Each sets
 * isDelivered and deliveredAt (spec §4's Delivered class); returns and reviews open from them.
 */
export const receivedStatuses: readonly OrderStatus[] = [
  OrderStatus.Delivered,
  OrderStatus.Collected,
];
export const isReceivedStatus = (status: string) =>
  (receivedStatuses as readonly string[]).includes(status);

/** A payment moves an order waiting for it on to Order Processing; a later status stays. */
export const statusAfterPayment = (status: OrderStatus): OrderStatus =>
  status === OrderStatus.Confirmed || status === OrderStatus.PaymentProcessing
    ? OrderStatus.Processing
    : status;

/** An order its customer can still pay for: not paid, and not cancelled (by the shop or by expiry). */
export const isAwaitingPayment = (order: { isPaid: boolean; status: string }) =>
  !order.isPaid && order.status !== OrderStatus.Cancelled;

/** What a shopper reads instead of the status while the order waits for their payment. */
export const AWAITING_PAYMENT = 'Awaiting payment' as const;

/**
 * Where an order stands, in the same words on every page that shows a shopper their orders (My
 * Orders, the account's orders table, the order page, the confirmation). An unpaid order that is
 * not cancelled reads "Awaiting payment", not its status, so no shopper takes an order that was
 * never paid (a declined card, a closed tab) for one on its way; the administrator still sees the
 * real status. Beside it, spec §4's Paid or Processing by isPaid for the account's orders table
 * (the status alone does not say whether it is paid once the shop moves it on by hand). A
 * cancelled order has no payment to speak of.
 */
export function orderStanding(order: { status: string; isPaid: boolean }) {
  const awaitingPayment = isAwaitingPayment(order);
  const goingAhead = order.status !== OrderStatus.Cancelled;
  return {
    status: awaitingPayment ? AWAITING_PAYMENT : order.status,
    awaitingPayment,
    payment: goingAhead ? paymentWording(order.isPaid) : null,
  };
}
