import { paymentWording } from './paymentStatus';

/** Spec §4's status values, each named once; any other value is shown as raw text in a grey badge. */
export const OrderStatus = {
  Confirmed: 'Order Confirmed',
  PaymentProcessing: 'Payment Processing',
  Processing: 'Order Processing',
  Shipped: 'Order Shipped',
  Delivered: 'Delivered',
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
  OrderStatus.Cancelled,
] as const;

/** A payment moves an order waiting for it on to Order Processing; a later status stays. */
export const statusAfterPayment = (status: OrderStatus): OrderStatus =>
  status === OrderStatus.Confirmed || status === OrderStatus.PaymentProcessing
    ? OrderStatus.Processing
    : status;

/**
 * Where an order stands, in the same words on every page that lists a shopper's orders (My Orders
 * and the account dashboard): its status, and beside it spec §4's Paid or Processing by isPaid
 * (the status alone does not say whether it is paid once the shop moves it on by hand). A
 * cancelled order has no payment to speak of.
 */
export function orderStanding(order: { status: string; isPaid: boolean }) {
  const goingAhead = order.status !== OrderStatus.Cancelled;
  return { status: order.status, payment: goingAhead ? paymentWording(order.isPaid) : null };
}
