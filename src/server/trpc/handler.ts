import type { AnyProcedure, TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants';
import { DomainError, RETRY_AFTER_SECONDS, retryAfterOf } from '../errors';
import { resolveRequestContext } from '../http/resolveContext';
import { answerPublicRead } from '../http/publicReads';
import { nameRoute } from '../metrics/requestMetrics';
import type { Services } from '../services';
import { appRouter } from './router';
import { toTRPCError, type ProcedureMeta } from './trpc';

/** Bodies are small forms; a cap keeps anyone from making the server parse (or hash) megabytes. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Every procedure by its dotted path (tRPC keeps them flat at run time, whatever the type says). */
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;

/**
 * The route a request is counted under in the metrics: its procedure, or '(batch)' for several
 * (their combinations are without number), or '(unknown)'.
 */
function routeOfCall(paths: string[]) {
  if (paths.length > 1) return '/trpc/(batch)';
  const [path] = paths;
  return path && Object.hasOwn(procedures, path) ? `/trpc/${path}` : '/trpc/(unknown)';
}

/** Whether every procedure a request names (`a.b,c.d` when batched) is a public read. */
const allPublicReads = (paths: string[]) =>
  paths.every(
    (path) => (procedures[path]?._def.meta as ProcedureMeta | undefined)?.cache === 'public',
  );

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

/**
 * The tRPC routers over HTTP. A GET naming only public reads (`.meta({ cache: 'public' })`) is
 * answered through `answerPublicRead`: tRPC's fetch adapter makes the response, which is kept as
 * sent until the catalogue changes. Everything else goes through the Express adapter. Both share
 * the context, error logging and limits.
 */
export function trpcHandler(services: Services): Router {
  const createContext = async (req: Request) => {
    try {
      return await resolveRequestContext(services, req);
    } catch (err) {
      throw toTRPCError(err);
    }
  };
  const shared = {
    router: appRouter,
    // A bigger batch is refused whole (400) before any call runs: see the error formatter.
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    responseMeta({ errors }: { errors: TRPCError[] }) {
      // The longest wait any call of the batch was told (a rate limit's, or an outage's).
      const waits = errors.flatMap((error) => {
        const retryAfter =
          error.cause instanceof DomainError
            ? retryAfterOf(error.cause)
            : error.code === 'SERVICE_UNAVAILABLE' && RETRY_AFTER_SECONDS;
        return retryAfter ? [retryAfter] : [];
      });
      return waits.length > 0 ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
    },
  };
  const logError = (log: Logger, error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'trpc error');
    if (error.code === 'SERVICE_UNAVAILABLE') log.warn({ err: error, path }, 'service unavailable');
  };

  const trpc = Router();
  trpc.use('/:paths', (req, res, next) => {
    nameRoute(res, routeOfCall(req.params.paths.split(',')));
    next();
  });
  trpc.get('/:paths', async (req, res, next) => {
    if (!allPublicReads(req.params.paths.split(','))) return next();
    await answerPublicRead(req, res, { cache: services.catalogue, shared: true }, async () => {
      const response = await fetchRequestHandler({
        ...shared,
        endpoint: '/trpc',
        req: new Request(new URL(req.originalUrl, 'http://shop'), { headers: headersOf(req) }),
        createContext: () => createContext(req),
        onError: ({ error, path }) => logError(req.log, error, path),
      });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: Buffer.from(await response.arrayBuffer()),
      };
    });
  });
  trpc.use(
    createExpressMiddleware({
      ...shared,
      maxBodySize: MAX_BODY_BYTES,
      createContext: ({ req }) => createContext(req),
      onError: ({ error, path, req }) => logError(req.log, error, path),
    }),
  );
  return trpc;
}
