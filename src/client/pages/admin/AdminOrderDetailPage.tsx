import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, NotebookPen, Package, Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useParams } from 'react-router';
import { ActionFeedback } from '../../components/admin/ActionFeedback';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { AdminNotesForm } from '../../components/admin/orders/AdminNotesForm';
import { AdminReturns } from '../../components/admin/orders/AdminReturns';
import { ConfirmOptionsForms } from '../../components/admin/orders/ConfirmOptionsForm';
import { nextAction, nextActionTitle } from '../../components/admin/orders/nextAction';
import { CustomerInformation } from '../../components/admin/orders/CustomerInformation';
import { OrderInformation } from '../../components/admin/orders/OrderInformation';
import { PackingSlip } from '../../components/admin/orders/PackingSlip';
import { OrderStatusTimeline } from '../../components/admin/orders/OrderStatusTimeline';
import { RecordPaymentForm } from '../../components/admin/orders/RecordPaymentForm';
import { StatusActions } from '../../components/admin/orders/StatusActions';
import {
  canRecordPayment,
  hasTracking,
  showsTracking,
} from '../../components/admin/orders/statusActionRules';
import { HandOverForm } from '../../components/admin/collections/HandOverForm';
import { TrackingForm } from '../../components/admin/orders/TrackingForm';
import { useOrderActions, type AdminOrder } from '../../components/admin/orders/useOrderActions';
import { useActionFeedback } from '../../components/admin/useActionFeedback';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { isMissingOrder } from '../../components/order/useOrder';
import { AddressBlock } from '../../components/order/AddressBlock';
import { DeliveryMethod } from '../../components/order/DeliveryMethod';
import { OrderItemsList } from '../../components/order/OrderItemsList';
import { PaymentBadge } from '../../components/order/PaymentBadge';
import { OrderPriceSummary } from '../../components/order/PriceSummary';
import { PrintShopHeader } from '../../components/order/PrintShopHeader';
import { StatusBadge } from '../../components/order/StatusBadge';
import { TrackingInfo } from '../../components/order/TrackingInfo';
import { retryUnlessClientError } from '../../components/catalog/retry';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { Panel } from '../../components/ui/Panel';
import { Spinner } from '../../components/ui/Spinner';
import { formatAdminDate } from '../../../shared/londonTime';
import { OrderStatus } from '../../../shared/orderStatus';
import { deliveryKindOf } from '../../../shared/orderTransitions';
import { adminOrderRef, orderNumber } from '../../lib/schemas';
import { useTRPC } from '../../lib/trpc';

/** /admin/orders/{id}: spec §2's order detail, with the admin's actions of spec §4. */
export function AdminOrderDetailPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const order = useQuery(
    trpc.admin.orders.byId.queryOptions({ id }, { retry: retryUnlessClientError, staleTime: 0 }),
  );
  if (order.isPending) return <Spinner label="Loading order…" className="min-h-[40vh]" />;
  if (order.isError) {
    const missing = isMissingOrder(order.error);
    return (
      <div className="space-y-4">
        <BackToOrders />
        <ErrorBanner
          message={
            missing ? 'Order not found.' : 'Failed to fetch order details. Please try again.'
          }
          onRetry={missing ? undefined : () => void order.refetch()}
        />
      </div>
    );
  }
  return <OrderDetail order={order.data} />;
}

