import { Socket } from 'node:net';

/** The Redis the shared rate limits are tested against (.ci/run starts one on 6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisIsUp(): Promise<boolean> {
  const { hostname, port } = new URL(testRedisUrl);
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
