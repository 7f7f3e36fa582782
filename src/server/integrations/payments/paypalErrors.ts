import { ApiError, ResponseValidationError } from '@paypal/paypal-server-sdk';
import type { Logger } from 'pino';
import { z } from '../../../shared/zod';
import { PaymentProviderUnavailable } from './provider';

/** PayPal's error body; OAuth errors use `error` where the REST APIs use `name`. */
const paypalErrorBody = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

function detailsOf(error: ApiError<unknown>) {
  const body = paypalErrorBody.safeParse(error.result);
  const fields = body.success ? body.data : {};
  return {
    name: fields.name ?? fields.error,
    issue: fields.details?.[0]?.issue,
    debugId: fields.debug_id ?? error.headers['paypal-debug-id'],
  };
}

/** The issue of a 422 answer (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED, ...). */
export function unprocessableIssueOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.statusCode === 422 ? detailsOf(error).issue : undefined;
}

/**
 * Turns a failed SDK call into the error the caller can act on: PaymentProviderUnavailable when
 * the outcome is unknown (no answer, a 5xx that may have come after the money moved, 408/429
 * asking for a retry, an answer we cannot read), a plain Error when PayPal definitely refused.
 * Logs status and debug_id only: never the request, whose headers carry the access token.
 */
export function paypalFailure(operation: string, error: unknown, log: Logger): Error {
  if (error instanceof ApiError) {
    const status = error.statusCode;
    const { name, issue, debugId } = detailsOf(error);
    log.warn({ operation, status, name, issue, debugId }, 'PayPal answered with an error');
    const what = [name, issue].filter(Boolean).join(' ');
    const summary = `PayPal ${operation} failed: HTTP ${status} ${what} (debug_id ${debugId ?? 'none'})`;
    const outcomeUnknown = status >= 500 || status === 408 || status === 429;
    return outcomeUnknown
      ? new PaymentProviderUnavailable(summary, { cause: error })
      : new Error(summary, { cause: error });
  }
  const unreadable = error instanceof ResponseValidationError;
  const reason = unreadable ? 'an unreadable answer' : 'no answer';
  // A schema complaint may quote the answer (payer details), so only its status is kept.
  const detail = unreadable ? `HTTP ${error.statusCode}` : describe(error);
  log.warn({ operation, detail }, `PayPal gave ${reason}`);
  return new PaymentProviderUnavailable(`PayPal ${operation}: ${reason} (${detail})`, {
    cause: error,
  });
}

/** `TypeError: fetch failed (connect ECONNREFUSED ...)`: the name, message and low-level cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const causeMessage = error.cause instanceof Error ? error.cause.message : error.message;
  const cause = causeMessage === error.message ? '' : ` (${causeMessage})`;
  return `${error.name}: ${error.message}${cause}`;
}
