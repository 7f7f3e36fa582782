import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { healthFirst } from '../../src/server/http/health';
import { oneRequestPerTurn } from '../../src/server/http/oneRequestPerTurn';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // An embedded test database opens on its first statement, which takes seconds.
  await database.db.execute(sql`select 1`);
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });

/** A request as the HTTP server hands it over, and what was answered to it. */
function exchange(url: string) {
  const req = { method: 'GET', url, socket: { destroyed: false } } as unknown as IncomingMessage;
  let answered: (value: { status: number; body: unknown }) => void = () => undefined;
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (answered = resolve));
  let status = 0;
  const res = {
    writeHead(code: number) {
      status = code;
      return res;
    },
    end(body: string) {
      answered({ status, body: JSON.parse(body) });
    },
  } as unknown as ServerResponse;
  return { req, res, answer };
}

describe('health and readiness', () => {
  it('are answered while the request line is full, ahead of the shoppers waiting in it', async () => {
    const started: string[] = [];
    const handle = healthFirst(
      { services: createTestServices(database), log },
      oneRequestPerTurn((req) => started.push(req.url!), 2),
    );
    for (const url of ['/api/products/getAll', '/api/categories']) {
      const { req, res } = exchange(url);
      handle(req, res);
    }
    const shopper = exchange('/api/shop');
    const health = exchange('/healthz');
    const readiness = exchange('/readyz?from=balancer');
    for (const { req, res } of [shopper, health, readiness]) handle(req, res);

    expect(await shopper.answer).toMatchObject({ status: 503 });
    expect(await health.answer).toEqual({ status: 200, body: { status: 'ok' } });
    expect(started).toEqual([]);
    expect(await readiness.answer).toEqual({
      status: 200,
      body: { status: 'ready', rateLimits: 'memory' },
    });
  });

  it('readiness gives up on a database that does not answer within its time', async () => {
    const server = await startTestServer(database);
    // Every connection of the pool (PGlite's one) busy in a transaction that waits.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: 10 }, () => database.db.transaction(() => gate));

    const stuck = await fetch(`${server.url}/readyz`);
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    release();
    await Promise.all(busy);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.close();
  });
});
