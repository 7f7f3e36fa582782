import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { newId, sessions, users } from '../../db/schema';
import { SESSION_TTL_SECONDS, signSessionToken } from './tokens';
import { sessionUserColumns, type SessionUser } from './users';

/**
 * Sessions live in the database, so the server can end them: Logout deletes the caller's, a
 * password change or reset every one of the account's, and a copied token stops working at once.
 */

const USER_AGENT_MAX_LENGTH = 300;

/** How stale a session's `last_seen_at` may grow: one write per session at most this often. */
const LAST_SEEN_STEP = sql`interval '5 minutes'`;

/**
 * Opens a session for the account and answers the token that names it. The browser's User-Agent
 * names the sign-in in the account's list.
 */
export async function startSession(
  db: Db,
  jwtSecret: string,
  userId: string,
  userAgent: string,
): Promise<string> {
  const session = { id: newId(), userId };
  await db.insert(sessions).values({
    ...session,
    userAgent: userAgent.trim().slice(0, USER_AGENT_MAX_LENGTH),
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return signSessionToken(jwtSecret, session);
}

/** Every request's first statement: built once (db/prepared.ts). */
const liveSessionUser = preparedStatement('live_session_user', (db) =>
  db
    .select({
      ...sessionUserColumns,
      seenLongAgo: sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_STEP}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql`now()`),
      ),
    ),
);

/**
 * The user of a live session, in one query; null when the session ended or expired. The same
 * query tells whether the session was last seen more than a few minutes ago: only then does a
 * second statement move `last_seen_at` on, so requests do not each write.
 */
export async function findSessionUser(
  db: Db,
  token: { sessionId: string; userId: string },
  log: Logger,
): Promise<SessionUser | null> {
  const [row] = await liveSessionUser(db, token);
  if (!row) return null;
  const { seenLongAgo, ...user } = row;
  if (seenLongAgo) await markSessionSeen(db, token.sessionId, log);
  return user;
}

/** A failure here costs only the sign-ins list's accuracy: it is logged, never the shopper's. */
async function markSessionSeen(db: Db, sessionId: string, log: Logger) {
  try {
    // The condition again: of parallel requests that all saw it stale, one writes.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - ${LAST_SEEN_STEP}`)),
      );
  } catch (err) {
    log.warn({ err }, 'could not record when a session was last seen');
  }
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
