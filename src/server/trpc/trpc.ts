import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { DomainError, trpcCodeOf } from '../errors';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // No stack trace or SQL ever reaches a client.
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: internal ? 'Internal server error' : shape.message,
      data: {
        ...data,
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      },
    };
  },
});

/** Services throw DomainErrors; this is the one place they become tRPC codes. */
const mapDomainErrors = t.middleware(async function mapDomainErrors({ next }) {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeOf[cause.code], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapDomainErrors);
export const createCallerFactory = t.createCallerFactory;
