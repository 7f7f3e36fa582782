import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../src/server/db/schema';
import {
  memoryRateLimiter,
  scaledRateLimiter,
  type RateLimiter,
} from '../../src/server/integrations/rateLimiter';
import { formatCollectionCode } from '../../src/shared/collection';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createProduct } from '../support/factories';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let adminToken: string;
let collectMethod: string;
let postMethod: string;
let productId: string;

interface Order {
  _id: string;
  status: string;
  isDelivered: boolean;
  deliveredAt: string | null;
  collectionCode: string | null;
  readyToCollectAt: string | null;
  delivery: { kind: string } | null;
}
interface Collection {
  _id: string;
  customer: string;
  items: string[];
  readyAt: string | null;
  collectedAt: string | null;
  waitingDays?: number;
}
interface Collections {
  waiting: Collection[];
  collectedToday: Collection[];
}

beforeAll(async () => {
  // The guessing limit at its production size, as part of what is tested; the others (signing
  // up a shopper per order) at the test servers' usual hundredfold.
  const production = memoryRateLimiter();
  const roomy = scaledRateLimiter(memoryRateLimiter(), 100);
  const limiter: RateLimiter = {
    ...roomy,
    hit: (rule, key) =>
      (rule.name.startsWith('collection-code') ? production : roomy).hit(rule, key),
  };
  server = await startTestServer(createTestServices(catalog.database, { limiter }));
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
  const method = async (body: Record<string, unknown>) => {
    const { status, body: made } = await rest.post<{ _id: string }>(
      '/api/delivery/methods',
      { price: 0, dispatchDays: [0, 1, 2, 3, 4, 5], ...body },
      { token: adminToken },
    );
    expect(status).toBe(201);
    return made._id;
  };
  collectMethod = await method({ name: 'Collect in store', kind: 'collection', transitDays: 0 });
  postMethod = await method({ name: 'Tracked 48', kind: 'post', transitDays: 2 });
  productId = (
    await createProduct(catalog.database.db, {
      name: 'Pearl Studs',
      price: 45,
      countInStock: 50,
      categoryId: catalog.fixture.categories.smallRings.id,
    })
  ).id;
});
afterAll(() => server.close());

/** A new shopper's paid order, collected from the shop unless `deliveryMethod` says otherwise. */
async function placeOrder(deliveryMethod = collectMethod, name = 'Ada Lovelace') {
  const shopper = await registerCustomer(server.url, { name });
  const placed = await rest.post<Order>(
    '/api/orders',
    {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        address: `${name}, 1 High St`,
        city: 'Bath',
        postalCode: 'BA1 1AA',
        country: 'United Kingdom',
      },
      deliveryMethod,
    },
    { token: shopper.token },
  );
  expect(placed.status).toBe(201);
  const id = placed.body._id;
  const paid = await rest.put(
    `/api/orders/${id}/payment`,
    { method: 'Card in store' },
    { token: adminToken },
  );
  expect(paid.status).toBe(200);
  return { id, shopper };
}

const setStatus = (id: string, status: string) =>
  rest.put<{ order: Order; message: string }>(
    `/api/orders/status/${id}`,
    { status },
    { token: adminToken },
  );
const handOver = (id: string, code: unknown) =>
  rest.put<{ order: Order; message: string }>(
    `/api/orders/${id}/collected`,
    { code },
    { token: adminToken },
  );
const collections = async () => {
  const { status, body } = await rest.get<Collections>('/api/orders/collections', undefined, {
    token: adminToken,
  });
  expect(status).toBe(200);
  return body;
};
const readyMailsTo = (email: string) =>
  catalog.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .then((mails) => mails.filter((m) => m.subject.includes('ready to collect')));
