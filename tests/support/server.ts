import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';

/** The real Express app on a random port, for REST and tRPC tests over HTTP. */
export async function startTestServer(db: Db, dataDir = '/nonexistent') {
  const app = createApp({ db, logger: pino({ level: 'silent' }), dataDir });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

export async function getJson<T = unknown>(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}
