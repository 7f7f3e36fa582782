import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  type Database,
  type OpenOptions,
} from '../../src/server/db/client';
import { adminQuery } from './adminQuery';
import { databaseNameOf, withDatabaseName } from './databaseUrls';

export const usingPostgres = () => inject('testDatabase').kind === 'postgres';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(options: OpenOptions = {}): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = await readFile(source.snapshotPath);
    const client = new PGlite({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
    return openPglite({ client }, options);
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = withDatabaseName(source.templateUrl, 'postgres');
  await adminQuery(
    adminUrl,
    `create database ${name} template ${databaseNameOf(source.templateUrl)}`,
  );
  const database = openPostgres(withDatabaseName(source.templateUrl, name), options);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Two handles on one fresh database, as two instances of the shop behind a load balancer have:
 * each with its own connections, change feed and catalogue cache.
 */
export async function createSharedTestDatabases(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = await readFile(source.snapshotPath);
    const client = new PGlite({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
    const first = openPglite({ client });
    const second = openPglite({ client });
    return { first, second, close: () => first.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = withDatabaseName(source.templateUrl, 'postgres');
  await adminQuery(
    adminUrl,
    `create database ${name} template ${databaseNameOf(source.templateUrl)}`,
  );
  const first = openPostgres(withDatabaseName(source.templateUrl, name));
  const second = openPostgres(withDatabaseName(source.templateUrl, name));
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
