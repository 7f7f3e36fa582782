import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL installed from Debian's packages. */
async function postgresBinDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of a test's own (initdb + pg_ctl as the `postgres` user, on a free port,
 * in a temp folder), so a test may stop and restart it. The machine's shared server is never touched.
 */
export async function startThrowawayPostgres() {
  const bin = await postgresBinDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-pg-'));
  const { uid, gid } = await userIds('postgres');
  await chown(dir, uid, gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]);

  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function userIds(name: string) {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', name]),
    run('id', ['-g', name]),
  ]);
  return { uid: Number(uid), gid: Number(gid) };
}

export type ThrowawayPostgres = Awaited<ReturnType<typeof startThrowawayPostgres>>;
