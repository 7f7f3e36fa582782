import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers for `options`. With no per-request part (no nonce), they are the
 * same on every response, so helmet works them out once, here, and each response gets them in
 * one call: helmet's dozen middlewares run on every request cost a hot listing ~5% of its time
 * (decision 016).
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    // X-Powered-By is off app-wide (`app.disable('x-powered-by')`).
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw new Error('helmet refused the security header options', { cause: err });
  });
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}
