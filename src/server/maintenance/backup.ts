import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/embedded/pgliteExtensions';
import { copyPicturesIn, copyPicturesOut, type PictureSource } from './backupPictures';
import { runningShopPid } from './pidFile';

const run = promisify(execFile);

/**
 * One backup is one .tar.gz: a manifest, the database (pg_dump's custom format for PostgreSQL,
 * PGlite's data-dir dump for the embedded one) and the uploaded pictures (`uploads/`), from the
 * disk or the bucket.
 */
interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgresql' | 'pglite';
}

export interface BackupTarget extends PictureSource {
  databaseUrl: string | undefined;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Writes a consistent snapshot under DATA_DIR/backups and answers its path. PostgreSQL is dumped
 * while the shop runs (pg_dump reads one snapshot); the embedded database is one process's file,
 * so the shop must be stopped first.
 */
export async function createBackup(target: BackupTarget): Promise<string> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: target.databaseUrl ? 'postgresql' : 'pglite',
    };
    if (target.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, 'database.dump'),
        target.databaseUrl,
      ]);
    } else {
      await assertShopStopped(target.dataDir);
      const db = new PGlite(pgliteDir(target.dataDir), { extensions: pgliteExtensions });
      // dumpDataDir on a database still starting up never answers.
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      await writeFile(path.join(work, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    }
    await copyPicturesOut(target, path.join(work, 'uploads'));
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const backups = path.join(target.dataDir, 'backups');
    await mkdir(backups, { recursive: true });
    const stamp = manifest.createdAt.replace(/[:.]/g, '-');
    const file = path.join(backups, `shop-backup-${stamp}.tar.gz`);
    await run('tar', ['-czf', file, '-C', work, '.']);
    return file;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Brings a fresh database back to a backup, and its pictures to where the shop keeps them now (so
 * a backup of a shop on local disk, restored with S3_URL set, moves its pictures into the bucket).
 * It refuses to overwrite a database that already holds a shop, so a slip of the keyboard cannot
 * destroy live data.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', work]);
    const manifest = JSON.parse(
      await readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.database === 'postgresql') {
      if (!target.databaseUrl)
        throw new Error(
          'This backup is of a PostgreSQL database: set DATABASE_URL to a fresh, empty database.',
        );
      await assertEmptyPostgres(target.databaseUrl);
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--dbname',
        target.databaseUrl,
        path.join(work, 'database.dump'),
      ]);
    } else {
      if (target.databaseUrl)
        throw new Error(
          'This backup is of the embedded database: unset DATABASE_URL to restore it.',
        );
      await assertShopStopped(target.dataDir);
      const dir = pgliteDir(target.dataDir);
      if (existsSync(dir) && (await readdir(dir)).length > 0) {
        throw new Error(`${dir} already holds a database: move it away first, then restore.`);
      }
      const dump = new Blob([await readFile(path.join(work, 'pglite.tar.gz'))]);
      const db = new PGlite(dir, { extensions: pgliteExtensions, loadDataDir: dump });
      await db.waitReady;
      await db.close();
    }
    if (existsSync(path.join(work, 'uploads')))
      await copyPicturesIn(target, path.join(work, 'uploads'));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function assertShopStopped(dataDir: string) {
  const pid = await runningShopPid(dataDir);
  if (pid) {
    throw new Error(
      `The shop is running (process ${pid}) on the embedded database: stop it first, then try again.`,
    );
  }
}

async function assertEmptyPostgres(url: string) {
  const { stdout } = await run('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--command',
    "select count(*) from information_schema.tables where table_schema = 'public'",
    url,
  ]);
  if (Number(stdout.trim()) > 0) {
    throw new Error('The target database is not empty: restore into a freshly created database.');
  }
}
