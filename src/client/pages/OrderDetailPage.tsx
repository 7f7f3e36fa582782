import { ArrowLeft, CreditCard, MapPin, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canCustomerCancel } from '../../shared/cancellation';
import { CancellationNoticeForm } from '../components/order/cancel/CancellationNoticeForm';
import { CancelOrderButton } from '../components/order/cancel/CancelOrderButton';
import { SuccessNotice } from '../components/ui/SuccessNotice';
import { AddressBlock } from '../components/order/AddressBlock';
import { DeliveryMethod } from '../components/order/DeliveryMethod';
import { CancelledNotice } from '../components/order/CancelledNotice';
import { CustomerReturns } from '../components/order/returns/CustomerReturns';
import { completePaymentHref } from '../components/order/awaitingPayment';
import { OrderItemsList } from '../components/order/OrderItemsList';
import { ReviewInvites } from '../components/order/ReviewInvites';
import { OrderFromRoute } from '../components/order/OrderFromRoute';
import { PaymentInfo } from '../components/order/PaymentInfo';
import { OrderPriceSummary } from '../components/order/PriceSummary';
import { ProgressTimeline } from '../components/order/ProgressTimeline';
import { CustomerStatusBadge } from '../components/order/StatusBadge';
import { StatusHistory } from '../components/order/StatusHistory';
import { TrackingInfo } from '../components/order/TrackingInfo';
import { Panel } from '../components/ui/Panel';
import { formatDateGB } from '../../shared/londonTime';
import { orderNumber } from '../lib/schemas';
import type { Order } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';
import { isAwaitingPayment, OrderStatus } from '../../shared/orderStatus';
import { trackingLink } from '../../shared/tracking';
import { deliveryKindOf } from '../../shared/orderTransitions';
import { CollectionCode } from '../components/order/CollectionCode';

/** /order/{id}: spec §2's order detail for the customer who placed it. */
export function OrderDetailPage() {
  return <OrderFromRoute>{(order) => <OrderDetail order={order} />}</OrderFromRoute>;
}

function OrderDetail({ order }: { order: Order }) {
  const number = orderNumber(order._id);
  const [notice, setNotice] = useState<string | null>(null);
  const trackingUrl = order.tracking
    ? trackingLink(
        order.tracking.carrier,
        order.tracking.trackingNumber,
        order.tracking.trackingUrl,
      )
    : null;
  // A collection is handed over in the shop: there is no parcel to track.
  const kind = deliveryKindOf(order);
  const tracked = kind !== 'collection';
  return (
    <div className="container-page py-10 lg:py-14">
      <PageTitle page={`Order ${number}`} />
      <Link
        to="/orders"
        className="inline-flex items-center gap-1.5 text-sm text-stone hover:text-gold-dark"
      >
        <ArrowLeft className="size-4" aria-hidden />
        My Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl lining-nums sm:text-5xl">Order #{number}</h1>
            <CustomerStatusBadge order={order} />
          </div>
          <p className="mt-2 text-sm text-stone">
            Placed on <time dateTime={order.createdAt}>{formatDateGB(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {isAwaitingPayment(order) && (
            <Link to={completePaymentHref(order._id)} className="btn-gold">
              <CreditCard className="size-4" aria-hidden />
              Complete payment
            </Link>
          )}
          {canCustomerCancel(order) && <CancelOrderButton order={order} onCancelled={setNotice} />}
          <Link to={`/order-confirmation/${order._id}`} className="btn-outline">
            <Printer className="size-4" aria-hidden />
            Print receipt
          </Link>
          {!tracked ? null : trackingUrl ? (
            <a href={trackingUrl} target="_blank" rel="noreferrer" className="btn-outline">
              <MapPin className="size-4" aria-hidden />
              Track order
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <a href="#tracking" className="btn-outline">
              <MapPin className="size-4" aria-hidden />
              Track order
            </a>
          )}
        </div>
      </div>

      {notice && (
        <div className="mt-6">
          <SuccessNotice message={notice} />
        </div>
      )}
      {order.status === OrderStatus.Cancelled && <CancelledNotice order={order} />}
      {order.status === OrderStatus.ReadyToCollect && order.collectionCode && (
        <CollectionCode code={order.collectionCode} />
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <Panel title="Progress">
            <ProgressTimeline status={order.status} kind={kind} />
          </Panel>
          <Panel title="Items">
            <OrderItemsList items={order.orderItems} />
          </Panel>
          <ReviewInvites order={order} />
          <CustomerReturns order={order} />
          <CancellationNoticeForm order={order} onDone={setNotice} />
          <Panel title="Status history">
            <StatusHistory history={order.statusHistory} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Summary">
            <OrderPriceSummary order={order} testId="order" />
          </Panel>
          <Panel title="Payment">
            <PaymentInfo order={order} />
          </Panel>
          <Panel title="Shipping">
            <DeliveryMethod order={order} />
            <AddressBlock address={order.shippingAddress} />
          </Panel>
          {tracked && (
            <Panel title="Tracking" id="tracking">
              <TrackingInfo tracking={order.tracking} />
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}
