import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/throwawayPostgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The README's deploy/haproxy.cfg, as an operator would use it, with this test's addresses: the
 * frontend on `port`, one `server` line per instance, and a stats socket to read the health checks.
 */
async function configFor(port: number, backendPorts: number[], socket: string) {
  const example = await readFile(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8');
  const servers = backendPorts.map((p, i) => `    server shop${i + 1} 127.0.0.1:${p}`).join('\n');
  const config = example
    .replace(/^global$/m, `global\n    stats socket ${socket} level admin`)
    .replace(/^ {4}bind :80$/m, `    bind 127.0.0.1:${port}`)
    .replace(/(^ {4}server shop\d .*\n?)+/m, `${servers}\n`);
  if (!config.includes(`bind 127.0.0.1:${port}`) || !config.includes(servers)) {
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines the test replaces');
  }
  return config;
}

/** One command on HAProxy's stats socket, and its whole answer. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/**
 * HAProxy (Debian's package; .ci/run installs it) in front of the shop instances on
 * `backendPorts`, configured by deploy/haproxy.cfg: health checks on /readyz, no retries.
 */
export async function startLoadBalancer(backendPorts: number[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-haproxy-'));
  const socket = path.join(dir, 'stats.sock');
  const port = await freePort();
  const configPath = path.join(dir, 'haproxy.cfg');
  await writeFile(configPath, await configFor(port, backendPorts, socket));
  const child = spawn('haproxy', ['-db', '-f', configPath], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  /** Each instance's state as the health checks see it: UP, DOWN, or on its way. */
  async function states(): Promise<string[]> {
    const rows = (await ask(socket, 'show stat')).split('\n').map((line) => line.split(','));
    const header = rows[0] ?? [];
    const status = header.indexOf('status');
    return rows
      .filter((row) => row[0] === 'instances' && /^shop\d+$/.test(row[1] ?? ''))
      .map((row) => row[status] ?? '');
  }

  /** Waits until the checks see every instance as `wanted` ('UP' for all, or one per instance). */
  async function waitFor(wanted: string[], timeoutMs = 15_000) {
    const from = Date.now();
    for (;;) {
      const now = await states().catch(() => []);
      if (now.length === wanted.length && now.every((s, i) => s === wanted[i])) return;
      if (Date.now() - from > timeoutMs) {
        throw new Error(`HAProxy saw ${JSON.stringify(now)}, not ${JSON.stringify(wanted)}`);
      }
      await sleep(100);
    }
  }

  // Listening once its stats socket answers.
  for (let tries = 0; ; tries++) {
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries > 100 || child.exitCode !== null)
      throw new Error(`HAProxy did not start:\n${stderr}`);
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    waitFor,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
