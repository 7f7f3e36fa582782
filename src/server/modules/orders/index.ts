/** The orders module's front door: code outside `modules/orders` imports it only from here. */
export { ordersRouter } from './router';
export { adminOrdersRouter } from './adminRouter';
export { ordersRest } from './rest';
export { adminOrdersRest } from './adminRest';
export { expireUnpaidOrders, HOLD_ENDED_REASON } from './expiry';
export { dispatchListRound, sendDispatchListIfDue } from './dispatchList';
export { giveHoldBack, moveHoldToPayment, renewHoldForRetry } from './holds';
export { enqueueOrderConfirmation, orderConfirmationMail } from './mails';
export { addHistory } from './orderHistory';
export { paidOrderSet } from './markPaid';
export { cancelOrderAs, type CancelContext } from './cancellation';
export { allOrdersOfUser } from './customerOrders';
export { toOrderDto, type OrderDto } from './orderDto';
export {
  adminOrderView,
  findOrderForViewer,
  loadOrder,
  loadOrders,
  lockOrder,
} from './orderQueries';
export {
  assertNoMoneyToGiveBack,
  assertNoneOwedAmong,
  mismatchNote,
  refundOwedStatuses,
  refundPayment,
} from './refundPayment';
export { putUnitsBack, recordSales } from './stock';
export type { TrackingImportReport } from './trackingImport';
export { findOrdersWaiting } from './toSend';
