import { Writable } from 'node:stream';
import { pino } from 'pino';

/** A logger at `info` whose lines (JSON, as written) a test reads back. */
export function capturedLog() {
  const lines: string[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { log, lines };
}
