import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopSettings } from '../../services';

/**
 * The links marketing mails carry (decision 059). An unsubscribe link names its address and a
 * keyed hash of it: it works without signing in, for as long as the secret stays, and needs no
 * table; nobody can make one for another address without the secret.
 */

const signatureOf = (secret: string, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest('base64url');

/** `subject.signature`, both base64url: for a purpose that must not open another's links. */
export function signLink(secret: string, purpose: string, subject: string) {
  const encoded = Buffer.from(subject, 'utf8').toString('base64url');
  return `${encoded}.${signatureOf(secret, purpose, subject)}`;
}

/** The subject a link was signed for, or null for a changed or foreign one. */
export function readLink(secret: string, purpose: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(secret, purpose, subject));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}

export const UNSUBSCRIBE = 'marketing-unsubscribe';

/** The page a reader opens from the mail's visible link; it asks before it unsubscribes. */
export const unsubscribePageUrl = (settings: ShopSettings, token: string) =>
  `${settings.publicUrl}/unsubscribe?token=${token}`;

/** RFC 8058's address: a POST here unsubscribes at once; a GET is sent on to the page. */
export const oneClickUrl = (settings: ShopSettings, token: string) =>
  `${settings.publicUrl}/api/marketing/unsubscribe?token=${token}`;

/** Only the hash of a newsletter confirmation token is kept: a copy of the table confirms nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConfirmToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
