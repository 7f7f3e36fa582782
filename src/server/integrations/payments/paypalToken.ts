import type { OAuthToken } from '@paypal/paypal-server-sdk';

/** Renew this long before PayPal's expiry, so a token never dies in the middle of a call. */
const RENEW_MARGIN_MS = 60_000;
/** Used only if PayPal ever omits `expires_in` (it normally grants about nine hours). */
const FALLBACK_LIFETIME_MS = 5 * 60_000;

export interface TokenCache {
  /** A live access token; concurrent callers share one fetch. */
  current(): Promise<OAuthToken>;
  /** Forgets the token, e.g. after PayPal answered 401 to it. */
  invalidate(): void;
}

/**
 * One OAuth token for every PayPal call (SDK calls and webhook verification alike), fetched
 * once and kept until shortly before it expires. A failed fetch is not kept: the next call
 * tries again.
 */
export function createTokenCache(fetchToken: () => Promise<OAuthToken>): TokenCache {
  let cached: { token: Promise<OAuthToken>; renewAt: number } | undefined;
  return {
    current() {
      if (cached && Date.now() < cached.renewAt) return cached.token;
      const entry = { token: fetchToken(), renewAt: Infinity };
      cached = entry;
      entry.token.then(
        (token) => {
          entry.renewAt = expiresAt(token) - RENEW_MARGIN_MS;
        },
        () => {
          if (cached === entry) cached = undefined;
        },
      );
      return entry.token;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

function expiresAt(token: OAuthToken): number {
  // The SDK stamps `expiry` (unix seconds) from `expires_in` when it fetches the token.
  return token.expiry === undefined
    ? Date.now() + FALLBACK_LIFETIME_MS
    : Number(token.expiry) * 1000;
}
