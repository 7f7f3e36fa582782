import { formatGBP } from '../../../shared/money';
import { formatDateGB } from '../../../shared/londonTime';
import type { Order } from '../../lib/trpc';
import { DetailRow } from './DetailRow';
import { PaymentBadge } from './PaymentBadge';

/** How the order was paid for, whether it is yet, and what has been refunded of it. */
export function PaymentInfo({ order }: { order: Order }) {
  const { cardLast4 } = order.paymentDetails;
  return (
    <dl className="space-y-2">
      <DetailRow label="Method">{order.paymentMethod || 'Not chosen yet'}</DetailRow>
      {cardLast4 && <DetailRow label="Card">ending {cardLast4}</DetailRow>}
      <DetailRow label="Payment">
        <span className="inline-flex items-center gap-2 font-normal">
          <PaymentBadge order={order} audience="customer" />
          {order.paidAt && <span className="text-stone">on {formatDateGB(order.paidAt)}</span>}
        </span>
      </DetailRow>
      {order.refundedPrice > 0 && (
        <DetailRow label="Refunded">
          <span className="tabular-nums" data-testid="order-refunded">
            {formatGBP(order.refundedPrice)}
          </span>
        </DetailRow>
      )}
      {order.refundPendingPrice > 0 && (
        <DetailRow label="Refund on its way">
          <span className="tabular-nums">{formatGBP(order.refundPendingPrice)}</span>
        </DetailRow>
      )}
    </dl>
  );
}
