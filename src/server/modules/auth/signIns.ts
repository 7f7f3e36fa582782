import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../errors';
import { deviceName } from './deviceName';

/**
 * The account's sign-ins as its owner sees them (My Account, `GET /api/auth/sessions`): its live
 * sessions, the caller's own first, and the way to end one or all of the others.
 */

type SignInRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'userAgent' | 'createdAt' | 'lastSeenAt'
>;

function toSignInDto(row: SignInRow, currentSessionId: string | null) {
  return {
    _id: row.id,
    device: deviceName(row.userAgent),
    userAgent: row.userAgent,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
export type SignInDto = ReturnType<typeof toSignInDto>;

export async function listSignIns(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<SignInDto[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const signIns = rows.map((row) => toSignInDto(row, currentSessionId));
  return signIns.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the caller's own sessions; another account's id is as unknown as a made-up one.
 * Ending the caller's own is a logout.
 */
export async function endSignIn(
  db: Db,
  userId: string,
  currentSessionId: string | null,
  id: string,
) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!ended) throw notFound('Sign-in');
  return {
    message:
      id === currentSessionId ? 'You have been logged out.' : 'That device has been signed out.',
  };
}

/**
 * "Sign out of all other devices": every session of the account but the caller's. Expired ones
 * go too, uncounted.
 */
export async function endOtherSignIns(db: Db, userId: string, currentSessionId: string | null) {
  const others = currentSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
    : eq(sessions.userId, userId);
  const rows = await db
    .delete(sessions)
    .where(others)
    .returning({ live: sql<boolean>`${sessions.expiresAt} > now()` });
  const ended = rows.filter((row) => row.live).length;
  return {
    message:
      ended === 0
        ? 'No other device was signed in.'
        : `Signed out of ${ended} other ${ended === 1 ? 'device' : 'devices'}.`,
    ended,
  };
}
