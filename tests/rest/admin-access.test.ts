import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/router';
import { registerCustomer } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { callJson } from '../support/http';
import { listRestRoutes } from '../support/restRoutes';
import { startTestServer } from '../support/server';

// The routes to check are read from the app itself, so it is built before the tests are listed.
const database = await createTestDatabase();
const server = await startTestServer(database);
const customerToken = (await registerCustomer(server.url)).token;
afterAll(async () => {
  await server.close();
  await database.close();
});

const id = '0123456789abcdef01234567';

/** Every REST route declared with `adminRoutes`, as `METHOD /path`. */
const adminRoutes = listRestRoutes(server.app)
  .filter((route) => route.admin)
  .map((route) => `${route.method} ${route.path}`);

/** Every tRPC procedure under `admin.`, with its type. */
const adminProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([path]) => path.startsWith('admin.'))
  .map(([path, procedure]) => [path, procedure._def.type] as const);

/** A floor, not the list: the admin routes of spec §7 and those the shop added since. */
const knownAdminRoutes = [
  'GET /api/orders',
  'GET /api/orders/export',
  'PUT /api/orders/status/:id',
  'PUT /api/orders/:id/tracking',
  'PUT /api/orders/:id/items/:itemId/variation',
  'PUT /api/orders/:id/notes',
  'PUT /api/orders/:id/cancel',
  'PUT /api/orders/:id/payment',
  'GET /api/orders/collections',
  'PUT /api/orders/:id/collected',
  'PUT /api/orders/:id/returns/:returnId/received',
  'POST /api/orders/:id/returns/:returnId/refund',
  'POST /api/products/create',
  'PUT /api/products/update/:id',
  'GET /api/products/:id/stock-history',
  'DELETE /api/products/delete/confirm/:id',
  'GET /api/products/:id/price-history',
  'POST /api/products/categories/create',
  'PUT /api/products/categories/:id',
  'DELETE /api/products/categories/:id',
  'PUT /api/shop/infoUpdate',
  'PUT /api/shop/hours',
  'POST /api/upload/product-image',
  'DELETE /api/delete-image/*publicId',
  'GET /api/admin/reviews',
  'PUT /api/admin/reviews/:id',
  'PUT /api/admin/reviews/:id/reply',
  'DELETE /api/admin/reviews/:id/reply',
];

const knownAdminProcedures = [
  'admin.orders.dashboard',
  'admin.orders.list',
  'admin.orders.byId',
  'admin.orders.updateStatus',
  'admin.orders.saveTracking',
  'admin.orders.confirmOptions',
  'admin.orders.saveNotes',
  'admin.orders.cancel',
  'admin.orders.recordPayment',
  'admin.orders.collections',
  'admin.orders.handOver',
  'admin.orders.markReturnReceived',
  'admin.orders.refundReturn',
  'admin.products.list',
  'admin.products.byId',
  'admin.products.priceHistory',
  'admin.products.create',
  'admin.products.update',
  'admin.products.delete',
  'admin.products.stockHistory',
  'admin.categories.list',
  'admin.categories.byId',
  'admin.categories.create',
  'admin.categories.update',
  'admin.categories.delete',
  'admin.shop.updateInfo',
  'admin.shop.updateHours',
  'admin.home.preview',
  'admin.reviews.list',
  'admin.reviews.moderate',
  'admin.reviews.reply',
  'admin.reviews.removeReply',
];

describe('the admin area refuses everyone but administrators', () => {
  it('finds every known admin route and procedure in the app', () => {
    expect(adminRoutes).toEqual(expect.arrayContaining(knownAdminRoutes));
    expect(adminProcedures.map(([path]) => path)).toEqual(
      expect.arrayContaining(knownAdminProcedures),
    );
  });

  it.each(adminRoutes)('%s: 401 for a guest, 403 for a customer', async (route) => {
    const [method = '', template = ''] = route.split(' ');
    const path = template.replace(/[:*]\w+/g, id);
    const body = method === 'GET' || method === 'DELETE' ? undefined : { status: 'Delivered' };
    const guest = await callJson(server.url, method, path, body);
    const customer = await callJson(server.url, method, path, body, { token: customerToken });
    expect([guest.status, customer.status]).toEqual([401, 403]);
    expect(guest.body).toEqual({ message: 'Please log in to continue.' });
    expect(customer.body).toEqual({ message: 'Administrator access is required.' });
  });

  it.each(adminProcedures)('tRPC %s: 401 for a guest, 403 for a customer', async (path, type) => {
    const call = (token?: string) =>
      type === 'query'
        ? callJson<{ error: { message: string; data: { code: string } } }>(
            server.url,
            'GET',
            `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ id }))}`,
            undefined,
            { token },
          )
        : callJson<{ error: { message: string; data: { code: string } } }>(
            server.url,
            'POST',
            `/trpc/${path}`,
            { id },
            { token },
          );
    const [guest, customer] = [await call(), await call(customerToken)];
    expect([guest.status, customer.status]).toEqual([401, 403]);
    expect(customer.body.error.data.code).toBe('FORBIDDEN');
    expect(customer.body.error.message).toBe('Administrator access is required.');
  });
});
