import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import type { RequestContext } from '../../http/context';
import { enforceRateLimits } from '../../integrations/rateLimiter';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwords';
import { authRateLimits } from './rateLimits';
import { signSessionToken } from './tokens';
import {
  findUserWithSecretsByEmail,
  findUserWithSecretsById,
  normaliseEmail,
  type SessionUser,
} from './users';

type AuthContext = Pick<RequestContext, 'db' | 'auth' | 'limiter' | 'clientIp'>;

/** The public face of an account: never the hash, never the token version. */
export function toUserDto(user: SessionUser) {
  return { _id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
}
export type UserDto = ReturnType<typeof toUserDto>;

/**
 * Login and registration answers: spec §7 clients read `token`, `isAdmin` and the user fields at
 * the top level; some read them under `user`. Both are there.
 */
function sessionResponse(ctx: AuthContext, user: SessionUser & { tokenVersion: number }) {
  const dto = toUserDto(user);
  return { ...dto, user: dto, token: signSessionToken(ctx.auth.jwtSecret, user) };
}
export type SessionResponse = ReturnType<typeof sessionResponse>;

const emailTaken = () =>
  new DomainError('CONFLICT', 'An account with this email already exists. Please log in instead.');

async function insertUser(db: Db, input: RegisterInput, isAdmin: boolean) {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: normaliseEmail(input.email), passwordHash, isAdmin })
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        isAdmin: users.isAdmin,
        tokenVersion: users.tokenVersion,
      });
    return user!;
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides, the loser hears why.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** A customer account. Any role a client sends was stripped by the input schema. */
export async function register(ctx: AuthContext, input: RegisterInput) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.registerPerIp, ctx.clientIp]]);
  if (await findUserWithSecretsByEmail(ctx.db, input.email)) throw emailTaken();
  return sessionResponse(ctx, await insertUser(ctx.db, input, false));
}

/** Compares digests, so neither the key's content nor its length leaks through timing. */
function secretKeyMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** An administrator account, for whoever holds ADMIN_SECRET_KEY. */
export async function createAdmin(ctx: AuthContext, input: CreateAdminInput) {
  await enforceRateLimits(ctx.limiter, [[authRateLimits.createAdminPerIp, ctx.clientIp]]);
  const expected = ctx.auth.adminSecretKey;
  if (!expected) {
    throw new DomainError('FORBIDDEN', 'Admin registration is not enabled on this shop.');
  }
  if (!secretKeyMatches(input.secretKey, expected)) {
    throw new DomainError('FORBIDDEN', 'Invalid admin secret key.');
  }
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
  return sessionResponse(ctx, user);
}

export async function getProfile(db: Db, user: SessionUser) {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  return { ...toUserDto(user), createdAt: row?.createdAt.toISOString() ?? null };
}

export async function updateProfile(db: Db, user: SessionUser, input: UpdateProfileInput) {
  const email = normaliseEmail(input.email);
  if (email !== user.email) {
    const holder = await findUserWithSecretsByEmail(db, email);
    if (holder && holder.id !== user.id) throw emailTaken();
  }
  try {
    await db.update(users).set({ name: input.name, email }).where(eq(users.id, user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return getProfile(db, { ...user, name: input.name, email });
}

/**
 * Sets a new password after checking the current one. Older tokens stop working; the answer
 * carries a fresh one so this browser stays signed in.
 */
export async function changePassword(
  ctx: AuthContext,
  sessionUser: SessionUser,
  input: ChangePasswordInput,
) {
  const user = await findUserWithSecretsById(ctx.db, sessionUser.id);
  if (!user) throw new DomainError('UNAUTHORIZED', 'Please log in to continue.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new DomainError('BAD_REQUEST', 'Current password is incorrect');
  }
  const updated = await setPassword(ctx.db, user.id, input.newPassword);
  return {
    message: 'Password updated successfully.',
    token: signSessionToken(ctx.auth.jwtSecret, updated),
  };
}

/** Stores a new hash and retires every token issued before it. */
export async function setPassword(db: Db, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!row) throw new DomainError('NOT_FOUND', 'Account not found');
  return row;
}
