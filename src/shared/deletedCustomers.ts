/** What stays of a deleted customer's orders (decision 020), in words the shop shows and mails. */

/** What a deleted customer's orders show instead of their name, e-mail, phone and addresses. */
export const DELETED_CUSTOMER = 'Deleted customer';

/** What a deleted customer's orders keep for the shop's accounts, as the mail and /privacy say it. */
export const KEPT_OF_DELETED_ORDERS =
  'the date, what was bought and for how much, the payment, any refunds and VAT, the country it went to and its progress';
/** What leaves those orders: who placed them, and everything the customer wrote on them. */
export const REMOVED_FROM_DELETED_ORDERS =
  'your name, e-mail address, phone number and addresses, and anything you wrote to us with an order, such as a note on a return';

/** How long orders are kept for the shop's accounts (HMRC: six years from the year's end). */
export const ORDER_RETENTION_YEARS = 6;
