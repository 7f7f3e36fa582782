import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's logger (its id bound): made on first use, most requests never need one. */
    log: Logger;
  }
}

/**
 * One line per request when it completes: id, method, path, status and time. Never headers:
 * they carry tokens and cookies. Leaner than pino-http: no per-request child logger unless
 * something logs, no serializers, one small object per line.
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const started = performance.now();
    const id = ++lastId;
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (log ??= logger.child({ reqId: id })),
    });
    if (req.url !== '/healthz') {
      res.once('finish', () => {
        logger.info(
          {
            req: { id, method: req.method, url: req.originalUrl },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          'request completed',
        );
      });
    }
    next();
  };
}
