import type { Request } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../errors';
import type { SessionUser } from '../modules/auth';
import type { Services } from '../services';

/** What every procedure and REST route sees: the services, the request's logger and its user. */
export interface RequestContext extends Services {
  log: Logger;
  user: SessionUser | null;
  /** Why a token that was sent gave no user; shapes the 401 message. */
  tokenProblem: 'expired' | 'invalid' | null;
  /** The session a well-signed token names (live or not): what Logout ends. */
  sessionId: string | null;
  /** The client's address as Express sees it under the configured `trust proxy`. */
  clientIp: string;
  /** The browser's User-Agent header ('' without one): names a sign-in in the account's list. */
  userAgent: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `attachRequestContext` for every /api route. */
    context: RequestContext;
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in user, or a 401 that says why there is none. */
export function requireUser(ctx: Pick<RequestContext, 'user' | 'tokenProblem'>): SessionUser {
  if (ctx.user) return ctx.user;
  throw new DomainError(
    'UNAUTHORIZED',
    ctx.tokenProblem === 'expired'
      ? 'Your session has expired. Please log in again.'
      : ctx.tokenProblem === 'invalid'
        ? 'Your session is no longer valid. Please log in again.'
        : 'Please log in to continue.',
  );
}

/** A signed-in administrator: 401 without a session, 403 for a customer. */
export function requireAdmin(ctx: Pick<RequestContext, 'user' | 'tokenProblem'>): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new DomainError('FORBIDDEN', 'Administrator access is required.');
  return user;
}
