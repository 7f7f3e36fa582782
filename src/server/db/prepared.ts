import type { Db } from './client';

/** What Drizzle's `.prepare(name)` answers: a built statement, run with its placeholders' values. */
interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** The driver's pool or connection a Drizzle database or transaction sends its statements to. */
const connectionOf = (db: Db): object =>
  (db as unknown as { _: { session: { client: object } } })._.session.client;

/**
 * A statement of the checkout's hot path, built once per connection instead of on every call:
 * Drizzle's builder takes 50-500 µs of the server's one thread per statement (decision 038), a
 * third of a paid order's CPU. Named, so PostgreSQL also parses it once per connection and may
 * keep its plan. Runs on the pool or inside a transaction alike: it is kept per connection, and
 * a transaction's statements run on one of the pool's connections.
 *
 * The values are placeholders (`sql.placeholder('id')`), given at each call. Whatever the schema
 * computes in JavaScript (`$defaultFn` ids, `$onUpdate` timestamps) would be computed once, at
 * build: pass those as placeholders too (or write `sql\`now()\``).
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db) => { prepare(name: string): PreparedQuery<Result> },
) {
  const byConnection = new WeakMap<object, PreparedQuery<Result>>();
  return (db: Db, values: Record<string, unknown> = {}): Promise<Result> => {
    const connection = connectionOf(db);
    let query = byConnection.get(connection);
    if (!query) byConnection.set(connection, (query = build(db).prepare(name)));
    return query.execute(values);
  };
}
