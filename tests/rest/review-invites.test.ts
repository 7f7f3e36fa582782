import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { registerCustomer, setAdmin } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { restClient } from '../support/http';
import { startTestServer } from '../support/server';

/**
 * Issue 31: a delivered order's mail and page invite its customer to review each piece they have
 * not reviewed yet, and nothing invites a review before delivery.
 */
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let admin: { token: string };
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database.db);
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Shop Owner' });
  await setAdmin(database.db, owner.id, true);
  admin = { token: owner.token };
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

interface Invites {
  invites: { productId: string; name: string }[];
}

const newProduct = (name: string) =>
  createProduct(database.db, { categoryId, name, countInStock: 50 });

async function placeOrder(token: string, productIds: string[]) {
  const placed = await rest.post<{ _id: string }>(
    '/api/orders',
    {
      orderItems: productIds.map((product) => ({ product, qty: 1 })),
      shippingAddress: {
        address: '12 Hatton Garden',
        city: 'London',
        postalCode: 'EC1N 8JY',
        country: 'United Kingdom',
      },
      paymentMethod: 'PayPal',
    },
    { token },
  );
  expect(placed.status).toBe(201);
  return placed.body._id;
}

async function moveTo(orderId: string, status: string) {
  expect((await rest.put(`/api/orders/status/${orderId}`, { status }, admin)).status).toBe(200);
}

const mailsTo = (to: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('review invitations', () => {
  it('come only once the order is delivered, for the pieces not reviewed yet, in its mail and on its page', async () => {
    const ring = await newProduct('Halo Ring');
    const studs = await newProduct('Pearl Studs');
    const chain = await newProduct('Curb Chain');
    const customer = await registerCustomer(server.url, { name: 'Mary Shelley' });

    // The ring came in an earlier order and is already reviewed.
    const earlier = await placeOrder(customer.token, [ring.id]);
    await moveTo(earlier, 'Delivered');
    expect(
      (
        await rest.post(
          `/api/products/${ring.id}/reviews`,
          { rating: 5, title: 'Perfect', body: 'Just right.' },
          customer,
        )
      ).status,
    ).toBe(201);

    const order = await placeOrder(customer.token, [ring.id, studs.id, chain.id]);
    const invitesOf = (who: { token: string }) =>
      rest.get<Invites>(`/api/orders/${order}/review-invites`, undefined, who);

    await moveTo(order, 'Order Shipped');
    expect((await invitesOf(customer)).body.invites).toEqual([]);
    const number = order.slice(0, 8).toUpperCase();
    const aboutOrder = async () =>
      (await mailsTo(customer.email)).filter((m) => m.subject.includes(number));
    expect((await aboutOrder()).map((m) => m.subject)).toEqual([
      expect.stringContaining('is on its way') as unknown,
    ]);
    expect((await aboutOrder())[0]?.text).not.toContain('#reviews');

    await moveTo(order, 'Delivered');
    const invites = (await invitesOf(customer)).body.invites;
    expect(invites.map((i) => i.name).sort()).toEqual(['Curb Chain', 'Pearl Studs']);
    // Someone else's order invites nobody; a guest is asked to sign in.
    const stranger = await registerCustomer(server.url);
    expect((await invitesOf(stranger)).body.invites).toEqual([]);
    expect((await rest.get(`/api/orders/${order}/review-invites`)).status).toBe(401);

    const delivered = (await mailsTo(customer.email)).filter((m) =>
      m.subject.includes('has been delivered'),
    );
    expect(delivered).toHaveLength(2);
    const text = delivered.find((m) => m.text.includes(order.slice(0, 8).toUpperCase()))?.text;
    expect(text).toContain(`Review Pearl Studs: http`);
    expect(text).toContain(`/product/${studs.id}#reviews`);
    expect(text).toContain(`/product/${chain.id}#reviews`);
    expect(text).not.toContain(`/product/${ring.id}#reviews`);

    // Once reviewed, a piece leaves the order's invitations.
    await rest.post(
      `/api/products/${studs.id}/reviews`,
      { rating: 4, title: 'Pretty', body: 'Lovely lustre.' },
      customer,
    );
    expect((await invitesOf(customer)).body.invites.map((i) => i.name)).toEqual(['Curb Chain']);
  });
});
