import type { CreateExpressContextOptions } from '@trpc/server/adapters/express';
import type { Db } from '../db/client';

export interface Services {
  db: Db;
}

export function contextFactory(services: Services) {
  return ({ req }: CreateExpressContextOptions) => ({ ...services, log: req.log });
}

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>;
