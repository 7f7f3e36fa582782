/**
 * `npm run backup`: a consistent snapshot of the database and the uploaded pictures (from
 * DATA_DIR/uploads, or every picture in S3_URL's bucket) in one file under DATA_DIR/backups.
 * PostgreSQL (DATABASE_URL) is dumped while the shop runs; stop the shop first when it uses the
 * embedded database.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { picturesPlace } from '../src/server/maintenance/backupPictures';
import { createBackup } from '../src/server/maintenance/backup';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  const file = await createBackup(config);
  console.log(`Backup written to ${file}, with the pictures from ${picturesPlace(config)}.`);
  if (config.cloudinaryUrl)
    console.log(
      'Pictures uploaded to Cloudinary are not in it: Cloudinary keeps them (see its backup settings).',
    );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