const storedCode = async (id: string) =>
  (await catalog.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.collectionCode;

describe('click & collect: ready, the code, the hand-over', () => {
  it('mails the code once when ready, checks it at the counter and marks the order collected', async () => {
    const { id, shopper } = await placeOrder();
    expect((await setStatus(id, 'Ready to collect')).status).toBe(200);

    const code = await storedCode(id);
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const [mail, ...more] = await readyMailsTo(shopper.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Your .+ order [0-9A-F]{8} is ready to collect$/);
    expect(mail!.text).toContain(formatCollectionCode(code!));
    expect(mail!.text).toContain('please bring photo ID');
    expect(mail!.text).toMatch(/Opening hours:\n+\s*Monday: /);
    expect(mail!.html).toContain(formatCollectionCode(code!));

    // A second click on Ready to collect: the same code, no second mail.
    expect((await setStatus(id, 'Ready to collect')).status).toBe(200);
    expect(await storedCode(id)).toBe(code);
    expect(await readyMailsTo(shopper.email)).toHaveLength(1);

    // Its customer sees the code on the order page; the shop does not.
    const mine = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, {
      token: shopper.token,
    });
    expect(mine.body).toMatchObject({ collectionCode: code, status: 'Ready to collect' });
    const shops = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, {
      token: adminToken,
    });
    expect(shops.body.collectionCode).toBeNull();

    const wrong = await handOver(id, code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^That code does not match this order\./);
    expect(
      (await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, { token: shopper.token })).body
        .status,
    ).toBe('Ready to collect');

    // Typed as the mail shows it, in lower case: still the code.
    const right = await handOver(id, formatCollectionCode(code!).toLowerCase());
    expect(right.status).toBe(200);
    expect(right.body.order).toMatchObject({ status: 'Collected', isDelivered: true });
    expect(Date.now() - Date.parse(right.body.order.deliveredAt!)).toBeLessThan(60_000);
    // The code is retired: it no longer shows, and a second hand-over is refused.
    const after = await rest.get<Order>(`/api/orders/by-id/${id}`, undefined, {
      token: shopper.token,
    });
    expect(after.body.collectionCode).toBeNull();
    expect((await handOver(id, code)).status).toBe(409);
    // One mail says it was collected and invites a review, as a delivery's does.
    const collectedMails = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, shopper.email))
      .then((mails) => mails.filter((m) => m.subject.endsWith('has been collected')));
    expect(collectedMails).toHaveLength(1);
    expect(collectedMails[0]!.text).toContain('was collected from the shop');
    expect(collectedMails[0]!.text).toContain('Review ');
    // Collected counts as delivered in the customer's list (spec §4's classification).
    const delivered = await rest.get<{ _id: string }[]>(
      '/api/orders/myorders?status=delivered&page=1',
      undefined,
      {
        token: shopper.token,
      },
    );
    expect(delivered.body.map((o) => o._id)).toContain(id);
    // The owner's order list filters by the new statuses by their short names too.
    const listed = await rest.get<{ orders: { _id: string }[] }>(
      '/api/orders?status=collected',
      undefined,
      { token: adminToken },
    );
    expect(listed.body.orders.map((o) => o._id)).toContain(id);
  });

  it("shows no customer another's code", async () => {
    const { id } = await placeOrder();
    await setStatus(id, 'Ready to collect');
    const other = await registerCustomer(server.url);
    const peek = await rest.get(`/api/orders/by-id/${id}`, undefined, { token: other.token });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain((await storedCode(id))!);
    // Nor can a customer hand an order over (or guess at codes): that is the shop's.
    expect(
      (await rest.put(`/api/orders/${id}/collected`, { code: 'AAAAAA' }, { token: other.token }))
        .status,
    ).toBe(403);
  });

  it('stops guessing after five wrong codes for an order (429), even before the right one', async () => {
    const { id } = await placeOrder();
    await setStatus(id, 'Ready to collect');
    const code = (await storedCode(id))!;
    const wrongCode = code.startsWith('A') ? 'CCCCCC' : 'AAAAAA';
    for (let i = 0; i < 5; i++) expect((await handOver(id, wrongCode)).status).toBe(400);
    const limited = await handOver(id, code);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(await storedCode(id)).toBe(code);
  });

  it('lists what waits, oldest first, with the customer and no code, and what was collected today', async () => {
    const first = await placeOrder(collectMethod, 'Grace Hopper');
    const second = await placeOrder(collectMethod, 'Mary Somerville');
    await setStatus(first.id, 'Ready to collect');
    await setStatus(second.id, 'Ready to collect');
    // The first has waited since three days ago.
    await catalog.database.db
      .update(orders)
      .set({ collectionReadyAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.id, first.id));

    const list = await collections();
    const waiting = list.waiting.filter((c) => [first.id, second.id].includes(c._id));
    expect(waiting.map((c) => [c.customer, c.waitingDays])).toEqual([
      ['Grace Hopper', 3],
      ['Mary Somerville', 0],
    ]);
    expect(waiting[0]!.items).toEqual(['1 × Pearl Studs']);
    const oldestFirst = list.waiting.map((c) => Date.parse(c.readyAt!));
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));
    const codes = await Promise.all([storedCode(first.id), storedCode(second.id)]);
    for (const code of codes) expect(JSON.stringify(list)).not.toContain(code!);

    expect((await handOver(second.id, codes[1])).status).toBe(200);
    const later = await collections();
    expect(later.waiting.map((c) => c._id)).not.toContain(second.id);
    expect(later.collectedToday[0]).toMatchObject({ _id: second.id, customer: 'Mary Somerville' });
  });

  it('answers the same through tRPC', async () => {
    const { id } = await placeOrder(collectMethod, 'Rosalind Franklin');
    const trpc = trpcClient(server.url);
    const auth = { token: adminToken };
    await trpc.mutation('admin.orders.updateStatus', { id, status: 'Ready to collect' }, auth);
    const list = await trpc.query<Collections>('admin.orders.collections', undefined, auth);
    expect(list.body.result.data.waiting.map((c) => c._id)).toContain(id);
    const wrong = await trpc.mutation('admin.orders.handOver', { id, code: 'zzzzzz' }, auth);
    expect(wrong.body.error?.data.code).toBe('BAD_REQUEST');
    const right = await trpc.mutation<{ order: Order }>(
      'admin.orders.handOver',
      { id, code: await storedCode(id) },
      auth,
    );
    expect(right.body.result.data.order.status).toBe('Collected');
  });

  it('keeps posted orders off the collection path and collections off the parcel path (409)', async () => {
    const posted = await placeOrder(postMethod);
    const ready = await setStatus(posted.id, 'Ready to collect');
    expect(ready.status).toBe(409);
    expect(ready.body.message).toBe(
      'An order that is Order Processing cannot be moved to Ready to collect: it is sent to the customer, not collected.',
    );
    expect((await handOver(posted.id, 'AAAAAA')).status).toBe(409);

    const collection = await placeOrder();
    const shipped = await setStatus(collection.id, 'Order Shipped');
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(
      'An order that is Order Processing cannot be moved to Order Shipped: it is collected from the shop, not sent.',
    );
    // Not ready yet: there is no code to check.
    expect((await handOver(collection.id, 'AAAAAA')).status).toBe(409);
  });

  it('retires the code of a cancelled collection', async () => {
    const { id } = await placeOrder();
    await setStatus(id, 'Ready to collect');
    expect((await rest.put(`/api/orders/${id}/cancel`, {}, { token: adminToken })).status).toBe(
      200,
    );
    expect(await storedCode(id)).toBeNull();
  });
});
