import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database belongs to one process: the shop notes its pid in DATA_DIR, so a second
 * shop, a backup or a restore on the same folder can refuse instead of corrupting it.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'shop.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a shop running on this data folder, or null (a stale file is ignored). */
export async function runningShopPid(dataDir: string): Promise<number | null> {
  const text = await readFile(pidFile(dataDir), 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export async function claimDataDir(dataDir: string): Promise<void> {
  const other = await runningShopPid(dataDir);
  if (other) {
    throw new Error(
      `Another shop (process ${other}) is running on ${dataDir}: the embedded database can be opened by one process only.`,
    );
  }
  await writeFile(pidFile(dataDir), `${process.pid}\n`);
}

export const releaseDataDir = (dataDir: string) => rm(pidFile(dataDir), { force: true });
