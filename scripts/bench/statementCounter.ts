import { appendFileSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';

/** BENCH_STATEMENT_LOG names a file that gets each statement's text (to see which they are). */
const statementLog = process.env.BENCH_STATEMENT_LOG;

/**
 * A TCP relay between a server and PostgreSQL that counts the SQL statements sent through it:
 * each simple-protocol Query ('Q', which is how node-postgres sends BEGIN and COMMIT) and each
 * extended-protocol Execute ('E', a parameterised statement). It reads the wire, so it counts
 * our server and the reference alike without either knowing; the bench runs it only in a small
 * counting pass of its own, so the extra hop costs the timed runs nothing.
 */
export interface StatementCounter {
  /** The same URL as `databaseUrl`, through the relay. */
  url: string;
  statements(): number;
  close(): Promise<void>;
}

export async function startStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let statements = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    let pending = Buffer.alloc(0);
    // The first message (startup) has no type byte: a length, then the protocol version.
    let started = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) break;
        const type = String.fromCharCode(pending[0]!);
        if (type === 'Q' || type === 'E') statements++;
        if (statementLog && (type === 'Q' || type === 'P')) {
          const text = pending
            .subarray(5, length + 1)
            .toString('utf8')
            .replace(/\0/g, ' ');
          appendFileSync(statementLog, `${type} ${text.replace(/\s+/g, ' ').slice(0, 160)}\n`);
        }
        pending = pending.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port for the counter');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    statements: () => statements,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
