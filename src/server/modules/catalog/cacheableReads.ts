import type { Request } from 'express';

/** tRPC procedures whose answer is the same for every caller. */
const publicProcedures = new Set([
  'catalog.products',
  'catalog.product',
  'catalog.related',
  'catalog.home',
  'catalog.categoryTree',
  'catalog.categories',
  'catalog.category',
]);

const sharedRestReads = [
  /^\/api\/products\/getAll$/,
  /^\/api\/products\/by(Parent|Child)Category\/[^/]+$/,
  /^\/api\/products\/categories(\/byId\/[^/]+)?$/,
];

/**
 * Whether a GET is a catalogue read, and whose: 'everyone' (one answer for all callers, kept in
 * the response cache), 'caller' (an administrator's product by id may be a hidden one: never
 * shared), or null (not a catalogue read).
 */
export function catalogueReadScope(req: Request): 'everyone' | 'caller' | null {
  const path = req.path;
  if (path.startsWith('/trpc/')) {
    const procedures = path.slice('/trpc/'.length).split(',');
    return procedures.every((name) => publicProcedures.has(name)) ? 'everyone' : null;
  }
  if (sharedRestReads.some((pattern) => pattern.test(path))) return 'everyone';
  if (/^\/api\/products\/byId\/[^/]+$/.test(path)) {
    return req.headers.authorization ? 'caller' : 'everyone';
  }
  return null;
}
