import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../src/server/db/client';
import { adminQuery } from '../../support/adminQuery';
import { startThrowawayPostgres } from '../../support/throwawayPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fault scenarios' shared throwaway cluster: its `postgres` database's URL. */
    faultCluster: { url: string };
  }
}

/** The migrated database every scenario on the shared cluster is cloned from. */
export const FAULT_TEMPLATE = 'shop_template';

/**
 * One throwaway PostgreSQL cluster for the fault scenarios, holding a migrated template: each
 * scenario clones it (~0.2 s) instead of running initdb and every migration (~3 s). A scenario
 * that stops PostgreSQL starts a cluster of its own (`startFaultDatabaseOnOwnCluster`).
 */
export default async function setup(project: TestProject) {
  const cluster = await startThrowawayPostgres();
  await adminQuery(cluster.url, `create database ${FAULT_TEMPLATE}`);
  const template = openPostgres(cluster.urlFor(FAULT_TEMPLATE), { log: pino({ level: 'silent' }) });
  await template.migrate();
  await template.close();
  project.provide('faultCluster', { url: cluster.url });
  return () => cluster.destroy();
}
