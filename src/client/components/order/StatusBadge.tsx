import { AWAITING_PAYMENT, OrderStatus, orderStanding } from '../../../shared/orderStatus';
import { paymentWording } from '../../../shared/paymentStatus';
import type { RefundState } from '../../../shared/refunds';
import { Pill, type PillTone } from '../ui/Pill';
import { PaymentBadge } from './PaymentBadge';

const toneOf: Record<OrderStatus | typeof AWAITING_PAYMENT, PillTone> = {
  [OrderStatus.Confirmed]: 'blue',
  [OrderStatus.PaymentProcessing]: 'amber',
  [OrderStatus.Processing]: 'violet',
  [OrderStatus.Shipped]: 'teal',
  [OrderStatus.Delivered]: 'green',
  // A collection's two steps: each its own colour, so a list holding parcels and collections
  // tells them apart; Collected in a green like Delivered's (with the customer).
  [OrderStatus.ReadyToCollect]: 'indigo',
  [OrderStatus.Collected]: 'lime',
  [OrderStatus.Cancelled]: 'red',
  [AWAITING_PAYMENT]: 'amber',
};

const isKnownStatus = (status: string): status is keyof typeof toneOf =>
  Object.hasOwn(toneOf, status);

/** Spec §4's order status values, each in its own colour; any other value as raw text in grey. */
export function StatusBadge({ status }: { status: string }) {
  return <Pill tone={isKnownStatus(status) ? toneOf[status] : 'grey'}>{status}</Pill>;
}

/** The status as the order's customer reads it: "Awaiting payment" until it is paid. */
export function CustomerStatusBadge({ order }: { order: { status: string; isPaid: boolean } }) {
  return <StatusBadge status={orderStanding(order).status} />;
}

/** Whether an order is paid, in spec §4's words (Paid or Processing). */
function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return <Pill tone={isPaid ? 'green' : 'amber'}>{paymentWording(isPaid)}</Pill>;
}

/**
 * Where an order stands (see `orderStanding`). The account's orders table is where spec §4 shows
 * Paid or Processing, so it keeps those words, even beside "Awaiting payment"; My Orders names a
 * paid order's payment as it now stands (Paid, Partially refunded, Refunded) and an unpaid one
 * only by "Awaiting payment".
 */
export function OrderStandingBadges({
  order,
  specPaymentWord = false,
}: {
  order: { status: string; isPaid: boolean; refundState: RefundState };
  specPaymentWord?: boolean;
}) {
  const standing = orderStanding(order);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={standing.status} />
      {specPaymentWord
        ? standing.payment && <PaidBadge isPaid={order.isPaid} />
        : order.isPaid && <PaymentBadge order={order} audience="customer" />}
    </span>
  );
}
