import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router';
import { errorCode } from '../components/catalog/retry';

/**
 * Spec §8's "server message, else {fallback}": the server's words when it refused the request for
 * a reason it explains; the page's own text for a crash, an outage or a lost connection.
 */
export function serverMessageOr(
  error: { message: string; data?: { code: string } | null } | null,
  fallback: string,
): string {
  const code = errorCode(error);
  if (!error || !code || code === 'INTERNAL_SERVER_ERROR' || !error.message) return fallback;
  return error.message;
}

/** The same for a rejected `mutateAsync`: anything but the server's answer is a lost connection. */
export const rejectionMessageOr = (rejection: unknown, fallback: string) =>
  serverMessageOr(
    rejection instanceof TRPCClientError ? (rejection as TRPCClientError<AppRouter>) : null,
    fallback,
  );
