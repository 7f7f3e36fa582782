import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Every token we issue is HS256 with an expiry and says what it is for (its audience). */
type Purpose = 'session' | 'reset-email' | 'reset-verified' | 'download';

const lifetimeSeconds: Record<Purpose, number> = {
  session: 7 * 24 * 3600,
  'reset-email': 30 * 60,
  'reset-verified': 10 * 60,
  download: 60,
};

/**
 * The secret as a key object, built once per secret: given the string, jsonwebtoken builds a key
 * on every check (~375 µs against ~9 µs), and every request checks one. The same bytes as the
 * string (UTF-8), so tokens signed either way verify either way.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

function sign(secret: string, purpose: Purpose, subject: string, claims: object = {}): string {
  return jwt.sign(claims, keyFor(secret), {
    algorithm: 'HS256',
    audience: purpose,
    subject,
    expiresIn: lifetimeSeconds[purpose],
  });
}

type Verified = { subject: string; claims: jwt.JwtPayload } | { problem: 'expired' | 'invalid' };

/** Only HS256 with our key: `alg: none`, another algorithm or another key is 'invalid'. */
function verify(secret: string, purpose: Purpose, token: string): Verified {
  try {
    const claims = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'], audience: purpose });
    if (typeof claims === 'string' || !claims.sub) return { problem: 'invalid' };
    return { subject: claims.sub, claims };
  } catch (err) {
    return { problem: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}

/** A session lasts this long: the token's expiry and its `sessions` row's alike. */
export const SESSION_TTL_SECONDS = lifetimeSeconds.session;

/** The session token names its `sessions` row (`sid`); deleting the row retires the token. */
export const signSessionToken = (secret: string, session: { id: string; userId: string }) =>
  sign(secret, 'session', session.userId, { sid: session.id });

export type SessionTokenCheck =
  { userId: string; sessionId: string } | { problem: 'expired' | 'invalid' };

function readSessionClaims(
  secret: string,
  purpose: 'session' | 'download',
  token: string,
): SessionTokenCheck {
  const result = verify(secret, purpose, token);
  if ('problem' in result) return result;
  const sessionId = result.claims.sid as unknown;
  if (typeof sessionId !== 'string') return { problem: 'invalid' };
  return { userId: result.subject, sessionId };
}

export const readSessionToken = (secret: string, token: string) =>
  readSessionClaims(secret, 'session', token);

/**
 * A download the browser saves itself (a form post, which cannot send the Authorization header):
 * a minute, for one session, so it dies with the session and is worth little if it leaks.
 */
export const signDownloadTicket = (secret: string, session: { id: string; userId: string }) =>
  sign(secret, 'download', session.userId, { sid: session.id });

export const readDownloadTicket = (secret: string, ticket: string) =>
  readSessionClaims(secret, 'download', ticket);

/** Password reset: which e-mail asked for a code, and which code was then verified. */
export const signResetEmailToken = (secret: string, email: string) =>
  sign(secret, 'reset-email', email);

export function readResetEmailToken(secret: string, token: string): string | null {
  const result = verify(secret, 'reset-email', token);
  return 'problem' in result ? null : result.subject;
}

export const signResetVerifiedToken = (secret: string, codeId: string, email: string) =>
  sign(secret, 'reset-verified', codeId, { email });

export function readResetVerifiedToken(
  secret: string,
  token: string,
): { codeId: string; email: string } | null {
  const result = verify(secret, 'reset-verified', token);
  if ('problem' in result || typeof result.claims.email !== 'string') return null;
  return { codeId: result.subject, email: result.claims.email };
}
