import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';

/** One secret for every instance of a run: a token signed by one instance is valid on the other. */
export const FAULTS_JWT_SECRET = randomBytes(48).toString('base64url');

export interface ShopProcess {
  url: string;
  port: number;
  /** DATA_DIR: uploads, outbox and the like. */
  dataDir: string;
  /** Error and fatal log lines (level 50+), as written. */
  errorLines: string[];
  /** What the process wrote to stderr (a crash's stack trace). */
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal, waits for the exit and removes the process's folder (not a DATA_DIR given). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (the run's bundle of it, faultCluster.ts) as a child process on a free port,
 * ready once it logs "Shop ready at". It runs in a folder of its own holding a stub
 * dist/client/index.html: the faults drive only the API, so they need no client build, and no
 * developer's .env in the checkout leaks into the run.
 */
export async function startShop(env: Record<string, string | undefined>): Promise<ShopProcess> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-faults-'));
  await mkdir(path.join(workDir, 'dist/client'), { recursive: true });
  await writeFile(
    path.join(workDir, 'dist/client/index.html'),
    '<!doctype html><title>Shop</title>',
  );
  const dataDir = env.DATA_DIR ?? path.join(workDir, 'data');
  const child = spawn(process.execPath, [inject('faultServerEntry')], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: FAULTS_JWT_SECRET,
      PUBLIC_URL: 'http://shop.example.test',
      // Test mode unless the scenario brings (fake) PayPal credentials: production asks for one.
      PAYMENT_TEST_MODE: env.PAYPAL_CLIENT_ID ? undefined : 'true',
      // Stopping at once; the SIGTERM scenario sets its own drain.
      SHUTDOWN_DRAIN_SECONDS: '0',
      SEED_DEMO_DATA: 'false',
      // Hundreds of simulated shoppers sign up from 127.0.0.1.
      RATE_LIMIT_FACTOR: '1000',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const errorLines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await readyPort(child, errorLines, exited, () => stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    errorLines,
    stderr: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(workDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Reads the JSON log until the "Shop ready" line names the port; collects error lines after. */
function readyPort(
  child: ChildProcess,
  errorLines: string[],
  exited: Promise<number | null>,
  stderr: () => string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (/"level":(50|60)/.test(line)) errorLines.push(line);
      if (!line.includes('Shop ready at')) return;
      const { port } = JSON.parse(line) as { port: number };
      resolve(port);
    });
    void exited.then((code) =>
      reject(new Error(`the shop exited (${code}) before it was ready:\n${stderr()}`)),
    );
  });
}
