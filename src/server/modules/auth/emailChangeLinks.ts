import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmailLinkInput } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailChanges, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { RequestContext } from '../../http/context';
import { findShopInfo } from '../shop';
import {
  cancelPendingEmailChanges,
  EMAIL_LINK_TTL_MS,
  emailLinkUrl,
  hashToken,
  newLinkToken,
} from './emailChange';
import { emailChangeLinkMail } from './mails';
import { endAllSessions } from './sessions';
import { findUserWithSecretsByEmail } from './users';

/**
 * The three links an e-mail change mails, each opened from `/confirm-email`. No sign-in is needed
 * (a link may be opened on another device): the token is the proof, and each works once.
 */

const addressTakenMeanwhile = () =>
  new DomainError(
    'CONFLICT',
    'Another account now uses this email address, so it cannot be yours.',
  );

async function refuseAddressOfAnotherAccount(db: Db, userId: string, email: string) {
  const holder = await findUserWithSecretsByEmail(db, email);
  if (holder && holder.id !== userId) throw addressTakenMeanwhile();
}

/**
 * The current mailbox approves: only now is the new address sent its confirmation link, which
 * has a full 24 hours from here. One statement checks and spends the approval, so parallel clicks
 * approve once.
 */
export async function approveEmailChange(
  ctx: Pick<RequestContext, 'db' | 'mailer' | 'settings'>,
  input: EmailLinkInput,
) {
  const confirm = newLinkToken();
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({
        approveTokenHash: null,
        approvedAt: new Date(),
        tokenHash: confirm.hash,
        expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
      })
      .where(
        and(
          eq(emailChanges.approveTokenHash, hashToken(input.token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!change) {
      throw new DomainError(
        'BAD_REQUEST',
        'This approval link has expired or was already used. To change your e-mail, ask again from your account.',
      );
    }
    await refuseAddressOfAnotherAccount(tx, change.userId, change.newEmail);
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!user) throw notFound('Account');
    const link = emailLinkUrl(ctx.settings, 'token', confirm.token);
    await ctx.mailer.enqueue(tx, {
      to: change.newEmail,
      ...emailChangeLinkMail(await findShopInfo(tx), user.name, change.newEmail, link),
    });
    return {
      message: `Thank you. We sent a confirmation link to ${change.newEmail}: your sign-in e-mail changes when it is opened there.`,
      pendingEmail: change.newEmail,
    };
  });
}

/**
 * The new mailbox confirms: the change applies once, while the link is fresh, the change approved
 * and the address still free.
 */
export async function confirmEmailChange(ctx: Pick<RequestContext, 'db'>, input: EmailLinkInput) {
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(input.token)))
      .for('update');
    if (!change?.approvedAt || change.usedAt || change.expiresAt <= new Date()) {
      throw new DomainError(
        'BAD_REQUEST',
        'This confirmation link has expired or was already used. Please change your e-mail again from your account.',
      );
    }
    await tx.update(emailChanges).set({ usedAt: new Date() }).where(eq(emailChanges.id, change.id));
    try {
      await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
    } catch (err) {
      // Another account took the address in the meantime: the unique index decides.
      if (isUniqueViolation(err)) throw addressTakenMeanwhile();
      throw err;
    }
    return {
      message: `Your sign-in e-mail is now ${change.newEmail}.`,
      email: change.newEmail,
    };
  });
}

/**
 * "This wasn't me", from a mail to the current address: every pending change of the account goes
 * and every session ends, the requester's too. A change already confirmed is not undone here.
 */
export async function cancelEmailChange(ctx: Pick<RequestContext, 'db'>, input: EmailLinkInput) {
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select({
        userId: emailChanges.userId,
        usedAt: emailChanges.usedAt,
        expiresAt: emailChanges.expiresAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.cancelTokenHash, hashToken(input.token)))
      .for('update');
    if (!change || change.expiresAt <= new Date()) {
      throw new DomainError(
        'BAD_REQUEST',
        'This link has expired or was already used: there is no change left to cancel.',
      );
    }
    if (change.usedAt) {
      throw new DomainError(
        'CONFLICT',
        'This change was already confirmed from the new address, so it can no longer be cancelled here. If it was not you, please contact us.',
      );
    }
    await cancelPendingEmailChanges(tx, change.userId);
    await endAllSessions(tx, change.userId);
    return {
      message:
        "The change was cancelled and every device signed out. If you think someone knows your password, choose a new one with 'Forgot your password?' on the login page.",
    };
  });
}
