import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoDataIfEmpty } from '../../src/server/demo/seed';
import { seedBenchCatalogue } from './benchCatalogue';

/** The same URL naming another database on the same server. */
export function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops and creates `name` on the server `serverUrl` points at; answers the new database's URL. */
export async function createFreshPostgresDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(serverUrl, name);
}

/**
 * A fresh shop: migrations, the demo shop (categories, 52 products and their pictures), then
 * `extraProducts` generated ones; vacuumed and analysed, as a database in service would be.
 */
export async function prepareShopDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  extraProducts: number;
}) {
  const database = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await database.migrate();
    await seedDemoDataIfEmpty(database.db);
    await seedBenchCatalogue(database.db, options.extraProducts);
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}
