import { OrderStatus } from '../../../shared/orderStatus';
import { Pill, type PillTone } from '../ui/Pill';

const toneOf: Record<OrderStatus, PillTone> = {
  [OrderStatus.Confirmed]: 'blue',
  [OrderStatus.PaymentProcessing]: 'amber',
  [OrderStatus.Processing]: 'violet',
  [OrderStatus.Shipped]: 'teal',
  [OrderStatus.Delivered]: 'green',
  [OrderStatus.Cancelled]: 'red',
};

const isKnownStatus = (status: string): status is OrderStatus => Object.hasOwn(toneOf, status);

/** Spec §4's order status values, each in its own colour; any other value as raw text in grey. */
export function StatusBadge({ status }: { status: string }) {
  return <Pill tone={isKnownStatus(status) ? toneOf[status] : 'grey'}>{status}</Pill>;
}

/** The account's orders table (spec §4): Paid or Processing, by isPaid alone. */
export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return <Pill tone={isPaid ? 'green' : 'amber'}>{isPaid ? 'Paid' : 'Processing'}</Pill>;
}
