import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { isDatabaseUnavailable } from './db/availability';

export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_FAILED'
  | 'UNAVAILABLE';

/** A failure a caller can act on; its message is safe to show. Mapped once to tRPC and HTTP. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** When the caller may try again, sent as `Retry-After` (a rate limit's wait). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The `Retry-After` seconds of an error the caller should retry later, if any. */
export function retryAfterOf(error: DomainError): number | undefined {
  return error.code === 'UNAVAILABLE' ? RETRY_AFTER_SECONDS : error.retryAfterSeconds;
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);

/** Sent as `Retry-After` with every 503: the outage or the rush is expected to pass soon. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Please try again in a moment.';

/**
 * The error a caller should see, or null for a bug (answered as a bare 500). A lost database
 * connection is not a bug: it becomes a 503 the caller can retry.
 */
export function toDomainError(err: unknown): DomainError | null {
  if (err instanceof DomainError) return err;
  if (isDatabaseUnavailable(err))
    return new DomainError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  return null;
}

export const httpStatusOf: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
};

export const trpcCodeOf: Record<DomainErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYMENT_FAILED: 'PAYMENT_REQUIRED',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};
