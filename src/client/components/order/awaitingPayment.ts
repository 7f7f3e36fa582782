import { OrderStatus } from '../../../shared/orderStatus';

/** An order the customer can still pay for: not paid, and not cancelled (by the shop or by expiry). */
export const isAwaitingPayment = (order: { isPaid: boolean; status: string }) =>
  !order.isPaid && order.status !== OrderStatus.Cancelled;

/** The checkout's payment step for one order, as the order pages link to it. */
export const completePaymentHref = (orderId: string) =>
  `/checkout?order=${encodeURIComponent(orderId)}`;
