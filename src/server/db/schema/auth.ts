import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The admin's order search by customer (decision 036).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // A term with an '@': the local part read backwards, so "ends with" is a prefix (decision 036).
    index('users_email_local_reversed_idx').using(
      'btree',
      sql`reverse(lower(split_part(${t.email}, '@', 1))) text_pattern_ops`,
    ),
  ],
);

/**
 * A signed-in browser: every session token names one. Logout deletes it, a password change or
 * reset deletes all of the account's, so a copied token stops working on the server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent when it signed in: how the account's sign-ins list names it. */
    userAgent: text('user_agent').notNull().default(''),
    /** Moved on by requests, a few minutes at a time (not one write per request). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * A sign-in e-mail change waiting for proof: first the old mailbox approves it (or the current
 * password stands in for that), then the link mailed to the new address confirms it. Only the
 * hashes of the links' tokens are kept, never the tokens.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** The new mailbox's confirmation link; null until the change is approved. */
    tokenHash: text('token_hash'),
    /** The old mailbox's approval link. */
    approveTokenHash: text('approve_token_hash'),
    /** The old mailbox's "this wasn't me" link: cancels the change and ends every session. */
    cancelTokenHash: text('cancel_token_hash'),
    /** When the old mailbox (or the current password) approved the change. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_key').on(t.tokenHash),
    uniqueIndex('email_changes_approve_token_key').on(t.approveTokenHash),
    uniqueIndex('email_changes_cancel_token_key').on(t.cancelTokenHash),
    index('email_changes_user_idx').on(t.userId, t.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);
