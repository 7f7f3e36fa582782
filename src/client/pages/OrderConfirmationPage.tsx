import { CircleCheck, Printer, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '../../shared/money';
import { AddressBlock } from '../components/order/AddressBlock';
import { DeliveryMethod } from '../components/order/DeliveryMethod';
import { CancelledNotice } from '../components/order/CancelledNotice';
import { completePaymentHref } from '../components/order/awaitingPayment';
import { OrderItemsList } from '../components/order/OrderItemsList';
import { OrderFromRoute } from '../components/order/OrderFromRoute';
import { PaymentInfo } from '../components/order/PaymentInfo';
import { OrderPriceSummary } from '../components/order/PriceSummary';
import { PrintShopHeader } from '../components/order/PrintShopHeader';
import { ProgressTimeline } from '../components/order/ProgressTimeline';
import { CustomerStatusBadge } from '../components/order/StatusBadge';
import { Panel } from '../components/ui/Panel';
import { formatDateGB } from '../../shared/londonTime';
import { orderNumber, receiptId } from '../lib/schemas';
import type { Order } from '../lib/trpc';
import { PageTitle } from '../components/layout/PageTitle';
import { isAwaitingPayment, OrderStatus } from '../../shared/orderStatus';
import { deliveryKindOf } from '../../shared/orderTransitions';

/** /order-confirmation/{id}: spec §2's thank-you page, which prints as the receipt. */
export function OrderConfirmationPage() {
  return <OrderFromRoute>{(order) => <Confirmation order={order} />}</OrderFromRoute>;
}

function Confirmation({ order }: { order: Order }) {
  const number = orderNumber(order._id);
  const facts = [
    { label: 'Order number', value: number },
    { label: 'Date', value: formatDateGB(order.createdAt) },
    { label: 'Total', value: formatGBP(order.totalPrice), testId: 'confirmation-total' },
    { label: 'Status', value: <CustomerStatusBadge order={order} /> },
    // The longest value: a row of its own on phones.
    { label: 'Receipt', value: receiptId(order._id), testId: 'receipt-id', wide: true },
  ];
  return (
    <div className="container-page max-w-5xl py-10 lg:py-14 print:max-w-none print:px-0 print:py-0">
      <PageTitle page={`Order ${number} confirmed`} />
      <PrintShopHeader />
      <div className="text-center print:text-left">
        <CircleCheck className="mx-auto size-12 text-emerald-600 print:hidden" aria-hidden />
        <h1 className="mt-4 text-4xl sm:text-5xl print:mt-0 print:text-3xl">
          Thank you for your order!
        </h1>
        <p className="mt-3 text-stone print:hidden">
          {isAwaitingPayment(order)
            ? 'Once it is paid, a confirmation goes'
            : 'A confirmation is on its way'}{' '}
          to {order.billingAddress.email || order.user?.email}.
        </p>
      </div>

      <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:flex sm:flex-wrap sm:justify-between print:mt-4 print:flex print:p-0 print:shadow-none print:ring-0">
        {facts.map((fact) => (
          <div key={fact.label} className={fact.wide ? 'col-span-2' : undefined}>
            <dt className="text-xs tracking-wider text-stone uppercase">{fact.label}</dt>
            <dd className="mt-1 font-medium tabular-nums" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>

      <OrderOutlook order={order} />

      <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          Print
        </button>
        <Link to={`/order/${order._id}`} className="btn-outline">
          View order details
        </Link>
        <Link to="/products" className="btn-outline">
          Continue Shopping
        </Link>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2 print:mt-4 print:grid-cols-2 print:gap-x-8 print:gap-y-0">
        <Panel title="Items" className="md:col-span-2 print:col-span-2">
          <OrderItemsList items={order.orderItems} />
          <div className="mt-4 border-t border-ink/10">
            <OrderPriceSummary order={order} testId="order" />
          </div>
        </Panel>
        <Panel title="Shipping">
          <DeliveryMethod order={order} />
          <AddressBlock address={order.shippingAddress} />
        </Panel>
        <Panel title="Payment">
          <PaymentInfo order={order} />
        </Panel>
        <Panel title="Progress" className="md:col-span-2 print:col-span-2">
          <ProgressTimeline status={order.status} kind={deliveryKindOf(order)} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * What happens next: the cancellation, a payment still to make (nothing is on its way until it
 * is paid, so no delivery is promised yet), or the delivery promise.
 */
function OrderOutlook({ order }: { order: Order }) {
  if (order.status === OrderStatus.Cancelled) {
    return <CancelledNotice order={order} />;
  }
  if (isAwaitingPayment(order)) {
    return (
      <div className="mt-6 flex flex-col items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row">
        <span>This order is waiting for payment: we send it once it is paid.</span>
        <Link to={completePaymentHref(order._id)} className="btn-gold py-2 print:hidden">
          Complete payment
        </Link>
      </div>
    );
  }
  return (
    <p className="mt-6 flex items-center justify-center gap-2 rounded-md border border-gold-light bg-pearl px-4 py-3 text-center font-medium print:justify-start print:border-0 print:bg-transparent print:px-0">
      <Truck className="size-5 shrink-0 text-gold-dark" aria-hidden />
      <span data-testid="delivery-promise">
        {order.delivery?.kind === 'collection'
          ? `Ready to collect from ${formatDateGB(order.estimatedDelivery)}`
          : `We guarantee delivery by ${formatDateGB(order.estimatedDelivery)}`}
      </span>
    </p>
  );
}
