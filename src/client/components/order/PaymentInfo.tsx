import { Link } from 'react-router';
import { formatGBP } from '../../../shared/money';
import { policyVersionPath } from '../../../shared/legalPages';
import { formatDateGB } from '../../../shared/londonTime';
import type { Order } from '../../lib/trpc';
import { DetailRow } from './DetailRow';
import { PaymentBadge } from './PaymentBadge';

/**
 * How the order was paid for, whether it is yet, what has been refunded of it, and the Terms of
 * Sale it was bought under.
 */
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
      {/* The Terms the order was placed under, as they read then (decision 058). */}
      {order.termsVersion !== null && (
        <DetailRow label="Terms">
          <Link
            to={policyVersionPath('terms', order.termsVersion)}
            className="font-normal text-gold-dark underline underline-offset-4"
            data-testid="order-terms"
          >
            Terms of Sale, version {order.termsVersion}
          </Link>
        </DetailRow>
      )}
    </dl>
  );
}
