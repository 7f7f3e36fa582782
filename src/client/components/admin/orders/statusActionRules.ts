import { formatGBP } from '../../../../shared/money';
import { OrderStatus } from '../../../../shared/orderStatus';
import type { DeliveryKind } from '../../../../shared/delivery';
import { canMoveOrder } from '../../../../shared/orderTransitions';
import { PaymentStatus } from '../../../../shared/paymentStatus';

export interface StatusAction {
  /** The button's text. */
  label: string;
  /** The status the button moves the order to. */
  status: OrderStatus;
}

/**
 * Spec §4's status buttons on the admin order page, in order. Which of them an order's status
 * allows is the server's transition table (shared/orderTransitions.ts), read here, not restated.
 */
export const statusActions: readonly StatusAction[] = [
  { label: 'Mark as Confirmed', status: OrderStatus.Confirmed },
  { label: 'Mark as Payment Processing', status: OrderStatus.PaymentProcessing },
  { label: 'Mark as Processing', status: OrderStatus.Processing },
  { label: 'Mark as Shipped', status: OrderStatus.Shipped },
  { label: 'Mark as Delivered', status: OrderStatus.Delivered },
  { label: 'Cancel Order', status: OrderStatus.Cancelled },
];

/**
 * A collection order's buttons: Ready to collect where a parcel has Shipped. There is no Collected
 * button: the hand-over form takes the customer's code (HandOverForm).
 */
export const collectionStatusActions: readonly StatusAction[] = [
  ...statusActions.slice(0, 3),
  { label: 'Mark as Ready to collect', status: OrderStatus.ReadyToCollect },
  statusActions.at(-1)!,
];

/** The buttons an order travelling by `kind` shows. */
export const statusActionsFor = (kind: DeliveryKind) =>
  kind === 'collection' ? collectionStatusActions : statusActions;

/** Whether a status button is disabled: the table refuses its move, or a request is running. */
export const isStatusActionDisabled = (
  action: StatusAction,
  status: string,
  kind: DeliveryKind,
  busy: boolean,
) => busy || !canMoveOrder(status, action.status, kind);

/** Spec §4: what cancelling asks first, and the reason it records. */
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this order? This action cannot be undone.';
export const CANCEL_REASON = 'Order cancelled by admin';

/**
 * Spec §4's question before cancelling; for a paid order it also says what becomes of the
 * money. The server refunds a payment taken online itself; one recorded by hand, the shop does.
 */
export function cancelConfirmation(order: {
  isPaid: boolean;
  totalPrice: number;
  paymentMethod: string;
  paymentDetails: { status: string | null };
}) {
  if (!order.isPaid) return CANCEL_CONFIRMATION;
  const paid = formatGBP(order.totalPrice);
  return `${CANCEL_CONFIRMATION} ${
    order.paymentDetails.status === PaymentStatus.Completed
      ? `The ${paid} paid will be refunded to the customer (${order.paymentMethod}).`
      : `The ${paid} was paid outside the site (${order.paymentMethod}): refund it to the customer by hand.`
  }`;
}

/** The tracking form is closed for good once the order is cancelled. */
export const canEditTracking = (status: string) => status !== OrderStatus.Cancelled;

/** A collection is handed over in the shop: it has no parcel to track. */
export const hasTracking = (kind: DeliveryKind) => kind !== 'collection';

/** Spec §4: tracking details show only while the order is Order Shipped. */
export const showsTracking = (status: string) => status === OrderStatus.Shipped;

/** A payment taken in the shop can be recorded for an order that is neither paid nor cancelled. */
export const canRecordPayment = (order: { isPaid: boolean; status: string }) =>
  !order.isPaid && order.status !== OrderStatus.Cancelled;
