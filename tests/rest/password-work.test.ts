import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStore } from '../../src/server/integrations/images/localImageStore';
import { PASSWORD_WORK, passwordWork } from '../../src/server/modules/auth/passwords';
import { TRPC_MAX_BATCH_SIZE } from '../../src/shared/constants';
import { registerCustomer } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

/**
 * Issue 16: password hashing (argon2, on libuv's thread pool) must never starve the shop. A flood
 * of password checks waits in a short line or is told the shop is busy, while static files and
 * catalogue calls go on answering.
 */

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-data-'));
  await mkdir(path.join(dataDir, 'uploads'));
  await writeFile(path.join(dataDir, 'uploads', 'probe.css'), 'body { color: #1c1917; }\n');
  const images = createLocalImageStore({
    uploadsDir: path.join(dataDir, 'uploads'),
    urlPrefix: '/uploads',
  });
  server = await startTestServer(createTestServices(catalog.database, { images }));
});
afterAll(() => server.close());

const BUSY = 'The shop is busy. Please try again in a moment.';

/** `?batch=1` with `calls` changePassword calls, each with a wrong current password. */
function changePasswordBatch(calls: number, token: string) {
  const paths = Array.from({ length: calls }, () => 'auth.changePassword').join(',');
  const inputs = Object.fromEntries(
    Array.from({ length: calls }, (_, i) => [
      i,
      { currentPassword: `wrong-guess-${i}`, newPassword: 'a-new-passphrase' },
    ]),
  );
  return fetch(`${server.url}/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(inputs),
  });
}

let probe = 0;
/** A static file and an uncached catalogue read, timed. */
async function timedProbes() {
  const timed = async (url: string) => {
    const began = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - began) };
  };
  // A different price floor each time, so the response cache cannot answer it.
  const [staticFile, catalogue] = await Promise.all([
    timed(`${server.url}/uploads/probe.css`),
    timed(`${server.url}/api/products/getAll?limit=12&minPrice=${++probe / 100}`),
  ]);
  return { staticFile, catalogue };
}

async function probesWhile(flood: Promise<unknown>) {
  const samples: Awaited<ReturnType<typeof timedProbes>>[] = [];
  let flooding = true;
  const done = flood.finally(() => (flooding = false));
  do samples.push(await timedProbes());
  while (flooding && samples.length < 20);
  await done;
  return samples;
}

const summary = (samples: Awaited<ReturnType<typeof timedProbes>>[]) => {
  const ms = (pick: (s: (typeof samples)[number]) => { ms: number }) =>
    samples.map((s) => pick(s).ms).join(', ');
  return `static ${ms((s) => s.staticFile)} ms; catalogue ${ms((s) => s.catalogue)} ms`;
};

describe('tRPC batches', () => {
  it(`are capped at ${TRPC_MAX_BATCH_SIZE} calls, refused whole with a clear 400 above that`, async () => {
    const { token } = await registerCustomer(server.url);
    const big = await changePasswordBatch(TRPC_MAX_BATCH_SIZE + 1, token);
    expect(big.status).toBe(400);
    expect(((await big.json()) as { error: { message: string } }).error.message).toBe(
      `Too many calls in one request: a batch may hold at most ${TRPC_MAX_BATCH_SIZE}.`,
    );
    const allowed = await changePasswordBatch(TRPC_MAX_BATCH_SIZE, token);
    const answers = (await allowed.json()) as { error?: { message: string } }[];
    expect(answers).toHaveLength(TRPC_MAX_BATCH_SIZE);
    for (const answer of answers) {
      expect([BUSY, 'Current password is incorrect']).toContain(answer.error?.message);
    }
  });
});

describe('a flood of password checks', () => {
  it('leaves static files and catalogue calls answering', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 4 }, () => registerCustomer(server.url)),
    );
    const quiet = await probesWhile(Promise.resolve());

    const oversized = probesWhile(
      Promise.all(accounts.map((a) => changePasswordBatch(60, a.token))).then((answers) => {
        expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
      }),
    );
    const duringOversized = await oversized;

    const outcomes: string[] = [];
    const duringHashing = await probesWhile(
      Promise.all(
        accounts.map(async (a) => {
          const answers = (await (
            await changePasswordBatch(TRPC_MAX_BATCH_SIZE, a.token)
          ).json()) as { error?: { message: string } }[];
          outcomes.push(...answers.map((answer) => answer.error?.message ?? 'ok'));
        }),
      ),
    );

    for (const sample of [...quiet, ...duringOversized, ...duringHashing]) {
      expect(sample.staticFile.status).toBe(200);
      expect(sample.catalogue.status).toBe(200);
    }
    expect(outcomes).toHaveLength(4 * TRPC_MAX_BATCH_SIZE);
    for (const outcome of outcomes)
      expect([BUSY, 'Current password is incorrect']).toContain(outcome);
    console.log(
      [
        `quiet: ${summary(quiet)}`,
        `four 60-call batches (400): ${summary(duringOversized)}`,
        `four ${TRPC_MAX_BATCH_SIZE}-call batches of argon2 checks: ${summary(duringHashing)}`,
        `their answers: ${outcomes.filter((o) => o === BUSY).length} busy (503), ${
          outcomes.filter((o) => o !== BUSY).length
        } checked (400)`,
      ].join('\n'),
    );
  });

  it('is told the shop is busy (503, Retry-After) once the line of password work is full', async () => {
    const customer = await registerCustomer(server.url);
    // Holds every place in the line (the server runs in this process, and the line is per
    // process) with tasks that end only when released, so no slot frees up mid-test.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: PASSWORD_WORK.concurrency + PASSWORD_WORK.maxWaiting }, () =>
      passwordWork.run(() => gate),
    );
    try {
      const rest = await restClient(server.url).post('/api/auth/login', {
        email: customer.email,
        password: customer.password,
      });
      expect(rest).toMatchObject({ status: 503, body: { message: BUSY } });
      expect(rest.headers.get('retry-after')).toBe('5');
      const trpc = await trpcClient(server.url).mutation('auth.login', {
        email: customer.email,
        password: customer.password,
      });
      expect(trpc.status).toBe(503);
      expect(trpc.body.error?.message).toBe(BUSY);
      expect(trpc.headers.get('retry-after')).toBe('5');
    } finally {
      release();
      await Promise.all(held);
    }
    const afterwards = await restClient(server.url).post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(afterwards.status).toBe(200);
  });
});
