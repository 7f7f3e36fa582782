import { email } from './auth';
import { numberInput } from './numbers';
import { z } from './zod';

export {
  MARKETING_OPT_IN_WORDING,
  NEWSLETTER_SIGNED_UP_MESSAGE,
  NEWSLETTER_WORDING,
} from './marketingWording';

/**
 * Marketing consent (decision 059): where a shopper said yes, and the words they said yes to.
 * The server records its own copy of the wording, never a text a client sends.
 */
export const consentSources = ['registration', 'checkout', 'newsletter', 'account'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** What became of an abandoned checkout's reminder: sent, or skipped and why. */
export const reminderOutcomes = ['sent', 'no consent', 'recovered'] as const;
export type ReminderOutcome = (typeof reminderOutcomes)[number];

export const newsletterSignUpInput = z.object({ email });
export type NewsletterSignUpInput = z.infer<typeof newsletterSignUpInput>;

/** A mailed link's token: the newsletter's confirmation, an unsubscribe, a reminder's cart. */
export const linkTokenInput = z.object({ token: z.string().trim().min(10).max(600) });
export type LinkTokenInput = z.infer<typeof linkTokenInput>;

/** The account's tick box. */
export const marketingChoiceInput = z.object({ agreed: z.boolean() });
export type MarketingChoiceInput = z.infer<typeof marketingChoiceInput>;

/** Admin → Customers who agreed: a page of addresses, optionally searched. */
export const consentListInput = z.object({
  search: z.string().trim().max(200).optional(),
  page: numberInput(
    'page',
    z
      .number()
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(10_000, 'page must be at most 10,000'),
  ).default(1),
});
export type ConsentListInput = z.output<typeof consentListInput>;
