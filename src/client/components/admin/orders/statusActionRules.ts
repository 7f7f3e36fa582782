import { OrderStatus } from '../../../../shared/orderStatus';

export interface StatusAction {
  /** The button's text. */
  label: string;
  /** The status the button moves the order to. */
  status: OrderStatus;
  /** Statuses in which the button is disabled (spec §4). */
  disabledIn: readonly string[];
}

/**
 * Spec §4's status buttons on the admin order page, in order, each with the statuses that disable
 * it. Cancelled disables everything (a cancelled order is final); Delivered disables only moving
 * to Shipped, Delivered or Cancelled, so earlier states stay reachable.
 */
export const statusActions: readonly StatusAction[] = [
  {
    label: 'Mark as Confirmed',
    status: OrderStatus.Confirmed,
    disabledIn: [OrderStatus.Confirmed, OrderStatus.Cancelled],
  },
  {
    label: 'Mark as Payment Processing',
    status: OrderStatus.PaymentProcessing,
    disabledIn: [OrderStatus.PaymentProcessing, OrderStatus.Cancelled],
  },
  {
    label: 'Mark as Processing',
    status: OrderStatus.Processing,
    disabledIn: [OrderStatus.Processing, OrderStatus.Cancelled],
  },
  {
    label: 'Mark as Shipped',
    status: OrderStatus.Shipped,
    disabledIn: [OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled],
  },
  {
    label: 'Mark as Delivered',
    status: OrderStatus.Delivered,
    disabledIn: [OrderStatus.Delivered, OrderStatus.Cancelled],
  },
  {
    label: 'Cancel Order',
    status: OrderStatus.Cancelled,
    disabledIn: [OrderStatus.Delivered, OrderStatus.Cancelled],
  },
];

/** Whether a status button is disabled: by its own rule, or because a request is running. */
export const isStatusActionDisabled = (action: StatusAction, status: string, busy: boolean) =>
  busy || action.disabledIn.includes(status);

/** Spec §4: the note each status change records. */
export const statusChangeNote = (status: string) => `Status updated to ${status} by admin`;

/** Spec §4: what cancelling asks first, and the reason it records. */
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this order? This action cannot be undone.';
export const CANCEL_REASON = 'Order cancelled by admin';

/** The tracking form is closed for good once the order is cancelled. */
export const canEditTracking = (status: string) => status !== OrderStatus.Cancelled;

/** Spec §4: tracking details show only while the order is Order Shipped. */
export const showsTracking = (status: string) => status === OrderStatus.Shipped;

/** A payment taken in the shop can be recorded for an order that is neither paid nor cancelled. */
export const canRecordPayment = (order: { isPaid: boolean; status: string }) =>
  !order.isPaid && order.status !== OrderStatus.Cancelled;
