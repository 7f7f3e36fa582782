import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products, productVariants, stockAlerts } from '../../src/server/db/schema';
import { sendBackInStockAlerts } from '../../src/server/modules/stockAlerts';
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

beforeAll(async () => {
  server = await startTestServer(createTestServices(catalog.database));
  rest = restClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  adminToken = owner.token;
});
afterAll(() => server.close());

const db = () => catalog.database.db;
const soldOut = (name: string) =>
  createProduct(db(), {
    name,
    countInStock: 0,
    categoryId: catalog.fixture.categories.smallRings.id,
  });
const restock = (id: string, countInStock: number) =>
  db().update(products).set({ countInStock }).where(eq(products.id, id));
const alertsFor = (productId: string) =>
  db().select().from(stockAlerts).where(eq(stockAlerts.productId, productId));
const mailsTo = (to: string, subject: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, subject)));
const runRound = () => sendBackInStockAlerts(server.services);

describe('back-in-stock alerts', () => {
  it('stores one request per address and product, however often it is asked', async () => {
    const ring = await soldOut('Sold-out Ring');
    const ask = () =>
      rest.post('/api/stock-alerts', { product: ring.id, email: 'Ada@Example.test' });
    expect((await ask()).status).toBe(201);
    const again = await trpcClient(server.url).mutation('stockAlerts.ask', {
      product: ring.id,
      email: 'ada@example.test',
    });
    expect(again.status).toBe(200);
    expect(await alertsFor(ring.id)).toHaveLength(1);
    // The address is told once what it asked for, with a way to stop it.
    expect(await mailsTo('ada@example.test', "We'll tell you when%")).toHaveLength(1);
  });

  it('refuses a piece that is in stock, and a hidden or missing one', async () => {
    const inStock = await createProduct(db(), {
      name: 'In-stock Ring',
      countInStock: 2,
      categoryId: catalog.fixture.categories.smallRings.id,
    });
    const answer = await rest.post<{ message: string }>('/api/stock-alerts', {
      product: inStock.id,
      email: 'ada@example.test',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('"In-stock Ring" is in stock: you can order it now.');
    await db().update(products).set({ isActive: false }).where(eq(products.id, inStock.id));
    const hidden = await rest.post('/api/stock-alerts', {
      product: inStock.id,
      email: 'ada@example.test',
    });
    expect(hidden.status).toBe(404);
    const guest = await rest.post<{ message: string }>('/api/stock-alerts', {
      product: (await soldOut('Another Ring')).id,
    });
    expect(guest.status).toBe(400);
    expect(guest.body.message).toBe('Please enter your email address');
  });

  it('sends one mail when stock returns, not before, and then forgets the request', async () => {
    const ring = await soldOut('Returning Ring');
    const asked = await rest.post('/api/stock-alerts', {
      product: ring.id,
      email: 'grace@example.test',
    });
    expect(asked.status).toBe(201);
    await runRound();
    expect(await mailsTo('grace@example.test', 'Back in stock%')).toHaveLength(0);
    expect(await alertsFor(ring.id)).toHaveLength(1);

    await restock(ring.id, 3);
    await runRound();
    await runRound();
    const sent = await mailsTo('grace@example.test', 'Back in stock%');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Back in stock: Returning Ring');
    expect(sent[0]!.text).toContain(`/product/${ring.id}`);
    expect(await alertsFor(ring.id)).toHaveLength(0);
  });

  it('waits while the product is hidden, even with stock', async () => {
    const ring = await soldOut('Hidden Ring');
    await rest.post('/api/stock-alerts', { product: ring.id, email: 'hedy@example.test' });
    await db()
      .update(products)
      .set({ isActive: false, countInStock: 5 })
      .where(eq(products.id, ring.id));
    await runRound();
    expect(await mailsTo('hedy@example.test', 'Back in stock%')).toHaveLength(0);
    expect(await alertsFor(ring.id)).toHaveLength(1);
    await db().update(products).set({ isActive: true }).where(eq(products.id, ring.id));
    await runRound();
    expect(await mailsTo('hedy@example.test', 'Back in stock%')).toHaveLength(1);
  });

  it('waits for the sold-out size itself, not another', async () => {
    const created = await rest.post<{ _id: string }>(
      '/api/products/create',
      {
        name: 'Sized Ring',
        description: 'Kept in stock per size.',
        price: 300,
        countInStock: 0,
        category: catalog.fixture.categories.smallRings.id,
        variations: { Size: ['M', 'N'] },
        variants: [
          { choice: { Size: 'M' }, countInStock: 3 },
          { choice: { Size: 'N' }, countInStock: 0 },
        ],
      },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    const id = created.body._id;
    const ask = (Size: string) =>
      rest.post('/api/stock-alerts', {
        product: id,
        variation: { Size },
        email: 'mary@example.test',
      });
    expect((await ask('M')).status).toBe(409);
    expect((await ask('N')).status).toBe(201);
    await runRound();
    expect(await mailsTo('mary@example.test', 'Back in stock%')).toHaveLength(0);
    await db()
      .update(productVariants)
      .set({ countInStock: 2 })
      .where(and(eq(productVariants.productId, id), eq(productVariants.choice, { Size: 'N' })));
    await runRound();
    const [mail] = await mailsTo('mary@example.test', 'Back in stock%');
    expect(mail?.subject).toBe('Back in stock: Sized Ring in Size N');
  });

  it('stops with the mailed link, without signing in', async () => {
    const ring = await soldOut('Stopped Ring');
    await rest.post('/api/stock-alerts', { product: ring.id, email: 'joan@example.test' });
    const [asked] = await mailsTo('joan@example.test', "We'll tell you when%");
    const token = /stock-alerts\/stop\?token=([0-9a-f]+)/.exec(asked!.text)?.[1];
    expect(token).toBeDefined();
    const stop = await rest.post<{ stopped: boolean }>('/api/stock-alerts/stop', { token });
    expect(stop.body).toEqual({ stopped: true });
    expect(await alertsFor(ring.id)).toHaveLength(0);
    const viaTrpc = await trpcClient(server.url).mutation<{ stopped: boolean }>(
      'stockAlerts.stop',
      { token },
    );
    expect(viaTrpc.body.result?.data).toEqual({ stopped: false });
    await restock(ring.id, 1);
    await runRound();
    expect(await mailsTo('joan@example.test', 'Back in stock%')).toHaveLength(0);
  });

  it("uses a signed-in shopper's own address, exports it and deletes it with the account", async () => {
    const ring = await soldOut('Account Ring');
    const shopper = await registerCustomer(server.url, { password: 'correct horse 1' });
    const asked = await rest.post<{ email: string }>(
      '/api/stock-alerts',
      { product: ring.id, email: 'someone-else@example.test' },
      { token: shopper.token },
    );
    expect(asked.body.email).toBe(shopper.email.toLowerCase());
    const data = await rest.get<{ stockAlerts: { product: string; email: string }[] }>(
      '/api/auth/my-data',
      undefined,
      { token: shopper.token },
    );
    expect(data.body.stockAlerts).toEqual([
      expect.objectContaining({ product: ring.id, email: shopper.email.toLowerCase() }),
    ]);
    const deleted = await rest.delete(
      '/api/auth/account',
      { password: 'correct horse 1' },
      { token: shopper.token },
    );
    expect(deleted.status).toBe(200);
    expect(await alertsFor(ring.id)).toHaveLength(0);
  });
});
