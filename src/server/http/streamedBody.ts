import { once } from 'node:events';
import type { Request, Response } from 'express';

/**
 * Sends a body made piece by piece (an export of any size), each piece as soon as it is made and
 * no faster than the client reads. The first piece is made before anything is sent, so an error
 * there still gets its ordinary error answer; a later failure cuts the response short, so a
 * partial file cannot pass for a complete one.
 */
export async function sendStreamed(req: Request, res: Response, pieces: AsyncIterable<string>) {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  try {
    if (!first.done) res.write(first.value);
    for (let piece = await iterator.next(); !piece.done; piece = await iterator.next()) {
      if (!res.write(piece.value)) await once(res, 'drain');
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
