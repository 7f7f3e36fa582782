/**
 * The words shoppers agree to (decision 059), apart from the schemas: the footer's sign-up is in
 * every first download, which must not carry zod for them.
 */

/**
 * The tick box's words at registration, checkout and in the account. Spelt "e-mail": the forms'
 * own "Email" field keeps a label no other field's contains.
 */
export const MARKETING_OPT_IN_WORDING =
  'Send me news and offers by e-mail. I can unsubscribe at any time with the link in every e-mail.';

/** The footer's sign-up: agreed to once the mailed link is opened. */
export const NEWSLETTER_WORDING =
  'Sign up for news and offers by email. We will send a link to confirm; you can unsubscribe at any time.';

/** What the footer's form (and the REST route) hears, whether or not the address was known. */
export const NEWSLETTER_SIGNED_UP_MESSAGE =
  'Thank you. If this address is not signed up yet, we have sent it a link to confirm.';
