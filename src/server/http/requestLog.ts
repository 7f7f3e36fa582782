import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { observeRequest } from '../metrics/requestMetrics';
import type { ShopMetrics } from '../metrics/shopMetrics';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's logger, its id bound. */
    log: Logger;
  }
}

/**
 * One line per request when it completes: id, method, path, status and time. Never headers:
 * they carry tokens and cookies. Leaner than pino-http: no serializers, one small object per line.
 * The same moment counts the request in the metrics, by its route (one listener, one clock read).
 */
export function requestLog(logger: Logger, requests: ShopMetrics['httpRequests']): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const started = performance.now();
    const id = ++lastId;
    // A plain property: a getter defined on each request gave every request object a shape of
    // its own, which slowed everything after it that reads the request (decision 016).
    req.log = logger.child({ reqId: id });
    res.once('finish', () => {
      const ms = performance.now() - started;
      observeRequest(requests, req, res, ms / 1000);
      logger.info(
        {
          req: { id, method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(ms),
        },
        'request completed',
      );
    });
    next();
  };
}
