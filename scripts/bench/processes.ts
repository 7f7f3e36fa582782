import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** tsx by absolute URL, so a server started in another folder still finds it. */
const tsxLoader = import.meta.resolve('tsx');
/** tsx reads the tsconfig of the working directory; the server renders JSX, which needs ours. */
const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** CPU time (user + system) process `pid` has used so far, in ms (Linux /proc, 10 ms ticks). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `cpuMs` of each process still running, by pid (one that ended meanwhile is left out). */
export function cpuMsOf(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuMs(pid));
    } catch {
      // ended since it was listed
    }
  }
  return used;
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id: its CPU time is read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` with `env` (in `cwd`), and waits until `readyPath` answers 200. Its
 * output is discarded (the request log is part of what is measured, not something to read) except
 * errors, which are shown.
 */
export async function startNodeServer(options: {
  script: string;
  cwd?: string;
  env: Record<string, string | undefined>;
  port: number;
  readyPath: string;
  /** Extra node arguments, e.g. `--cpu-prof --cpu-prof-dir=/tmp/x` (NODE_OPTIONS refuses those). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const args = [...(options.nodeArgs ?? []), '--import', tsxLoader, path.resolve(options.script)];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(child, baseUrl + options.readyPath);
  return { baseUrl, pid: child.pid!, stop: () => stopProcess(child) };
}

/**
 * Our real server (src/server/index.ts) as production runs it, in test-payment mode, on a free
 * port, with no demo data of its own: what every bench scenario measures. `env` adds settings.
 */
export async function startShopServer(options: {
  cwd: string;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: Record<string, string | undefined>;
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  return startNodeServer({
    script: 'src/server/index.ts',
    cwd: options.cwd,
    port,
    readyPath: '/readyz',
    nodeArgs: options.nodeArgs,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_TEST_MODE: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      ...options.env,
    },
  });
}

async function waitUntilReady(child: ChildProcess, url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error(`${url} was not ready within two minutes`);
}

/** Stops the process; one already gone, by its own exit or a signal, is left as it is. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
