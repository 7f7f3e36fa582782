/**
 * `npm run restore FILE`: brings a fresh database (an empty DATABASE_URL database, or no
 * DATA_DIR/pglite yet) back to a backup made by `npm run backup`, and puts its pictures where the
 * shop keeps them now: DATA_DIR/uploads, or S3_URL's bucket.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/maintenance/backup';
import { picturesPlace } from '../src/server/maintenance/backupPictures';

if (existsSync('.env')) process.loadEnvFile('.env');

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore <backup file>, e.g. npm run restore data/backups/shop-backup-….tar.gz',
  );
  process.exit(1);
}
try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, file);
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt}, its pictures into ` +
      `${picturesPlace(config)}. Start the shop with npm start.`,
  );
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
