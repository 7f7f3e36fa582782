import { pino } from 'pino';
import type { Db } from '../../src/server/db/client';
import { appRouter } from '../../src/server/trpc/router';
import { createCallerFactory } from '../../src/server/trpc/trpc';

/** Calls procedures as the React client would, without HTTP. */
export function createCaller(db: Db) {
  return createCallerFactory(appRouter)({ db, log: pino({ level: 'silent' }) });
}