/** Back to the list, on the page and with the filters it was left with. */
function BackToOrders() {
  const state = useLocation().state as { listSearch?: string } | null;
  return (
    <Link
      to={`/admin/orders${state?.listSearch ?? ''}`}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm text-stone hover:text-gold-dark print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Orders
    </Link>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const actions = useOrderActions(order._id);
  const feedback = useActionFeedback();
  const [notesOpen, setNotesOpen] = useState(false);
  const ref = adminOrderRef(order._id);
  const trackingShown = showsTracking(order.status) && !!order.tracking;
  // What goes to the printer: the order as the page shows it, or its packing slip alone.
  const [printing, setPrinting] = useState<'order' | 'slip'>('order');
  const print = (what: 'order' | 'slip') => {
    flushSync(() => setPrinting(what));
    window.print();
  };
  const kind = deliveryKindOf(order);
  // Below 1280 px the page is one column and the actions' column comes last: what the owner does
  // next moves to the top (issue 29). The desktop's two columns stay as they are.
  const oneColumn = !useMediaQuery('(min-width: 1280px)');
  const onTop = oneColumn ? nextAction(order) : null;

  return (
    <>
      {printing === 'slip' && <PackingSlip order={order} />}
      <div className={`space-y-6 ${printing === 'slip' ? 'print:hidden' : ''}`}>
        <PrintShopHeader />
        <BackToOrders />
        <AdminPageHeader
          title={`Order ${ref}`}
          description={
            <>
              Placed on <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
              {' · '}
              {/* The number the customer sees in their e-mails and account, for when they call. */}
              Customer reference #{orderNumber(order._id)}
            </>
          }
          actions={
            <>
              <button type="button" className="btn-outline" onClick={() => print('order')}>
                <Printer className="size-4" aria-hidden />
                Print
              </button>
              <button type="button" className="btn-outline" onClick={() => print('slip')}>
                <Package className="size-4" aria-hidden />
                Print packing slip
              </button>
              <button
                type="button"
                className="btn-outline"
                aria-expanded={notesOpen}
                aria-controls={notesOpen ? 'admin-notes' : undefined}
                onClick={() => setNotesOpen((open) => !open)}
              >
                <NotebookPen className="size-4" aria-hidden />
                {notesOpen ? 'Hide Notes' : 'Add Notes'}
              </button>
            </>
          }
        >
          <StatusBadge status={order.status} />
          <PaymentBadge order={order} audience="shop" />
        </AdminPageHeader>

        <ActionFeedback
          notice={feedback.notice}
          error={feedback.error}
          onDismissError={feedback.dismissError}
        />

        {onTop && (
          <Panel title={nextActionTitle[onTop]} id="next-action" className="print:hidden">
            {onTop === 'ship' && (
              <TrackingForm order={order} actions={actions} run={feedback.run} />
            )}
            {onTop === 'return' && (
              <AdminReturns order={order} actions={actions} run={feedback.run} />
            )}
            {onTop === 'collect' &&
              (order.status === OrderStatus.ReadyToCollect ? (
                <HandOverForm orderId={order._id} run={feedback.run} />
              ) : (
                <p>
                  Paid for collection from the shop.{' '}
                  <a href="#update-status" className="font-medium text-gold-dark underline">
                    Mark as Ready to collect
                  </a>{' '}
                  once it is waiting at the counter.
                </p>
              ))}
          </Panel>
        )}

        {notesOpen ? (
          <Panel title="Admin Notes" id="admin-notes" className="print:hidden">
            <AdminNotesForm order={order} actions={actions} run={feedback.run} />
          </Panel>
        ) : (
          order.adminNotes && (
            <Panel title="Admin Notes" id="admin-notes" className="print:hidden">
              <p className="whitespace-pre-line">{order.adminNotes}</p>
            </Panel>
          )
        )}

        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start print:block print:space-y-4">
          <div className="space-y-6">
            <Panel title="Order Information">
              <OrderInformation order={order} />
            </Panel>
            <Panel title="Order Items">
              <OrderItemsList items={order.orderItems} reader="shop" />
              <ConfirmOptionsForms order={order} actions={actions} run={feedback.run} />
              <div className="mt-4 border-t border-ink/10">
                <OrderPriceSummary order={order} testId="admin-order" />
              </div>
            </Panel>
            {order.isGift && (
              <Panel title="Gift" id="gift">
                <p>Wrap it as a gift: the packing slip prints the message and no prices.</p>
                <p className="mt-2 font-medium">Gift message</p>
                <p className="whitespace-pre-line italic" data-testid="admin-gift-message">
                  {order.giftMessage || 'No message.'}
                </p>
              </Panel>
            )}
            {order.returns.length > 0 && onTop !== 'return' && (
              <Panel title="Returns" id="returns">
                <AdminReturns order={order} actions={actions} run={feedback.run} />
              </Panel>
            )}
            <Panel title="Customer Information">
              <CustomerInformation order={order} />
            </Panel>
            <Panel title="Status History">
              <OrderStatusTimeline history={order.statusHistory} />
            </Panel>
          </div>
          <div className="space-y-6 print:mt-4 print:grid print:grid-cols-2 print:gap-x-8 print:space-y-0">
            {order.status === OrderStatus.ReadyToCollect && onTop !== 'collect' && (
              <Panel title="Hand over" className="print:hidden">
                <p className="mb-3 text-stone">
                  Waiting in the shop. Ask for photo ID and the customer's collection code.
                </p>
                <HandOverForm orderId={order._id} run={feedback.run} />
              </Panel>
            )}
            <Panel title="Update Status" id="update-status" className="print:hidden">
              <StatusActions order={order} actions={actions} run={feedback.run} />
            </Panel>
            {canRecordPayment(order) && (
              <Panel title="Record Payment" className="print:hidden">
                <RecordPaymentForm order={order} actions={actions} run={feedback.run} />
              </Panel>
            )}
            <Panel title="Shipping Address">
              <DeliveryMethod order={order} />
              <AddressBlock address={order.shippingAddress} />
            </Panel>
            {/* On a phone, an order to ship has its tracking form at the top instead. */}
            {hasTracking(kind) && onTop !== 'ship' && (
              <Panel title="Tracking" className={trackingShown ? '' : 'print:hidden'}>
                {trackingShown && (
                  <div className="mb-5 rounded-md bg-pearl/60 p-4 print:p-0">
                    <TrackingInfo tracking={order.tracking} />
                  </div>
                )}
                <div className="print:hidden">
                  <TrackingForm order={order} actions={actions} run={feedback.run} />
                </div>
              </Panel>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
