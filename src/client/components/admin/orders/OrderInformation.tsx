import { formatGBP } from '../../../../shared/money';
import { formatAdminDateTime } from '../../../../shared/londonTime';
import { DetailRow } from '../../order/DetailRow';
import { StatusBadge } from '../../order/StatusBadge';
import { PaymentBadge } from '../../order/PaymentBadge';
import { RefundDue } from './RefundDue';
import { ShopRefundRow } from './ShopRefundRow';
import type { AdminOrder } from './useOrderActions';
import { OrderStatus } from '../../../../shared/orderStatus';

/** Spec §2's Order Information card: the order's id, dates, status, payment and total. */
export function OrderInformation({ order }: { order: AdminOrder }) {
  const units = order.orderItems.reduce((sum, item) => sum + item.qty, 0);
  const { cardLast4 } = order.paymentDetails;
  return (
    <dl className="space-y-2.5">
      <DetailRow label="Order ID">
        <span className="font-mono text-xs break-all">{order._id}</span>
      </DetailRow>
      <DetailRow label="Placed">
        <time dateTime={order.createdAt}>{formatAdminDateTime(order.createdAt)}</time>
      </DetailRow>
      <DetailRow label="Status">
        <StatusBadge status={order.status} />
      </DetailRow>
      <DetailRow label="Payment">
        <span className="inline-flex flex-wrap items-center justify-end gap-2 font-normal">
          <PaymentBadge order={order} audience="shop" />
          {order.paidAt && (
            <time dateTime={order.paidAt} className="text-stone">
              {formatAdminDateTime(order.paidAt)}
            </time>
          )}
        </span>
      </DetailRow>
      <DetailRow label="Payment method">
        {order.paymentMethod || 'Not chosen yet'}
        {cardLast4 && <span className="font-normal text-stone"> · card ending {cardLast4}</span>}
      </DetailRow>
      {order.deliveredAt && (
        <DetailRow label="Delivered">
          <time dateTime={order.deliveredAt}>{formatAdminDateTime(order.deliveredAt)}</time>
        </DetailRow>
      )}
      {order.expiresAt && order.status !== OrderStatus.Cancelled && (
        <DetailRow label="Stock held until">
          <time dateTime={order.expiresAt}>{formatAdminDateTime(order.expiresAt)}</time>
        </DetailRow>
      )}
      <DetailRow label="Items">{units}</DetailRow>
      <DetailRow label="Total">
        <span className="text-base tabular-nums">{formatGBP(order.totalPrice)}</span>
      </DetailRow>
      <ShopRefundRow order={order} />
      {order.status === OrderStatus.Cancelled && (
        <DetailRow label="Cancel reason">{order.cancelReason || '—'}</DetailRow>
      )}
      {order.refundDueBy && order.refundState !== 'full' && (
        <DetailRow label="Refund">
          <RefundDue dueBy={order.refundDueBy} />
        </DetailRow>
      )}
    </dl>
  );
}
