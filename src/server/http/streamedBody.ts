import { once } from 'node:events';
import type { Request, Response } from 'express';

/**
 * Sends a body made piece by piece (an export of any size), each piece as soon as it is made and
 * no faster than the client reads. Each piece is flushed through the compression middleware, so
 * the browser gets it compressed but at once, not at the end. The first piece is made before
 * anything is sent, so an error there still gets its ordinary error answer; a later failure cuts
 * the response short, so a partial file cannot pass for a complete one.
 */
export async function sendStreamed(req: Request, res: Response, pieces: AsyncIterable<string>) {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  const send = async (piece: string) => {
    const more = res.write(piece);
    // Set by the compression middleware (app.ts); absent where no compression runs.
    (res as Partial<Pick<Response, 'flush'>>).flush?.();
    if (!more) await once(res, 'drain');
  };
  try {
    if (!first.done) await send(first.value);
    for (let piece = await iterator.next(); !piece.done; piece = await iterator.next()) {
      await send(piece.value);
    }
    res.end();
  } catch (err) {
    req.log.error({ err }, 'streamed answer failed');
    res.destroy(err instanceof Error ? err : undefined);
  }
}

/** A JSON array of the items of `batches`, a batch per piece. */
export async function* jsonArray(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let opening = '[';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield opening + batch.map((item) => JSON.stringify(item)).join(',');
    opening = ',';
  }
  yield opening === '[' ? '[]' : ']';
}
