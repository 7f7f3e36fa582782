import { pino } from 'pino';
import type { Database, PooledDb } from '../../src/server/db/client';
import type { SessionUser } from '../../src/server/modules/auth/users';
import type { Services } from '../../src/server/services';
import { appRouter } from '../../src/server/trpc/router';
import { createCallerFactory } from '../../src/server/trpc/trpc';
import { asServices } from './services';

/** Calls procedures as the React client would, without HTTP; optionally as a signed-in user. */
export function createCaller(
  source: Database | PooledDb | Services,
  user: SessionUser | null = null,
) {
  const services = asServices(source);
  return createCallerFactory(appRouter)({
    ...services,
    log: pino({ level: 'silent' }),
    user,
    tokenProblem: null,
    sessionId: null,
    clientIp: '127.0.0.1',
    userAgent: '',
  });
}
