import type { ErrorRequestHandler, Request } from 'express';
import { z } from '../../shared/zod';
import { httpStatusOf, retryAfterOf, toDomainError } from '../errors';
import { describeValidationError } from './validation';

/** Query strings say "absent" as `?search=`; treat it as absent before validating. */
function withoutEmptyValues(query: Request['query']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/** Validates a REST request's query, params or body with the same schema as the tRPC procedure. */
/** Either of zod's builds (the listing's schema is in its small one). */
type Schema = z.core.$ZodType;

export function parseQuery<T extends Schema>(
  schema: T,
  req: Request,
  defaults: Record<string, unknown> = {},
): z.output<T> {
  return z.parse(schema, { ...defaults, ...withoutEmptyValues(req.query) });
}

export function parseParams<T extends Schema>(schema: T, req: Request): z.output<T> {
  return z.parse(schema, req.params);
}

export function parseBody<T extends Schema>(schema: T, req: Request): z.output<T> {
  return z.parse(schema, req.body ?? {});
}

/** REST errors: `{ message }`, with the flattened zod issues for bad input. */
export const restErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const domain = toDomainError(err);
  if (err instanceof z.core.$ZodError) {
    res.status(400).json({ message: describeValidationError(err), errors: z.flattenError(err) });
  } else if (domain) {
    if (domain.code === 'UNAVAILABLE') req.log.warn({ err }, 'service unavailable');
    const retryAfter = retryAfterOf(domain);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(httpStatusOf[domain.code]).json({ message: domain.message });
  } else if (isClientHttpError(err)) {
    // body-parser and serve-static errors: a malformed or oversized body, an unknown file.
    res.status(err.status).json({ message: err.status === 404 ? 'Not found' : err.message });
  } else {
    req.log.error({ err }, 'unhandled error');
    res.status(500).json({ message: 'Internal server error' });
  }
};

function isClientHttpError(err: unknown): err is { status: number; message: string } {
  if (typeof err !== 'object' || err === null || !('status' in err)) return false;
  return typeof err.status === 'number' && err.status >= 400 && err.status < 500;
}
