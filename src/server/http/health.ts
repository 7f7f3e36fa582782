import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors';
import type { Services } from '../services';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A balancer that waits longer than this for readiness has given up on the check anyway. */
export const READINESS_DATABASE_TIMEOUT_MS = 1000;

export interface HealthOptions {
  services: Pick<Services, 'db' | 'limiter'>;
  log: Logger;
  /** True once the process is shutting down (http/shutdown.ts): readiness answers 503. */
  isStopping?: () => boolean;
}

/**
 * `/healthz` (the process answers) and `/readyz` (send shoppers here: not shutting down, and the
 * database answers) are answered at once, ahead of `next` (the request line, oneRequestPerTurn).
 * Behind it, on a busy machine, a balancer's check waited with the shoppers, timed out and took
 * a working instance out of service (issue 25). Everything else goes to `next`.
 */
export function healthFirst(options: HealthOptions, next: Handler): Handler {
  const databaseAnswers = sharedDatabaseCheck(options);
  return (req, res) => {
    const path = req.method === 'GET' || req.method === 'HEAD' ? req.url?.split('?')[0] : null;
    if (path === '/healthz') return reply(res, 200, { status: 'ok' }, options);
    if (path !== '/readyz') return next(req, res);
    if (options.isStopping?.()) {
      return reply(
        res,
        503,
        { status: 'stopping', message: 'This instance is shutting down.' },
        options,
      );
    }
    const rateLimits = options.services.limiter.store();
    void databaseAnswers().then((answers) =>
      answers
        ? reply(res, 200, { status: 'ready', rateLimits }, options)
        : reply(
            res,
            503,
            { status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE, rateLimits },
            options,
          ),
    );
  };
}

function reply(res: ServerResponse, status: number, body: object, options: HealthOptions) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    // While shutting down, connections are not kept: clients move to another instance.
    ...(options.isStopping?.() ? { Connection: 'close' } : {}),
  });
  res.end(JSON.stringify(body));
}

/**
 * Whether `select 1` answers within the timeout. One query at a time, however many checks
 * arrive: a flood of /readyz, which skips the request line, must not fill the connection pool.
 */
function sharedDatabaseCheck({ services, log }: HealthOptions) {
  let query: Promise<boolean> | undefined;
  const runQuery = () =>
    services.db.execute(sql`select 1`).then(
      () => true,
      (err: unknown) => {
        log.warn({ err }, 'database not ready');
        return false;
      },
    );
  return async () => {
    query ??= runQuery().finally(() => (query = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        log.warn(`database did not answer within ${READINESS_DATABASE_TIMEOUT_MS} ms: not ready`);
        resolve(false);
      }, READINESS_DATABASE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([query, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}
