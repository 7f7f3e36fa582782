import { initTRPC, TRPCError } from '@trpc/server';
import { z } from '../../shared/zod';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants';
import { toDomainError, trpcCodeOf } from '../errors';
import { requireAdmin, requireUser, type RequestContext } from '../http/context';
import { describeValidationError } from '../http/validation';

/** tRPC's own words for a batch over `maxBatchSize` (app.ts), which do not say the limit. */
const BATCH_TOO_BIG = 'Batch call exceeds maximum size';

/** What a procedure says of itself beyond its input and output. */
export interface ProcedureMeta {
  /**
   * 'public': the answer is the same for every caller and changes only with the catalogue, so
   * it is kept as sent in the catalogue cache (trpc/handler.ts, http/publicReads.ts).
   */
  cache?: 'public';
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // Either of zod's builds: the listing's schema is in the small one.
      const invalidInput = error.cause instanceof z.core.$ZodError ? error.cause : null;
      // No stack trace, SQL or raw zod JSON ever reaches a client.
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: internal
          ? 'Internal server error'
          : invalidInput
            ? describeValidationError(invalidInput)
            : shape.message === BATCH_TOO_BIG
              ? `Too many calls in one request: a batch may hold at most ${TRPC_MAX_BATCH_SIZE}.`
              : shape.message,
        data: { ...data, zodError: invalidInput ? z.flattenError(invalidInput) : null },
      };
    },
  });

/** The one place a service's DomainError (or a lost database) becomes a tRPC error code. */
export function toTRPCError(err: unknown): TRPCError {
  const domain = toDomainError(err instanceof TRPCError ? err.cause : err);
  if (domain) {
    return new TRPCError({ code: trpcCodeOf[domain.code], message: domain.message, cause: domain });
  }
  return err instanceof TRPCError
    ? err
    : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err });
}

const mapDomainErrors = t.middleware(async function mapDomainErrors({ next }) {
  const result = await next();
  if (!result.ok && toDomainError(result.error.cause)) throw toTRPCError(result.error.cause);
  return result;
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const publicProcedure = t.procedure.use(mapDomainErrors);

/** Signed in: `ctx.user` is non-null in the procedure body. */
export const authedProcedure = publicProcedure.use(function requireSignedInUser({ ctx, next }) {
  return next({ ctx: { ...ctx, user: requireUser(ctx) } });
});

/** Signed in as an administrator (read from the database on this request, not from the token). */
export const adminProcedure = publicProcedure.use(function requireAdministrator({ ctx, next }) {
  // Admin work runs on its own connections, so it can never take the storefront's.
  return next({ ctx: { ...ctx, user: requireAdmin(ctx), db: ctx.adminDb } });
});

export const createCallerFactory = t.createCallerFactory;
