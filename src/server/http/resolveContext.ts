import type { Request, RequestHandler } from 'express';
import { findSessionUser, readSessionToken } from '../modules/auth';
import type { Services } from '../services';
import { bearerToken, type RequestContext } from './context';

// Apart from context.ts, which the modules import (requireUser, requireAdmin): resolving a user
// reads auth's sessions, and modules/auth → http/context → modules/auth would be a loop.

/**
 * The one place a request's user is resolved, for tRPC's createContext and the REST middleware
 * alike: through the token's session, in one query. The role comes from the database on every
 * request, so a demotion takes effect at once; a session that was ended (Logout, a password
 * change or reset) gives no user.
 */
export async function resolveRequestContext(
  services: Services,
  req: Request,
): Promise<RequestContext> {
  const base = {
    ...services,
    log: req.log,
    clientIp: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
  };
  const token = bearerToken(req);
  if (!token) return { ...base, user: null, tokenProblem: null, sessionId: null };
  const check = readSessionToken(services.auth.jwtSecret, token);
  if ('problem' in check) {
    return { ...base, user: null, tokenProblem: check.problem, sessionId: null };
  }
  const user = await findSessionUser(services.db, check, req.log);
  return { ...base, user, tokenProblem: user ? null : 'invalid', sessionId: check.sessionId };
}

/**
 * REST: resolves the context once per request before any /api route runs (and only once: the
 * catalogue's reads are mounted ahead of the rest of /api, see app.ts).
 */
export function attachRequestContext(services: Services): RequestHandler {
  return async (req, _res, next) => {
    req.context ??= await resolveRequestContext(services, req);
    next();
  };
}
