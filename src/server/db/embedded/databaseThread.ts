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

/** Open transactions by id, each waiting to hear whether to commit. */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean, replyId: number) => void }
>();
/** The main thread asked to roll back: PGlite rolls a transaction back when its callback throws. */
class RollBack extends Error {}

function begin(id: number) {
  // Until the main thread ends the transaction, a failure (BEGIN refused) answers the begin itself.
  let replyTo = id;
  client
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        open.set(id, {
          tx,
          end: (commitIt, replyId) => {
            replyTo = replyId;
            resolve(commitIt);
          },
        });
        post({ id, result: id });
      });
      if (!commit) throw new RollBack();
    })
    .then(
      () => post({ id: replyTo, result: null }),
      (err: unknown) =>
        err instanceof RollBack
          ? post({ id: replyTo, result: null })
          : post({ id: replyTo, error: asThreadError(err) }),
    )
    .finally(() => open.delete(id));
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? client : open.get(request.tx)!.tx;
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'listen':
      await client.listen(request.channel, (payload) => post({ notice: request.channel, payload }));
      return null;
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unexpected ${request.kind}`);
  }
}

const client = new PGlite(dataDir, { extensions: pgliteExtensions });
client.waitReady.catch((err: unknown) => post({ failed: asThreadError(err) }));

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'begin') return begin(request.id);
  if (request.kind === 'end') return open.get(request.tx)!.end(request.commit, request.id);
  run(request).then(
    (result) => post({ id: request.id, result }),
    (err: unknown) => post({ id: request.id, error: asThreadError(err) }),
  );
});
