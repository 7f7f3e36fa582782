import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orders, products, reviews, wishlistItems } from '../../src/server/db/schema';
import { LAST_ADMIN_MESSAGE } from '../../src/server/workflows/privacy/deleteAccount';
import { readOutbox, registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';
import { memoryRateLimiter } from '../../src/server/integrations/rateLimiter';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let outboxDir: string;
let admin: { token: string; id: string };

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-privacy-'));
  server = await startTestServer(createTestServices(catalog.database, { outboxDir }));
  rest = restClient(server.url);
  admin = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, admin.id, true);
});
afterAll(() => server.close());

const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '7 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8AD',
  country: 'United Kingdom',
};

interface Order {
  _id: string;
  user: { name: string } | null;
  customerDeleted: boolean;
  orderItems: { name: string; qty: number; price: number }[];
  shippingAddress: typeof address;
  billingAddress: typeof address & { email: string; phone: string };
  totalPrice: number;
  returns: { note: string }[];
}

/** A customer with one order (billing e-mail and phone given) and one wishlist item. */
async function customerWithAnOrder(name = 'Grace Hopper') {
  const customer = await registerCustomer(server.url, { name });
  const { solitaire, pendant } = catalog.fixture.products;
  const placed = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: solitaire.id, qty: 1 }],
      shippingAddress: address,
      billingAddress: {
        firstName: 'Grace',
        lastName: 'Hopper',
        address: address.address,
        city: 'London',
        state: 'Greater London',
        postcode: address.postalCode,
        country: 'United Kingdom',
        email: 'grace@home.test',
        phone: '+44 20 7946 0000',
      },
    },
    { token: customer.token },
  );
  expect(placed.status).toBe(201);
  await rest.post('/api/wishlist', { productId: pendant.id }, { token: customer.token });
  // A review of the pendant, as if an earlier order of it had been delivered.
  await catalog.database.db.insert(reviews).values({
    productId: pendant.id,
    userId: customer.id,
    rating: 4,
    title: 'Lovely',
    body: 'Wears well.',
  });
  return { ...customer, order: placed.body };
}

const mailsTo = async (address: string) => {
  await server.services.mailer.drain();
  return (await readOutbox(outboxDir)).filter((m) => new RegExp(`^To: ${address}$`, 'im').test(m));
};

describe('GET /api/auth/my-data', () => {
  it('downloads the profile, addresses, orders with their items and the wishlist as a JSON file', async () => {
    const customer = await customerWithAnOrder();
    const response = await fetch(`${server.url}/api/auth/my-data`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?my-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = (await response.json()) as Record<string, unknown> & {
      profile: { email: string; name: string };
      orders: Order[];
      addresses: { city: string }[];
      wishlist: { product: string }[];
      reviews: { product: string; rating: number; title: string }[];
    };
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'profile',
      'addresses',
      'orders',
      'wishlist',
      'reviews',
      'marketingConsents',
      'stockAlerts',
    ]);
    expect(data.profile).toMatchObject({ name: 'Grace Hopper', email: customer.email });
    expect(data.orders.map((o) => o._id)).toEqual([customer.order._id]);
    expect(data.orders[0]!.orderItems).toEqual([
      expect.objectContaining({ name: catalog.fixture.products.solitaire.name, qty: 1 }),
    ]);
    expect(data.addresses).toContainEqual(expect.objectContaining({ city: 'London' }));
    expect(data.wishlist.map((w) => w.product)).toEqual([catalog.fixture.products.pendant.id]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ product: catalog.fixture.products.pendant.id, rating: 4 }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
  });

  it('is the same document over tRPC, and needs a sign-in', async () => {
    const customer = await customerWithAnOrder();
    const trpc = trpcClient(server.url);
    const { body } = await trpc.query<{ orders: Order[] }>('privacy.myData', undefined, {
      token: customer.token,
    });
    expect(body.result.data.orders).toHaveLength(1);
    expect((await rest.get('/api/auth/my-data')).status).toBe(401);
  });
});

