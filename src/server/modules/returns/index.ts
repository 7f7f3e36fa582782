/**
 * The returns module's front door: the customer's request. Receiving and refunding a return
 * spans orders and payments: workflows/returns.
 */
export { returnsRouter } from './router';
export { returnsRest } from './rest';
export { returnRefundedMail, type CancellationNotice } from './mails';
export { enqueueReturnMail } from './returnMail';
export { requestReturn } from './requestReturn';
export { findReturnsWaiting } from './returnsWaiting';
