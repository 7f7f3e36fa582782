import { formatGBP } from '../../../../shared/money';
import { DetailRow } from '../../order/DetailRow';
import type { AdminOrder } from './useOrderActions';

type Refunds = Pick<
  AdminOrder,
  'totalPrice' | 'isPaid' | 'refundedPrice' | 'refundPendingPrice' | 'keptPrice'
>;

/**
 * For the shop, once money has gone back: "Paid £4,588.00 · Refunded £4,450.00 · Kept £138.00",
 * with a refund the provider has not confirmed yet as pending (inside the order's <dl>).
 */
export function ShopRefundRow({ order }: { order: Refunds }) {
  if (!order.isPaid || (order.refundedPrice === 0 && order.refundPendingPrice === 0)) return null;
  const parts = [
    `Paid ${formatGBP(order.totalPrice)}`,
    `Refunded ${formatGBP(order.refundedPrice)}`,
    order.refundPendingPrice > 0 && `Refund pending ${formatGBP(order.refundPendingPrice)}`,
    `Kept ${formatGBP(order.keptPrice)}`,
  ].filter(Boolean);
  return (
    <DetailRow label="Refunds">
      <span className="tabular-nums" data-testid="refund-figures">
        {parts.join(' · ')}
      </span>
    </DetailRow>
  );
}
