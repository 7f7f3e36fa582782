import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/build/bundleServer';
import { openPostgres } from '../../../src/server/db/client';
import { adminQuery } from '../../support/adminQuery';
import { startThrowawayPostgres } from '../../support/throwawayPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fault scenarios' shared throwaway cluster: its `postgres` database's URL. */
    faultCluster: { url: string };
    /** The server bundled from the sources as the run started: what each scenario's shops run. */
    faultServerEntry: string;
  }
}

/** The migrated database every scenario on the shared cluster is cloned from. */
export const FAULT_TEMPLATE = 'shop_template';

/**
 * One throwaway PostgreSQL cluster for the fault scenarios, holding a migrated template: each
 * scenario clones it (~0.2 s) instead of running initdb and every migration (~3 s). A scenario
 * that stops PostgreSQL starts a cluster of its own (`startFaultDatabaseOnOwnCluster`).
 *
 * And the server as production runs it, one bundle for plain `node` (decision 013), built once
 * from the sources (~1 s): a shop process then starts in ~1.5 s where `node --import tsx`, which
 * compiles every module again in each of the scenarios' two dozen processes, took ~8 s.
 */
export default async function setup(project: TestProject) {
  const serverDir = path.join('node_modules/.cache', `fault-server-${process.pid}`);
  await bundleServer(serverDir);
  project.provide('faultServerEntry', path.resolve(serverDir, 'index.js'));
  const cluster = await startThrowawayPostgres();
  await adminQuery(cluster.url, `create database ${FAULT_TEMPLATE}`);
  const template = openPostgres(cluster.urlFor(FAULT_TEMPLATE), { log: pino({ level: 'silent' }) });
  await template.migrate();
  await template.close();
  project.provide('faultCluster', { url: cluster.url });
  return async () => {
    await cluster.destroy();
    await rm(serverDir, { recursive: true, force: true });
  };
}
