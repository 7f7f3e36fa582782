/**
 * `npm run backup`: a consistent snapshot of the database and the uploaded images in one file
 * under DATA_DIR/backups. PostgreSQL (DATABASE_URL) is dumped while the shop runs; stop the shop
 * first when it uses the embedded database.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { createBackup } from '../src/server/maintenance/backup';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const file = await createBackup(loadConfig());
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
