import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../shared/auth';
import {
  OTP_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
} from '../../../shared/constants';
import { passwordResetCodes } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits } from '../../integrations/rateLimiter';
import { findShopInfo } from '../shop';
import { resetCodeMail } from './mails';
import { authRateLimits } from './rateLimits';
import { refuseCommonPassword } from './commonPasswords';
import { hashPassword } from './passwords';
import { setPasswordHash } from './service';
import { readResetVerifiedToken, signResetEmailToken, signResetVerifiedToken } from './tokens';
import { findUserWithSecretsByEmail, normaliseEmail } from './users';

type ResetContext = Pick<RequestContext, 'db' | 'auth' | 'limiter' | 'mailer' | 'clientIp' | 'log'>;

const TTL_MS = RESET_CODE_TTL_MINUTES * 60_000;

/** Codes are stored as a keyed hash: a copy of the table does not reveal a live code. */
const hashCode = (secret: string, code: string) =>
  createHmac('sha256', secret).update(code).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const invalidCode = () => new DomainError('BAD_REQUEST', 'Invalid OTP');

/**
 * Mails a fresh 6-digit code to the account, if there is one; the answer is the same either way,
 * so it does not tell who has an account. Earlier codes of that account stop working.
 */
export async function requestPasswordReset(ctx: ResetContext, input: { email: string }) {
  const email = normaliseEmail(input.email);
  await enforceRateLimits(ctx.limiter, [
    [authRateLimits.forgotPasswordPerIp, ctx.clientIp],
    [authRateLimits.forgotPasswordPerAccount, email],
  ]);
  const user = await findUserWithSecretsByEmail(ctx.db, email);
  if (user) {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const shop = await findShopInfo(ctx.db);
    // The code and its mail are one write: neither exists without the other.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash: hashCode(ctx.auth.jwtSecret, code),
        expiresAt: new Date(Date.now() + TTL_MS),
      });
      await ctx.mailer.enqueue(tx, { to: user.email, ...resetCodeMail(shop, user.name, code) });
    });
  }
  return {
    message: 'Password reset email sent. Please check your inbox.',
    /** For the REST adapter's cookie, so spec §7's verify-otp `{ otp }` knows the e-mail. */
    emailToken: signResetEmailToken(ctx.auth.jwtSecret, email),
  };
}

/**
 * Checks a code. Each try counts before the comparison, atomically, so parallel guesses cannot
 * pass the limit; after five the code is dead and a new one must be requested.
 */
export async function verifyResetCode(ctx: ResetContext, input: { otp: string; email: string }) {
  const email = normaliseEmail(input.email);
  await enforceRateLimits(ctx.limiter, [
    [authRateLimits.verifyOtpPerIp, ctx.clientIp],
    [authRateLimits.verifyOtpPerAccount, email],
  ]);
  const user = await findUserWithSecretsByEmail(ctx.db, email);
  if (!user) throw invalidCode();
  const [code] = await ctx.db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!code) {
    throw new DomainError('BAD_REQUEST', 'This code has expired. Please request a new one.');
  }
  const [counted] = await ctx.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, code.id),
        lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  if (!counted) {
    throw new DomainError('BAD_REQUEST', 'Too many incorrect attempts. Please request a new code.');
  }
  if (!sameHash(code.codeHash, hashCode(ctx.auth.jwtSecret, input.otp))) throw invalidCode();
  await ctx.db
    .update(passwordResetCodes)
    .set({ verifiedAt: new Date() })
    .where(eq(passwordResetCodes.id, code.id));
  return {
    message: 'OTP verified successfully.',
    /** Proof for reset-password that this client verified the code of this e-mail. */
    resetToken: signResetVerifiedToken(ctx.auth.jwtSecret, code.id, email),
  };
}

/**
 * Sets the new password of the account whose code this client verified: the proof is verify-otp's
 * reset token, or the code itself. The code is spent in the same statement that checks it, so it
 * works once; every session of the account is signed out.
 */
export async function resetPassword(ctx: ResetContext, input: ResetPasswordInput) {
  const email = normaliseEmail(input.email);
  await refuseCommonPassword(input.newPassword);
  let proof = input.resetToken
    ? readResetVerifiedToken(ctx.auth.jwtSecret, input.resetToken)
    : null;
  if (!proof && input.otp) {
    const { resetToken } = await verifyResetCode(ctx, { otp: input.otp, email });
    proof = readResetVerifiedToken(ctx.auth.jwtSecret, resetToken);
  }
  if (!proof) {
    throw new DomainError(
      'BAD_REQUEST',
      'Please verify the code we e-mailed you before setting a new password.',
    );
  }
  if (proof.email !== email) {
    throw new DomainError(
      'BAD_REQUEST',
      'The code you verified was for a different email address.',
    );
  }
  const user = await findUserWithSecretsByEmail(ctx.db, email);
  if (!user) throw invalidCode();
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetCodes.id, proof.codeId),
          eq(passwordResetCodes.userId, user.id),
          isNull(passwordResetCodes.usedAt),
          isNotNull(passwordResetCodes.verifiedAt),
          gt(passwordResetCodes.verifiedAt, new Date(Date.now() - TTL_MS)),
        ),
      )
      .returning({ id: passwordResetCodes.id });
    if (!spent) {
      throw new DomainError(
        'BAD_REQUEST',
        'This code has expired or was already used. Please request a new one.',
      );
    }
    await setPasswordHash(tx, user.id, passwordHash);
  });
  return { message: 'Password updated successfully.' };
}
