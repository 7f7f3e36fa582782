import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { capturedLog } from '../support/capturedLog';
import { createTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('request log', () => {
  it('records method, path, status and timing, never headers such as Authorization', async () => {
    const { log, lines } = capturedLog();
    const server = await startTestServer(createTestServices(database), { logger: log });
    await fetch(`${server.url}/api/products/getAll?limit=1`, {
      headers: { Authorization: 'Bearer secret-token-123', Cookie: 'session=abc' },
    });
    await server.close();

    const entry = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.req);
    expect(entry).toMatchObject({
      req: { method: 'GET', url: '/api/products/getAll?limit=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as number,
    });
    expect(lines.join('')).not.toContain('secret-token-123');
    expect(lines.join('')).not.toContain('session=abc');
  });
});
