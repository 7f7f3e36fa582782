import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the secret's content nor its length leaks through timing. */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
