import { Pill } from '../../ui/Pill';
import type { AdminOrder } from './useOrderActions';

/** For the shop, money first: Paid, Refunded (a paid order cancelled) or Unpaid. */
export function PaymentBadge({ order }: { order: Pick<AdminOrder, 'isPaid' | 'paymentDetails'> }) {
  if (order.isPaid && order.paymentDetails.status === 'REFUNDED') {
    return <Pill tone="grey">Refunded</Pill>;
  }
  return order.isPaid ? <Pill tone="green">Paid</Pill> : <Pill tone="amber">Unpaid</Pill>;
}
