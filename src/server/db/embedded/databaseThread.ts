/**
 * The thread that owns the embedded database (see embeddedDatabase.ts). It runs what the main
 * thread sends in the order it arrives (PGlite runs one statement or transaction at a time) and
 * answers each message with rows or an error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pgliteExtensions';
import type { ThreadData, ThreadError, ThreadReply, ThreadRequest } from './protocol';

const port = parentPort!;
const { dataDir } = workerData as ThreadData;
const post = (reply: ThreadReply) => port.postMessage(reply);

/** What PGlite throws, as plain data: a DatabaseError's own fields carry its SQLSTATE. */
function asThreadError(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, message: err.message };
}

const keepText = (value: string) => value;

/**
 * Open transactions by id, each waiting to hear whether to commit. `end` tells it, and answers
 * once PGlite has committed it or rolled it back.
 */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
/** The main thread asked to roll back: PGlite rolls a transaction back when its callback throws. */
class RollBack extends Error {}

/** Opens a PGlite transaction, held (with PGlite's lock) until the main thread ends it. */
function begin(id: number): Promise<number> {
  return new Promise((opened, refused) => {
    const finished: Promise<void> = client
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((decided) => {
          open.set(id, {
            tx,
            end: (commitIt) => {
              decided(commitIt);
              return finished;
            },
          });
          opened(id);
        });
        if (!commit) throw new RollBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RollBack)) throw err;
      })
      .finally(() => open.delete(id));
    // A BEGIN that fails answers the begin itself; once open, `end` answers with the outcome.
    finished.catch(refused);
  });
}

/**
 * The transaction a request names. One that has ended (a caller kept its handle) or never began
 * is an error for that request alone: the thread goes on serving the others.
 */
function openTransaction(id: number) {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`transaction ${id} is not open`);
  return transaction;
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? client : openTransaction(request.tx).tx;
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin(request.id);
    case 'end':
      await openTransaction(request.tx).end(request.commit);
      return null;
    case 'listen':
      await client.listen(request.channel, (payload) => post({ notice: request.channel, payload }));
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

const client = new PGlite(dataDir, { extensions: pgliteExtensions });
client.waitReady.catch((err: unknown) => post({ failed: asThreadError(err) }));

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => post({ id: request.id, result }),
    (err: unknown) => post({ id: request.id, error: asThreadError(err) }),
  );
});