describe("POST /api/auth/my-data (the account page's button: a form the browser saves)", () => {
  const post = (ticket: string) =>
    fetch(`${server.url}/api/auth/my-data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket }),
    });
  const ticketFor = async (token: string) => {
    const { body } = await trpcClient(server.url).mutation<{ ticket: string }>(
      'privacy.myDataTicket',
      undefined,
      { token },
    );
    return body.result.data.ticket;
  };

  it('answers the same file for a ticket of a live session, and nothing for anything else', async () => {
    const customer = await customerWithAnOrder();
    const response = await post(await ticketFor(customer.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?my-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    const data = (await response.json()) as { profile: { email: string }; orders: Order[] };
    expect(data.profile.email).toBe(customer.email);
    expect(data.orders.map((o) => o._id)).toEqual([customer.order._id]);

    // No ticket, the session token itself (another purpose), or a ticket outliving its session.
    expect((await post('')).status).toBe(401);
    expect((await post(customer.token)).status).toBe(401);
    const ticket = await ticketFor(customer.token);
    await rest.post('/api/auth/logout', undefined, { token: customer.token });
    expect((await post(ticket)).status).toBe(401);
    // And a ticket is given only to a signed-in customer.
    const anonymous = await trpcClient(server.url).mutation('privacy.myDataTicket');
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /api/auth/account', () => {
  it('asks for the password again and changes nothing when it is wrong', async () => {
    const customer = await customerWithAnOrder();
    const wrong = await rest.delete(
      '/api/auth/account',
      { password: 'not my password' },
      { token: customer.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Password is incorrect');
    const missing = await rest.delete('/api/auth/account', {}, { token: customer.token });
    expect(missing.status).toBe(400);
    expect((await rest.get('/api/auth/profile', undefined, { token: customer.token })).status).toBe(
      200,
    );
  });

  it('deletes the account: login fails, the old token gets 401, orders stay anonymised for the admin', async () => {
    const customer = await customerWithAnOrder('Ada Deleted');
    // A return the customer asked for, with their own words on it.
    await catalog.database.db.insert(orderReturns).values({
      orderId: customer.order._id,
      status: 'requested',
      reason: 'other',
      note: 'Collect from Flat 2, 3 Lime Street; call 07700 900123',
      amountPence: 100,
    });
    const searchDeleted = () =>
      rest.get<{ orders: Order[] }>('/api/orders?search=Deleted', undefined, {
        token: admin.token,
      });
    expect((await searchDeleted()).body.orders.map((o) => o._id)).toEqual([customer.order._id]);
    const deleted = await rest.delete(
      '/api/auth/account',
      { password: customer.password },
      { token: customer.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Your account has been deleted.');

    const login = await rest.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.status).toBe(401);
    expect((await rest.get('/api/auth/profile', undefined, { token: customer.token })).status).toBe(
      401,
    );
    expect((await rest.get('/api/wishlist', undefined, { token: customer.token })).status).toBe(
      401,
    );
    const leftInWishlist = await catalog.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, customer.id));
    expect(leftInWishlist).toEqual([]);
    // Their reviews go too, and the product's rating no longer counts them.
    expect(
      await catalog.database.db.select().from(reviews).where(eq(reviews.userId, customer.id)),
    ).toEqual([]);
    const pendantId = catalog.fixture.products.pendant.id;
    const [pendant] = await catalog.database.db
      .select({ reviewCount: products.reviewCount })
      .from(products)
      .where(eq(products.id, pendantId));
    const left = await catalog.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, pendantId));
    expect(pendant?.reviewCount).toBe(left.length);

    const asAdmin = await rest.get<Order>(`/api/orders/by-id/${customer.order._id}`, undefined, {
      token: admin.token,
    });
    expect(asAdmin.status).toBe(200);
    const order = asAdmin.body;
    expect(order.user).toBeNull();
    expect(order.customerDeleted).toBe(true);
    expect(order.totalPrice).toBe(customer.order.totalPrice);
    expect(order.orderItems).toEqual(customer.order.orderItems);
    expect(order.shippingAddress).toEqual({
      firstName: 'Deleted',
      lastName: 'customer',
      address: 'Deleted customer',
      city: 'Deleted customer',
      state: '',
      postalCode: '',
      country: 'United Kingdom',
    });
    expect(order.billingAddress).toMatchObject({ email: '', phone: '', postalCode: '' });
    const [row] = await catalog.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, customer.order._id));
    expect(JSON.stringify(row)).not.toMatch(/Grace|Hopper|Hatton|EC1N|grace@home|7946/);
    expect(order.returns.map((r) => r.note)).toEqual(['']);
    const stored = await catalog.database.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, customer.order._id));
    expect(JSON.stringify(stored)).not.toMatch(/Lime|07700/);

    // Searched by the name's part that is not hex digits ('Ada' can be part of an order id).
    expect((await searchDeleted()).body.orders).toEqual([]);

    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: .*account has been deleted/im);
    expect(mails[0]?.replace(/=\r?\n/g, '')).toContain('such as a note on a return');
  });

  it('will not delete the last administrator, but deletes an admin when another remains', async () => {
    const refused = await rest.delete(
      '/api/auth/account',
      { password: 'correct horse battery' },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LAST_ADMIN_MESSAGE);

    const second = await registerCustomer(server.url);
    await setAdmin(catalog.database.db, second.id, true);
    const ok = await rest.delete(
      '/api/auth/account',
      { password: second.password },
      { token: second.token },
    );
    expect(ok.status).toBe(200);
    expect((await rest.get('/api/auth/profile', undefined, { token: admin.token })).status).toBe(
      200,
    );
  });
});

describe('password guessing through DELETE /api/auth/account', () => {
  it('is limited like a password change: the 11th try in 15 minutes is refused before any check', async () => {
    // The production limits (factor 1), on a server of its own.
    const limited = await startTestServer(
      createTestServices(catalog.database, { limiter: memoryRateLimiter() }),
    );
    try {
      const customer = await registerCustomer(limited.url);
      const api = restClient(limited.url);
      const guess = (password: string) =>
        api.delete('/api/auth/account', { password }, { token: customer.token });
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push((await guess(`guess-${i}`)).status);
      expect(answers).toEqual(Array(10).fill(400));
      const refused = await guess(customer.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(
        (await api.get('/api/auth/profile', undefined, { token: customer.token })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
