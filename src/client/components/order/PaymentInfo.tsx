import { formatDateGB } from '../../lib/dates';
import type { Order } from '../../lib/trpc';
import { DetailRow } from './DetailRow';
import { PaidBadge } from './StatusBadge';

/** How the order was paid for, and whether it is yet. */
export function PaymentInfo({ order }: { order: Order }) {
  const { cardLast4 } = order.paymentDetails;
  return (
    <dl className="space-y-2">
      <DetailRow label="Method">{order.paymentMethod || 'Not chosen yet'}</DetailRow>
      {cardLast4 && <DetailRow label="Card">ending {cardLast4}</DetailRow>}
      <DetailRow label="Payment">
        <span className="inline-flex items-center gap-2 font-normal">
          <PaidBadge isPaid={order.isPaid} />
          {order.paidAt && <span className="text-stone">on {formatDateGB(order.paidAt)}</span>}
        </span>
      </DetailRow>
    </dl>
  );
}
