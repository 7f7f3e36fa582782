import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConfirmEmailInput } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailChanges, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits } from '../../integrations/rateLimiter';
import { findShopInfo } from '../shop/service';
import { emailChangeLinkMail, emailChangeNoticeMail } from './mails';
import { authRateLimits } from './rateLimits';
import { emailTaken, findUserWithSecretsByEmail, type SessionUser } from './users';

type EmailChangeContext = Pick<RequestContext, 'db' | 'limiter' | 'mailer' | 'settings'>;

const LINK_TTL_MS = 24 * 3600_000;

/** Only the hash is stored: a copy of the table does not hold a working link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const addressTakenMeanwhile = () =>
  new DomainError(
    'CONFLICT',
    'Another account now uses this email address, so it cannot be yours.',
  );

/**
 * A sign-in e-mail change waits for proof that the new address is the account holder's: a link
 * mailed there, valid 24 hours; the old address is told. A newer request replaces older pending
 * ones. Pass the transaction of the profile update as `ctx.db`, so the request and its mails
 * exist exactly when the update does.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  user: SessionUser,
  newEmail: string,
) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.emailChangePerAccount, user.id]]);
  const holder = await findUserWithSecretsByEmail(ctx.db, newEmail);
  if (holder && holder.id !== user.id) throw emailTaken();
  const token = randomBytes(32).toString('base64url');
  const shop = await findShopInfo(ctx.db);
  await cancelPendingEmailChanges(ctx.db, user.id);
  await ctx.db.insert(emailChanges).values({
    userId: user.id,
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  const link = `${ctx.settings.publicUrl}/confirm-email?token=${token}`;
  await ctx.mailer.enqueue(ctx.db, {
    to: newEmail,
    ...emailChangeLinkMail(shop, user.name, newEmail, link),
  });
  await ctx.mailer.enqueue(ctx.db, {
    to: user.email,
    ...emailChangeNoticeMail(shop, user.name, newEmail),
  });
}

/** A password change or reset also drops a pending change: it may be an intruder's. */
export async function cancelPendingEmailChanges(db: Db, userId: string) {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** The address a pending change waits to confirm, or null. */
export async function findPendingEmail(db: Db, userId: string): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return pending?.newEmail ?? null;
}

/**
 * The link was opened: the change applies once, while the link is fresh and the address still
 * free. No sign-in is needed (the link may be opened on another device): the token is the proof.
 */
export async function confirmEmailChange(
  ctx: Pick<RequestContext, 'db'>,
  input: ConfirmEmailInput,
) {
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(input.token)))
      .for('update');
    if (!change || change.usedAt || change.expiresAt <= new Date()) {
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
