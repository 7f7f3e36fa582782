import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's logger, its id bound. */
    log: Logger;
  }
}

/**
 * One line per request when it completes: id, method, path, status and time. Never headers:
 * they carry tokens and cookies. Leaner than pino-http: no serializers, one small object per line.
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const started = performance.now();
    const id = ++lastId;
    // A plain property: a getter defined on each request gave every request object a shape of
    // its own, which slowed everything after it that reads the request (decision 016).
    req.log = logger.child({ reqId: id });
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
    next();
  };
}
