import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp, type AppOptions } from '../../src/server/app';
import { healthFirst } from '../../src/server/http/health';
import { oneRequestPerTurn } from '../../src/server/http/oneRequestPerTurn';
import type { Database, PooledDb } from '../../src/server/db/client';
import type { Services } from '../../src/server/services';
import { asServices } from './services';

/**
 * The real Express app on a random port, behind the same health checks and request line as the
 * shop's own server (src/server/index.ts), for REST and tRPC tests over HTTP.
 */
export async function startTestServer(
  source: Database | PooledDb | Services,
  options: Partial<Omit<AppOptions, 'services'>> = {},
) {
  const services = asServices(source);
  const appOptions = {
    services,
    logger: pino({ level: 'silent' }),
    ...options,
  };
  const app = createApp(appOptions);
  const server = createServer(
    healthFirst(
      { services, log: appOptions.logger, isStopping: appOptions.isStopping },
      oneRequestPerTurn(app),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    services,
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
