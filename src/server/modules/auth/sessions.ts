import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId, sessions, users } from '../../db/schema';
import { SESSION_TTL_SECONDS, signSessionToken } from './tokens';
import { sessionUserColumns, type SessionUser } from './users';

/**
 * Sessions live in the database, so the server can end them: Logout deletes the caller's, a
 * password change or reset every one of the account's, and a copied token stops working at once.
 */

/** Opens a session for the account and answers the token that names it. */
export async function startSession(db: Db, jwtSecret: string, userId: string): Promise<string> {
  const session = { id: newId(), userId };
  await db
    .insert(sessions)
    .values({ ...session, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  return signSessionToken(jwtSecret, session);
}

/** The user of a live session, in one query; null when the session ended or expired. */
export async function findSessionUser(
  db: Db,
  token: { sessionId: string; userId: string },
): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, token.sessionId),
        eq(sessions.userId, token.userId),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Logout: idempotent, so a second tab or a retried request finds nothing left to do. */
export async function endSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endAllSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Run at each login, so an account's table of sessions does not keep growing with dead rows. */
export async function endExpiredSessions(db: Db, userId: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
}
