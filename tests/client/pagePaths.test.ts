import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/client/routes';
import { pagePathOf, pagePaths } from '../../src/shared/pagePaths';

/** Every full path a page answers at: nested paths joined, index routes at their parent's path. */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const here = route.index || (route.path && route.path !== '*') ? [own] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

describe('page paths', () => {
  it('are the same set in the client routes and in the list the server answers 200 for', () => {
    expect(new Set(routePaths(routes))).toEqual(new Set(pagePaths));
  });

  it('match real addresses as the router does', () => {
    expect(pagePathOf('/account')).toBe('/account');
    expect(pagePathOf('/myorders')).toBe('/MyOrders');
    expect(pagePathOf('/product/0123456789abcdef01234567')).toBe('/product/:id');
    expect(pagePathOf('/no-such-page')).toBeUndefined();
  });
});
