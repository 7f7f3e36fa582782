import type { Request, RequestHandler, Response, Router } from 'express';
import type { RouteParameters } from 'express-serve-static-core';
import { requireAdmin } from './context';

/**
 * The guard in front of every admin route: 401 without a session, 403 for a customer. It runs
 * before the route's own handler, so before any body or upload is read; the guard test finds
 * the admin routes by it (tests/rest/admin-access.test.ts).
 */
export const requireAdministrator: RequestHandler = (req, _res, next) => {
  requireAdmin(req.context);
  // Admin work runs on its own connections, so it can never take the storefront's.
  req.context = { ...req.context, db: req.context.adminDb };
  next();
};

type AdminHandler<Path extends string> = (
  req: Request<RouteParameters<Path>>,
  res: Response,
) => Promise<void>;

/**
 * Declares a router's admin routes: `adminRoutes(api).put('/shop/hours', handler)`. Each is
 * declared admin once, here, and none can be declared without the guard.
 */
export function adminRoutes(router: Router) {
  const declare =
    (method: 'get' | 'post' | 'put' | 'delete') =>
    <Path extends string>(path: Path, handler: AdminHandler<Path>) => {
      router[method](path, requireAdministrator, handler);
    };
  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    delete: declare('delete'),
  };
}
