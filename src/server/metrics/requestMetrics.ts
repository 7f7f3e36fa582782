import type { Request, RequestHandler, Response } from 'express';
import type { ShopMetrics } from './shopMetrics';

/** Answers no route matched: unknown addresses, bodies refused before routing. */
const UNMATCHED = '(unmatched)';

/**
 * Names the route of a request that Express's router does not match by a template of its own:
 * a tRPC procedure, a storefront page, static files.
 */
export function nameRoute(res: Response, route: string) {
  res.locals.route = route;
}

/** A middleware naming the route of everything under its mount path (static files). */
export function routeNamed(route: string): RequestHandler {
  return (_req, res, next) => {
    nameRoute(res, route);
    next();
  };
}

/** The route template that answered, never the address itself (ids would make series without end). */
function routeOf(req: Request, res: Response): string {
  const named: unknown = res.locals.route;
  if (typeof named === 'string') return named;
  const route = req.route as { path: string } | undefined;
  return route ? `${req.baseUrl}${route.path}` : UNMATCHED;
}

/** Counts a finished request in `shop_http_request_duration_seconds` (called by the request log). */
export function observeRequest(
  histogram: ShopMetrics['httpRequests'],
  req: Request,
  res: Response,
  seconds: number,
) {
  histogram.observe(
    {
      route: routeOf(req, res),
      method: req.method,
      status: `${Math.floor(res.statusCode / 100)}xx`,
    },
    seconds,
  );
}
