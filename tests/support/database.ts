import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  type Database,
  type OpenOptions,
} from '../../src/server/db/client';
import { TEMPLATE_DATABASE, withDatabaseName } from './databaseUrls';

export const usingPostgres = () => inject('testDatabase').kind === 'postgres';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(options: OpenOptions = {}): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = await readFile(source.snapshotPath);
    return openPglite({ client: new PGlite({ loadDataDir: new Blob([snapshot]) }) }, options);
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = withDatabaseName(source.templateUrl, 'postgres');
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const database = openPostgres(withDatabaseName(source.templateUrl, name), options);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
