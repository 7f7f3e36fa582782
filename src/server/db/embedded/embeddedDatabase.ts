import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { ThreadData, ThreadError, ThreadReply, ThreadRequest } from './protocol';

/** What the shop asks of an embedded database: Drizzle's statements and transactions, notices. */
export interface EmbeddedClient {
  query: PGlite['query'];
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}
export type EmbeddedTransaction = Pick<EmbeddedClient, 'query'>;

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * Starts the thread that owns the database in `dataDir`. Its entry is a file: compiled, the
 * thread's bundle beside the server's (dist/server, where this module is part of index.js); from
 * source, a small module that loads databaseThread.ts through tsx, because Node 20 does not apply
 * `--import tsx` to a worker's entry module.
 */
export function startDatabaseThread(dataDir: string): Worker {
  const compiled = import.meta.url.endsWith('.js');
  const entry = new URL(
    compiled ? './databaseThread.js' : './databaseThreadFromSource.js',
    import.meta.url,
  );
  const workerData: ThreadData = { dataDir };
  return new Worker(entry, { workerData });
}

/** A PGlite error as the caller would have seen it: its message, SQLSTATE `code` and fields. */
function fromThread(error: ThreadError) {
  return Object.assign(new Error(error.message), error);
}

/**
 * PGlite (embedded PostgreSQL) in a thread of its own. PGlite runs each statement synchronously
 * on the thread that owns it; on the main thread, a busy database held up everything else:
 * reading requests, answering cached pages and, since libuv accepts one connection per event-loop
 * turn, letting new shoppers connect at all (decision 011). Here the main thread only sends
 * statements and receives rows; the thread runs them in the order they arrive.
 */
export class EmbeddedDatabase implements EmbeddedClient {
  readonly #worker: Worker;
  #nextId = 1;
  readonly #waiting = new Map<
    number,
    { resolve(value: unknown): void; reject(err: Error): void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #failure: Error | undefined;

  constructor(dataDir: string) {
    this.#worker = startDatabaseThread(dataDir);
    this.#worker.on('message', (reply: ThreadReply) => this.#receive(reply));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the database thread ended (${code})`)));
  }

  /** Calls sent to the thread and not answered yet (metrics: the embedded database's queue). */
  get unanswered(): number {
    return this.#waiting.size;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ kind: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({
        query: (sql, params, options) => this.#query(tx, sql, params, options),
      });
    } catch (err) {
      await this.#call({ kind: 'end', tx, commit: false });
      throw err;
    }
    await this.#call({ kind: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void) {
    const listeners = this.#listeners.get(channel);
    if (listeners) return void listeners.add(callback);
    this.#listeners.set(channel, new Set([callback]));
    await this.#call({ kind: 'listen', channel });
  }

  async close() {
    if (!this.#failure) await this.#call({ kind: 'close' });
    await this.#worker.terminate();
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ) {
    // Parsers are functions, which stay here: the thread leaves their types' values as text.
    const parsers = options?.parsers ?? {};
    const result = (await this.#call({
      kind: 'query',
      tx,
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(parsers).map(Number),
    })) as Results<T>;
    return parseColumns(result, parsers);
  }

  #call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(reply: ThreadReply) {
    if ('notice' in reply) {
      for (const listener of this.#listeners.get(reply.notice) ?? []) listener(reply.payload);
      return;
    }
    if ('failed' in reply) return this.#fail(fromThread(reply.failed));
    const waiting = this.#waiting.get(reply.id);
    this.#waiting.delete(reply.id);
    if ('error' in reply) waiting?.reject(fromThread(reply.error));
    else waiting?.resolve(reply.result);
  }

  /** The thread is gone or never opened the database: every statement, now or later, fails. */
  #fail(err: Error) {
    this.#failure ??= err;
    for (const waiting of this.#waiting.values()) waiting.reject(this.#failure);
    this.#waiting.clear();
    void this.#worker.terminate();
  }
}

/** Applies the caller's parsers to the columns of their types, as PGlite would have. */
function parseColumns<T>(result: Results<T>, parsers: NonNullable<QueryOptions['parsers']>) {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: Array.isArray(result.rows[0]) ? index : field.name, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      if (row[key] !== null) row[key] = parse(row[key] as string);
    }
  }
  return result;
}
