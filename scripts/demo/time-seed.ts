/**
 * Times seeding the demo shop into a fresh embedded database, as the e2e global
 * setup and a first `npm start` do: `node --import tsx scripts/demo/time-seed.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';
import { seedDemoDataIfEmpty } from '../../src/server/demo/seed';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-time-'));
const database = openPglite({ dataDir: path.join(dataDir, 'pglite') });
await database.migrate();
const started = performance.now();
await seedDemoDataIfEmpty(database.db);
const seconds = (performance.now() - started) / 1000;
await database.close();
await rm(dataDir, { recursive: true, force: true });
console.log(`seeding the demo shop took ${seconds.toFixed(2)} s`);
