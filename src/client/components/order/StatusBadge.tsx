import { OrderStatus, orderStanding } from '../../../shared/orderStatus';
import { paymentWording } from '../../../shared/paymentStatus';
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

/** Whether an order is paid: its Payment line. */
export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return <Pill tone={isPaid ? 'green' : 'amber'}>{paymentWording(isPaid)}</Pill>;
}

/** Where an order stands, the same on My Orders and the account dashboard (see `orderStanding`). */
export function OrderStandingBadges({ order }: { order: { status: string; isPaid: boolean } }) {
  const standing = orderStanding(order);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={standing.status} />
      {standing.payment && <PaidBadge isPaid={order.isPaid} />}
    </span>
  );
}
