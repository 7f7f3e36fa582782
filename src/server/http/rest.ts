import type { ErrorRequestHandler, Request } from 'express';
import { z, ZodError, type ZodType } from 'zod';
import { DomainError, httpStatusOf } from '../errors';

/** Query strings say "absent" as `?search=`; treat it as absent before validating. */
function withoutEmptyValues(query: Request['query']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/** Validates a REST request's query or params with the same schema as the tRPC procedure. */
export function parseQuery<T extends ZodType>(schema: T, req: Request): z.output<T> {
  return schema.parse(withoutEmptyValues(req.query));
}

export function parseParams<T extends ZodType>(schema: T, req: Request): z.output<T> {
  return schema.parse(req.params);
}

/** REST errors: `{ message }`, with the flattened zod issues for bad input. */
export const restErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof ZodError) {
    res.status(400).json({
      message: err.issues.map(describeIssue).join('; '),
      errors: z.flattenError(err),
    });
  } else if (err instanceof DomainError) {
    res.status(httpStatusOf[err.code]).json({ message: err.message });
  } else if (isClientHttpError(err)) {
    // body-parser and serve-static errors: a malformed body, an unknown file.
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

/** 'page: expected a number', unless the message already names its field. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}
