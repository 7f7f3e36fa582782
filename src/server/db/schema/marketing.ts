import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  consentSources,
  reminderOutcomes,
  type ConsentSource,
  type ReminderOutcome,
} from '../../../shared/marketing';
import { isOneOf, id, ref } from './columns';
import { users } from './auth';
import { orders } from './orders';

/**
 * Each time someone agreed to marketing mail: the address, the words they agreed to and where
 * (decision 059). Rows are never deleted: withdrawing sets `withdrawn_at`, so the history is the
 * proof of consent UK GDPR art. 7(1) asks for. A consent counts once confirmed and until withdrawn.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: id(),
    /** Lower-case, as users.email is compared. */
    email: text('email').notNull(),
    /** Null for a newsletter sign-up, or once the account is deleted. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    wording: text('wording').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: set when the mailed link is opened (at once for a signed-in customer). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Only the hash of the confirmation link's token; cleared once used. */
    confirmTokenHash: text('confirm_token_hash'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** How: 'unsubscribe link', 'one-click', 'account', 'account deleted'. */
    withdrawnVia: text('withdrawn_via'),
  },
  (t) => [
    check('marketing_consents_source_check', isOneOf('source', consentSources)),
    index('marketing_consents_email_idx').on(t.email, t.givenAt),
    index('marketing_consents_user_idx').on(t.userId),
    uniqueIndex('marketing_consents_confirm_token_key').on(t.confirmTokenHash),
    // Admin → Customers who agreed: the consents that count now.
    index('marketing_consents_current_idx')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null and ${t.withdrawnAt} is null`),
  ],
);

/**
 * An abandoned checkout's reminders, one row per reminder (1 or 2) whether it was sent or not:
 * the primary key makes each happen once across instances, and a skipped one is not looked at
 * again.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reminder: smallint('reminder').notNull(),
    outcome: text('outcome').$type<ReminderOutcome>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.reminder] }),
    check('checkout_reminders_reminder_check', sql`${t.reminder} in (1, 2)`),
    check('checkout_reminders_outcome_check', isOneOf('outcome', reminderOutcomes)),
  ],
);
