import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../../src/server/app';
import { openPglite } from '../../../src/server/db/client';
import { seedDemoDataIfEmpty } from '../../../src/server/demo/seed';
import { serveBuiltClient } from '../../../src/server/http/client';

/**
 * The real server with the built client on a random port, over a fresh database holding the
 * demo shop. Workers read its address from E2E_BASE_URL.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db, dataDir);
  const app = createApp({
    db: database.db,
    logger: pino({ level: 'warn' }),
    dataDir,
    client: serveBuiltClient(),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  process.env.E2E_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
