import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits } from '../../integrations/rateLimiter';
import type { ShopSettings } from '../../services';
import { findShopInfo } from '../shop';
import { emailChangeApprovalMail, emailChangeLinkMail, emailChangeNoticeMail } from './mails';
import { authRateLimits } from './rateLimits';
import { emailTaken, findUserWithSecretsByEmail, type SessionUser } from './users';

/**
 * A new sign-in e-mail takes two proofs, in this order: the current mailbox approves (or the
 * current password stands in for it), then the new mailbox confirms. Until both, the account keeps
 * its address for login, password reset and mail. Each mail to the current address carries "This
 * wasn't me", which cancels the change and ends every session of the account. The links' steps
 * are in emailChangeLinks.ts.
 */

/** `db` may be the caller's transaction (a profile save). */
type EmailChangeContext = Pick<RequestContext, 'limiter' | 'mailer' | 'settings'> & { db: Db };

export const EMAIL_LINK_TTL_MS = 24 * 3600_000;

/** Only the hash is stored: a copy of the table does not hold a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link token and the hash the table keeps of it. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The storefront page each link opens: `/confirm-email` with the step as the query's name. */
export const emailLinkUrl = (
  settings: ShopSettings,
  step: 'approve' | 'cancel' | 'token',
  token: string,
) => `${settings.publicUrl}/confirm-email?${step}=${token}`;

/**
 * Asks for a new sign-in e-mail. Without the password the current address is asked to approve
 * and the new one hears nothing yet; with it (`approvedByPassword`, checked by the caller) the new
 * address gets its confirmation link at once and the current one a notice. A newer request
 * replaces older pending ones, whose "This wasn't me" links keep working. Pass the transaction of
 * the profile update as `ctx.db`, so the request and its mails exist exactly when the update does.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  user: SessionUser,
  newEmail: string,
  { approvedByPassword }: { approvedByPassword: boolean },
) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.emailChangePerAccount, user.id]]);
  const holder = await findUserWithSecretsByEmail(ctx.db, newEmail);
  if (holder && holder.id !== user.id) throw emailTaken();
  const shop = await findShopInfo(ctx.db);
  await supersedePendingEmailChanges(ctx.db, user.id);
  // The link of the step the change waits for: the current mailbox's approval or the new one's.
  const next = newLinkToken();
  const cancel = newLinkToken();
  await ctx.db.insert(emailChanges).values({
    userId: user.id,
    newEmail,
    approveTokenHash: approvedByPassword ? null : next.hash,
    tokenHash: approvedByPassword ? next.hash : null,
    approvedAt: approvedByPassword ? new Date() : null,
    cancelTokenHash: cancel.hash,
    expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
  });
  const cancelLink = emailLinkUrl(ctx.settings, 'cancel', cancel.token);
  if (!approvedByPassword) {
    await ctx.mailer.enqueue(ctx.db, {
      to: user.email,
      ...emailChangeApprovalMail(shop, user.name, newEmail, {
        approve: emailLinkUrl(ctx.settings, 'approve', next.token),
        cancel: cancelLink,
      }),
    });
    return {
      message: `To keep your account safe, please approve the change first with the link we sent to ${user.email}. Then we send a confirmation link to ${newEmail}.`,
    };
  }
  await ctx.mailer.enqueue(ctx.db, {
    to: newEmail,
    ...emailChangeLinkMail(
      shop,
      user.name,
      newEmail,
      emailLinkUrl(ctx.settings, 'token', next.token),
    ),
  });
  await ctx.mailer.enqueue(ctx.db, {
    to: user.email,
    ...emailChangeNoticeMail(shop, user.name, newEmail, cancelLink),
  });
  return {
    message: `We sent a confirmation link to ${newEmail}. Your sign-in e-mail changes when you open it.`,
  };
}

/**
 * Older pending changes can no longer be approved or confirmed; their rows stay until they
 * expire so that "This wasn't me" in their mails still works.
 */
async function supersedePendingEmailChanges(db: Db, userId: string) {
  await db
    .update(emailChanges)
    .set({ approveTokenHash: null, tokenHash: null })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** A password change or reset also drops a pending change: it may be an intruder's. */
export async function cancelPendingEmailChanges(db: Db, userId: string) {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** Which proof the pending change waits for: the current mailbox's approval, or the new one's. */
export type PendingEmailStep = 'old-mailbox' | 'new-mailbox';

/** The address a pending change would move the account to and its step, or nulls. */
export async function findPendingEmailChange(
  db: Db,
  userId: string,
): Promise<{ pendingEmail: string | null; pendingEmailStep: PendingEmailStep | null }> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail, approvedAt: emailChanges.approvedAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, sql`now()`),
        or(isNotNull(emailChanges.approveTokenHash), isNotNull(emailChanges.tokenHash)),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  if (!pending) return { pendingEmail: null, pendingEmailStep: null };
  return {
    pendingEmail: pending.newEmail,
    pendingEmailStep: pending.approvedAt ? 'new-mailbox' : 'old-mailbox',
  };
}
