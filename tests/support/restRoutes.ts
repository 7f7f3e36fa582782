import type { Express } from 'express';
import { requireAdministrator } from '../../src/server/http/adminRoutes';

export interface RestRoute {
  method: string;
  path: string;
  /** Declared with `adminRoutes`: the administrator guard is the route's first handler. */
  admin: boolean;
}

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

/** Every route the Express app answers, read from its router, with its full path. */
export function listRestRoutes(app: Express): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const admin = layer.route.stack[0]?.handle === requireAdministrator;
        for (const method of Object.keys(layer.route.methods)) {
          routes.push({
            method: method.toUpperCase(),
            path: `${prefix}${layer.route.path}`,
            admin,
          });
        }
      } else if (layer.handle?.stack) {
        const mount = layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}
