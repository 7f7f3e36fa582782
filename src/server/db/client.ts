import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changeFeed';
import { EmbeddedDatabase, type EmbeddedClient } from './embedded/embeddedDatabase';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or a transaction: every service function takes one of these explicitly. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

declare const pooled: unique symbol;
/**
 * The database itself, never a transaction: what a function that runs queries side by side
 * (Promise.all) takes. A transaction's one connection runs one query at a time, and a failed one
 * aborts the rest; a `tx` lacks this brand, so passing one there is a type error.
 */
export type PooledDb = Db & { readonly [pooled]: true };
/** Where a database is opened: the one place a Db becomes a PooledDb. */
const pooledDb = (db: Db) => db as PooledDb;

export interface Database {
  db: PooledDb;
  /**
   * What administrator pages and exports query: on PostgreSQL a small pool of its own with a
   * statement timeout, so a heavy admin page can never take the shop's connections. On PGlite
   * (one connection) the same as `db`.
   */
  adminDb: PooledDb;
  /** Catalogue change notices (see changeFeed.ts): what the catalogue cache is cleared by. */
  changes: ChangeFeed;
  /**
   * Applies the committed migrations, then runs `afterwards` (the demo seed) on the same
   * connection; safe to call on every start. On PostgreSQL one instance at a time does this,
   * under an advisory lock: any number started together on an empty database all come up, the
   * later ones finding the work done.
   */
  migrate(afterwards?: (db: Db) => Promise<void>): Promise<void>;
  /** How its connections are used now (metrics); null when the driver cannot tell. */
  connections(): ConnectionUse | null;
  close(): Promise<void>;
}

export interface ConnectionUse {
  max: number;
  busy: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface OpenOptions {
  log?: Logger;
  /** Sees every SQL statement sent (tests count them). */
  onQuery?: (query: string) => void;
}

const drizzleLogger = (onQuery: OpenOptions['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

export { pgliteExtensions } from './embedded/pgliteExtensions';

const POOL_SIZE = 10;
/** Admin pages and exports: a few at a time is plenty for the shop's staff. */
const ADMIN_POOL_SIZE = 3;
/** An admin statement running longer is cancelled, and its connection freed for the next. */
const ADMIN_STATEMENT_TIMEOUT_MS = 30_000;

/** node-postgres against a real server. */
export function openPostgres(url: string, options: OpenOptions = {}): Database {
  const changes = postgresChangeFeed(url, options.log);
  const pool = openPool(url, changes.poolClient, options.log, { max: POOL_SIZE });
  const adminPool = openPool(url, changes.poolClient, options.log, {
    max: ADMIN_POOL_SIZE,
    settings: `-c statement_timeout=${ADMIN_STATEMENT_TIMEOUT_MS}`,
  });
  const logger = drizzleLogger(options.onQuery);
  const db = pooledDb(drizzlePostgres(pool, { schema, logger }));
  const adminDb = pooledDb(drizzlePostgres(adminPool, { schema, logger }));
  return {
    db,
    adminDb,
    changes,
    migrate: (afterwards) =>
      holdingStartLock(pool, async (connection) => {
        const locked = drizzlePostgres(connection, { schema });
        await migratePostgres(locked, { migrationsFolder });
        await afterwards?.(locked);
      }),
    connections: () => ({
      max: POOL_SIZE,
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await changes.close();
      await Promise.all([pool.end(), adminPool.end()]);
    },
  };
}

/** A pool of connections that pass on their own catalogue writes (changeFeed.ts `hearingOwnWrites`). */
function openPool(
  url: string,
  Client: typeof pg.Client,
  log: Logger | undefined,
  { max, settings = '' }: { max: number; settings?: string },
) {
  const pool = new pg.Pool({
    Client,
    connectionString: url,
    max,
    // While the server is away a request fails fast with a 503 instead of queueing.
    connectionTimeoutMillis: 3000,
    // The shop runs short indexed queries only: compiling one with JIT costs more than running it.
    options: `-c jit=off ${settings}`.trim(),
  });
  // An idle connection dropped by a restarting server emits 'error' on the pool; unhandled, it
  // would end the process. The pool discards that client and connects afresh when asked.
  pool.on('error', (err) => log?.warn({ err }, 'database connection lost'));
  // A connection lent out between two statements (inside a transaction) hears a restart as an
  // 'error' event the pool only handles for idle connections: unheard, it ends the process. Its
  // next statement then fails (answered 503) and the pool drops it when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (err) => log?.warn({ err }, 'database connection lost in use'));
  });
  return pool;
}

/**
 * Embedded PostgreSQL (PGlite): a directory on disk, opened in a thread of its own (see
 * embedded/embeddedDatabase.ts), or an existing in-process instance (tests' throwaway databases).
 */
export function openPglite(
  source: { dataDir: string } | { client: PGlite },
  options: OpenOptions = {},
): Database {
  let client: EmbeddedClient;
  let thread: EmbeddedDatabase | undefined;
  if ('client' in source) {
    client = source.client;
  } else {
    mkdirSync(source.dataDir, { recursive: true });
    client = thread = new EmbeddedDatabase(source.dataDir);
  }
  // Drizzle's PGlite driver asks only for query and transaction (whose tx it asks for query).
  const drizzled = drizzlePglite(client as PGlite, {
    schema,
    logger: drizzleLogger(options.onQuery),
  });
  const db = pooledDb(drizzled);
  const changes = pgliteChangeFeed(client);
  return {
    db,
    adminDb: db,
    changes,
    // One process holds a PGlite directory (maintenance/pidFile.ts): nothing to wait for.
    async migrate(afterwards) {
      await migratePglite(drizzled, { migrationsFolder });
      await afterwards?.(db);
    },
    // One connection, its thread: the statements sent to it and not answered yet are the one it
    // runs and those waiting behind it. An in-process PGlite (tests) does not say.
    connections: () => {
      if (!thread) return null;
      const sent = thread.unanswered;
      return {
        max: 1,
        busy: Math.min(sent, 1),
        idle: sent > 0 ? 0 : 1,
        waiting: Math.max(sent - 1, 0),
      };
    },
    async close() {
      await changes.close();
      await client.close();
    },
  };
}

/** Any number, the same on every instance: the lock the start's migrations and seed run under. */
const START_LOCK_KEY = 7_350_000;

/**
 * Runs `work` on one connection holding a session-level advisory lock, released after. Should
 * the process die meanwhile, PostgreSQL releases the lock with the connection.
 */
async function holdingStartLock(pool: pg.Pool, work: (connection: pg.PoolClient) => Promise<void>) {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    await work(connection);
    await connection.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    connection.release();
  } catch (err) {
    // Closing the connection releases the lock, whatever state the failure left it in.
    connection.release(true);
    throw err;
  }
}

export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log?: Logger,
): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { log })
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}

/** Rows of a raw SQL statement; both drivers answer an object with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
