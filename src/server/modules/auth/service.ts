import { eq } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  CreateAdminInput,
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
} from '../../../shared/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { secretMatches } from '../../secrets';
import { recordConsent } from '../marketing';
import type { RequestContext } from '../../http/context';
import { enforceRateLimits, type RateLimitRule } from '../../integrations/rateLimiter';
import { refuseCommonPassword } from './commonPasswords';
import {
  cancelPendingEmailChanges,
  findPendingEmailChange,
  requestEmailChange,
} from './emailChange';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords';
import { authRateLimits } from './rateLimits';
import { endAllSessions, endExpiredSessions, endSession, startSession } from './sessions';
import {
  emailTaken,
  findUserWithSecretsByEmail,
  findUserWithSecretsById,
  normaliseEmail,
  type SessionUser,
} from './users';

type AuthContext = Pick<RequestContext, 'db' | 'auth' | 'limiter' | 'clientIp' | 'userAgent'>;

/** The public face of an account: never the hash, never a session. */
export function toUserDto(user: SessionUser) {
  return { _id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
}
export type UserDto = ReturnType<typeof toUserDto>;

/**
 * Login and registration answers, with a new session: spec §7 clients read `token`, `isAdmin` and
 * the user fields at the top level; some read them under `user`. Both are there.
 */
async function sessionResponse(ctx: AuthContext, user: SessionUser) {
  const dto = toUserDto(user);
  const token = await startSession(ctx.db, ctx.auth.jwtSecret, user.id, ctx.userAgent);
  return { ...dto, user: dto, token };
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

async function insertUser(db: Db, input: RegisterInput, isAdmin: boolean) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: normaliseEmail(input.email), passwordHash, isAdmin })
        .returning({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin });
      // The tick box's consent exists exactly when the account does (decision 059).
      if (input.marketingOptIn)
        await recordConsent(tx, { email: user!.email, userId: user!.id, source: 'registration' });
      return user!;
    });
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides, the loser hears why.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** A customer account. Any role a client sends was stripped by the input schema. */
export async function register(ctx: AuthContext, input: RegisterInput) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.registerPerIp, ctx.clientIp]]);
  await refuseCommonPassword(input.password);
  if (await findUserWithSecretsByEmail(ctx.db, input.email)) throw emailTaken();
  return sessionResponse(ctx, await insertUser(ctx.db, input, false));
}

/** An administrator account, for whoever holds ADMIN_SECRET_KEY. */
export async function createAdmin(ctx: AuthContext, input: CreateAdminInput) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.createAdminPerIp, ctx.clientIp]]);
  const expected = ctx.auth.adminSecretKey;
  if (!expected) {
    throw new DomainError('FORBIDDEN', 'Admin registration is not enabled on this shop.');
  }
  if (!secretMatches(input.secretKey, expected)) {
    throw new DomainError('FORBIDDEN', 'Invalid admin secret key.');
  }
  await refuseCommonPassword(input.password);
  if (await findUserWithSecretsByEmail(ctx.db, input.email)) throw emailTaken();
  return sessionResponse(ctx, await insertUser(ctx.db, input, true));
}

export async function login(ctx: AuthContext, input: LoginInput) {
  await enforceRateLimits(ctx.limiter, [
    [authRateLimits.loginPerIp, ctx.clientIp],
    [authRateLimits.loginPerAccount, normaliseEmail(input.email)],
  ]);
  const user = await findUserWithSecretsByEmail(ctx.db, input.email);
  if (!user) await spendPasswordCheckTime(input.password);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new DomainError('UNAUTHORIZED', 'Invalid email or password');
  }
  await endExpiredSessions(ctx.db, user.id);
  return sessionResponse(ctx, user);
}

/** Ends the caller's session on the server, so a copy of its token stops working too. */
export async function logout(ctx: Pick<RequestContext, 'db' | 'sessionId'>) {
  if (ctx.sessionId) await endSession(ctx.db, ctx.sessionId);
  return { message: 'You have been logged out.' };
}

/** The account as its owner sees it, with the sign-in e-mail waiting to apply and its step, if any. */
export async function getProfile(db: Db, user: SessionUser) {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    ...toUserDto(user),
    createdAt: row?.createdAt.toISOString() ?? null,
    ...(await findPendingEmailChange(db, user.id)),
  };
}

/**
 * The account's password again, before something a stolen session alone must not do. Counted
 * before any hashing, so a token does not become a way to guess the password; run it outside any
 * transaction (argon2 takes a while, and no row should stay locked for it).
 */
async function checkCurrentPassword(
  ctx: Pick<RequestContext, 'db' | 'limiter' | 'clientIp'>,
  userId: string,
  password: string,
  [perIp, perAccount]: [RateLimitRule, RateLimitRule],
) {
  await enforceRateLimits(ctx.limiter, [
    [perIp, ctx.clientIp],
    [perAccount, userId],
  ]);
  const user = await findUserWithSecretsById(ctx.db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED', 'Please log in to continue.');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('BAD_REQUEST', 'Current password is incorrect');
  }
  return user;
}

/**
 * The name changes at once. A new sign-in e-mail only once the current mailbox (or the current
 * password) approved it and the new mailbox confirmed it (emailChange.ts): a stolen token alone
 * cannot move the account to another address. A wrong password changes nothing.
 */
export async function updateProfile(
  ctx: Pick<RequestContext, 'db' | 'limiter' | 'mailer' | 'settings' | 'clientIp'>,
  user: SessionUser,
  input: UpdateProfileInput,
) {
  const newEmail = normaliseEmail(input.email);
  const renamed = { ...user, name: input.name };
  const changesEmail = newEmail !== user.email;
  // Only a new e-mail needs the password: without one it is not checked (nor hashed).
  const password = changesEmail ? input.currentPassword : undefined;
  if (password !== undefined) {
    await checkCurrentPassword(ctx, user.id, password, [
      authRateLimits.emailChangePasswordPerIp,
      authRateLimits.emailChangePasswordPerAccount,
    ]);
  }
  const { message } = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ name: input.name }).where(eq(users.id, user.id));
    if (!changesEmail) return { message: 'Profile updated successfully.' };
    return requestEmailChange({ ...ctx, db: tx }, renamed, newEmail, {
      approvedByPassword: password !== undefined,
    });
  });
  return { ...(await getProfile(ctx.db, renamed)), message };
}

/**
 * Sets a new password after checking the current one. Every session of the account ends; the
 * answer carries the token of a new one, so this browser stays signed in.
 */
export async function changePassword(
  ctx: AuthContext,
  sessionUser: SessionUser,
  input: ChangePasswordInput,
) {
  await refuseCommonPassword(input.newPassword);
  const user = await checkCurrentPassword(ctx, sessionUser.id, input.currentPassword, [
    authRateLimits.changePasswordPerIp,
    authRateLimits.changePasswordPerAccount,
  ]);
  const passwordHash = await hashPassword(input.newPassword);
  const token = await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    return startSession(tx, ctx.auth.jwtSecret, user.id, ctx.userAgent);
  });
  return { message: 'Password updated successfully.', token };
}

/**
 * Stores a new password hash and ends every session of the account, and any e-mail change it was
 * waiting on: whoever else held the account is out. Run it in the transaction of the change.
 */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new DomainError('NOT_FOUND', 'Account not found');
  await endAllSessions(db, userId);
  await cancelPendingEmailChanges(db, userId);
}
