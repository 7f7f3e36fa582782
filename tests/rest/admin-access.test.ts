import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/router';
import { registerCustomer } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { callJson } from '../support/http';
import { startTestServer } from '../support/server';
import type { Database } from '../../src/server/db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let customerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  customerToken = (await registerCustomer(server.url)).token;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const id = '0123456789abcdef01234567';

/** Every admin route of spec §7 (and the CSV export), with a body a real admin form might send. */
const adminRoutes: [method: string, path: string][] = [
  ['GET', '/api/orders'],
  ['GET', '/api/orders/export'],
  ['PUT', `/api/orders/status/${id}`],
  ['PUT', `/api/orders/${id}/tracking`],
  ['PUT', `/api/orders/${id}/notes`],
  ['PUT', `/api/orders/${id}/items/${id}/variation`],
  ['PUT', `/api/orders/${id}/cancel`],
  ['PUT', `/api/orders/${id}/payment`],
  ['POST', '/api/products/create'],
  ['PUT', `/api/products/update/${id}`],
  ['DELETE', `/api/products/delete/confirm/${id}`],
  ['POST', '/api/products/categories/create'],
  ['PUT', `/api/products/categories/${id}`],
  ['DELETE', `/api/products/categories/${id}`],
  ['PUT', '/api/shop/infoUpdate'],
  ['PUT', '/api/shop/hours'],
  ['POST', '/api/upload/product-image'],
  ['DELETE', '/api/delete-image/products%2F0123456789abcdef01234567'],
];

/** Every tRPC procedure under `admin.`, read from the router itself so none is forgotten. */
const adminProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([path]) => path.startsWith('admin.'))
  .map(([path, procedure]) => [path, procedure._def.type] as const);

describe('the admin area refuses everyone but administrators', () => {
  it('has admin procedures to check', () => {
    expect(adminProcedures.length).toBeGreaterThan(15);
  });

  it.each(adminRoutes)('%s %s: 401 for a guest, 403 for a customer', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { status: 'Delivered' };
    const guest = await callJson(server.url, method, path, body);
    const customer = await callJson(server.url, method, path, body, { token: customerToken });
    expect([guest.status, customer.status]).toEqual([401, 403]);
    expect(customer.body).toEqual({ message: 'Administrator access is required.' });
  });

  it.each(adminProcedures)('tRPC %s: 401 for a guest, 403 for a customer', async (path, type) => {
    const call = (token?: string) =>
      type === 'query'
        ? callJson<{ error: { data: { code: string } } }>(
            server.url,
            'GET',
            `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ id }))}`,
            undefined,
            { token },
          )
        : callJson<{ error: { data: { code: string } } }>(
            server.url,
            'POST',
            `/trpc/${path}`,
            { id },
            { token },
          );
    const [guest, customer] = [await call(), await call(customerToken)];
    expect([guest.status, customer.status]).toEqual([401, 403]);
    expect(customer.body.error.data.code).toBe('FORBIDDEN');
  });
});
