import type { OrderStatus } from '../../../lib/schemas';

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
    status: 'Order Confirmed',
    disabledIn: ['Order Confirmed', 'Cancelled'],
  },
  {
    label: 'Mark as Payment Processing',
    status: 'Payment Processing',
    disabledIn: ['Payment Processing', 'Cancelled'],
  },
  {
    label: 'Mark as Processing',
    status: 'Order Processing',
    disabledIn: ['Order Processing', 'Cancelled'],
  },
  {
    label: 'Mark as Shipped',
    status: 'Order Shipped',
    disabledIn: ['Order Shipped', 'Delivered', 'Cancelled'],
  },
  {
    label: 'Mark as Delivered',
    status: 'Delivered',
    disabledIn: ['Delivered', 'Cancelled'],
  },
  {
    label: 'Cancel Order',
    status: 'Cancelled',
    disabledIn: ['Delivered', 'Cancelled'],
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
export const canEditTracking = (status: string) => status !== 'Cancelled';

/** Spec §4: tracking details show only while the order is Order Shipped. */
export const showsTracking = (status: string) => status === 'Order Shipped';

/** A payment taken in the shop can be recorded for an order that is neither paid nor cancelled. */
export const canRecordPayment = (order: { isPaid: boolean; status: string }) =>
  !order.isPaid && order.status !== 'Cancelled';
