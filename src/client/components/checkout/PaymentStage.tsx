import { useEffect, useEffectEvent } from 'react';
import { Link, Navigate } from 'react-router';
import type { Order } from '../../lib/trpc';
import { AddressBlock } from '../order/AddressBlock';
import { CancelledNotice } from '../order/CancelledNotice';
import { OrderLoadError } from '../order/OrderLoadError';
import { isMissingOrder, useOrder } from '../order/useOrder';
import { orderSummaryDiscount } from '../order/PriceSummary';
import { Spinner } from '../ui/Spinner';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentStep } from './PaymentStep';
import { isAwaitingPayment, OrderStatus } from '../../../shared/orderStatus';

/**
 * The payment step for an order that is already placed: the one just placed, the one a reload
 * comes back to (both `remembered` by the checkout), or one the order page sent the shopper to pay.
 */
export function PaymentStage({
  orderId,
  remembered,
  justPlaced,
  onPaid,
  onLapsed,
}: {
  orderId: string;
  remembered: boolean;
  justPlaced: boolean;
  onPaid: (order: Order) => void;
  /** The remembered order is gone or was cancelled (unpaid too long): start again from the cart. */
  onLapsed: (order: Order | null) => void;
}) {
  const query = useOrder(orderId);
  const order = query.data;
  const missing = query.isError && isMissingOrder(query.error);
  const cancelled = order?.status === OrderStatus.Cancelled && !order.isPaid;
  const paid = order?.isPaid === true;

  // Paid meanwhile (another tab, or a lost answer settled later): it finishes as a payment does.
  const settle = useEffectEvent(() => {
    if (paid) onPaid(order);
    else if (missing || cancelled) onLapsed(order ?? null);
  });
  useEffect(() => {
    if (remembered && (paid || missing || cancelled)) settle();
  }, [remembered, paid, missing, cancelled]);

  if (query.isPending || (remembered && (paid || missing || cancelled))) {
    return <Spinner label="Loading your order…" className="min-h-[30vh]" />;
  }
  if (query.isError)
    return <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.isPaid) return <Navigate to={`/order-confirmation/${query.data._id}`} replace />;
  if (!isAwaitingPayment(query.data)) {
    return (
      <div className="max-w-2xl space-y-4">
        <CancelledNotice order={query.data} />
        <Link to="/orders" className="btn-outline">
          My Orders
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <PaymentStep order={query.data} justPlaced={justPlaced} onPaid={onPaid} />
      <CheckoutSummary
        items={query.data.orderItems}
        subtotal={query.data.itemsPrice}
        total={query.data.totalPrice}
        shipping={query.data.shippingPrice}
        shippingMethod={query.data.delivery?.name}
        giftWrap={query.data.isGift ? query.data.giftWrapPrice : null}
        discount={orderSummaryDiscount(query.data.discount)}
      >
        <div className="mt-2 border-t border-ink/10 pt-4 text-sm">
          <h3 className="mb-2 font-sans text-xs font-medium tracking-[0.15em] text-stone uppercase">
            Shipping to
          </h3>
          <AddressBlock address={query.data.shippingAddress} />
        </div>
      </CheckoutSummary>
    </div>
  );
}
