import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './throwawayPostgres';

/** The Redis the shared rate limits are tested against (.ci/run starts one on 6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisIsUp(url = testRedisUrl): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = new Socket();
  const up = await new Promise<boolean>((resolve) => {
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.connect(Number(port), hostname);
  });
  socket.destroy();
  return up;
}

/** CI provides Redis; elsewhere the tests that need it run when one is listening. */
export const runRedisTests = async () => process.env.CI === 'true' || (await redisIsUp());

/**
 * A Redis server of a test's own on a free port, in memory only, so the test may kill it. The
 * machine's shared one is never touched.
 */
export async function startThrowawayRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const server = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  while (!(await redisIsUp(url))) {
    if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode})`);
    await sleep(20);
  }
  return {
    url,
    /** Gone at once, as a crashed or unreachable server is. */
    async kill() {
      server.kill('SIGKILL');
      await exited;
    },
  };
}
