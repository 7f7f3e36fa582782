import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_OPT_IN_WORDING, NEWSLETTER_WORDING } from '../../src/shared/marketing';
import { expireUnpaidOrders } from '../../src/server/modules/orders';
import { sendCheckoutReminders } from '../../src/server/workflows/reminders/checkoutReminders';
import { readOutbox, registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';
import { memoryRateLimiter } from '../../src/server/integrations/rateLimiter';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let trpc: ReturnType<typeof trpcClient>;
let outboxDir: string;
let admin: { token: string; id: string };

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbox-marketing-'));
  server = await startTestServer(createTestServices(catalog.database, { outboxDir }));
  rest = restClient(server.url);
  trpc = trpcClient(server.url);
  admin = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, admin.id, true);
});
afterAll(() => server.close());

/** The mails to an address, quoted-printable undone, so links read as they were written. */
async function mailsTo(address: string) {
  await server.services.mailer.drain();
  return (await readOutbox(outboxDir))
    .filter((m) => new RegExp(`^To: ${address}$`, 'im').test(m))
    .map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=')
        .replace(/\r?\n[ \t]+/g, ' '),
    );
}

const tokenIn = (mail: string | undefined, page: string) => {
  const match = new RegExp(`${page}\\?token=([\\w.-]+)`).exec(mail ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return match[1];
};

interface Consent {
  email: string;
  source: string;
  wording: string;
  givenAt: string;
  confirmedAt: string | null;
  withdrawnAt: string | null;
  withdrawnVia: string | null;
}

async function myConsents(token: string) {
  const response = await fetch(`${server.url}/api/auth/my-data`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { marketingConsents: Consent[] }).marketingConsents;
}

const agreedAddresses = async (search: string) =>
  (
    await rest.get<{ consents: { email: string; source: string; wording: string }[] }>(
      `/api/admin/marketing/consents?search=${encodeURIComponent(search)}`,
      undefined,
      { token: admin.token },
    )
  ).body.consents;

const address = {
  address: '7 Hatton Garden',
  city: 'London',
  postalCode: 'EC1N 8AD',
  country: 'United Kingdom',
};

async function placeOrder(token: string, productId: string) {
  const placed = await rest.post<{ _id: string; totalPrice: number }>(
    '/api/orders',
    { orderItems: [{ product: productId, qty: 1 }], shippingAddress: address },
    { token },
  );
  expect(placed.status).toBe(201);
  return placed.body;
}

async function pay(token: string, orderId: string) {
  const created = await rest.post<{ id: string }>(
    '/api/paypal/create-order',
    { orderId },
    { token },
  );
  const captured = await rest.post(
    '/api/paypal/capture-order',
    { orderID: created.body.id },
    { token },
  );
  expect(captured.status).toBe(200);
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('opting in at registration and checkout', () => {
  it('records the wording and the source, and Download my data carries them', async () => {
    const agreed = await registerCustomer(server.url);
    const said = await rest.put('/api/marketing/choice', { agreed: true }, { token: agreed.token });
    expect(said.body).toMatchObject({ agreed: true, source: 'account' });

    const email = `ticked-${Date.now()}@example.test`;
    const registered = await rest.post<{ token: string }>('/api/auth/register', {
      name: 'Ada Ticked',
      email,
      password: 'correct horse battery',
      marketingOptIn: true,
    });
    expect(registered.status).toBe(201);
    const [consent] = await myConsents(registered.body.token);
    expect(consent).toMatchObject({
      email,
      source: 'registration',
      wording: MARKETING_OPT_IN_WORDING,
      withdrawnAt: null,
    });
    expect(consent?.confirmedAt).toEqual(expect.any(String));
    expect(await agreedAddresses(email)).toEqual([
      expect.objectContaining({ email, source: 'registration', wording: MARKETING_OPT_IN_WORDING }),
    ]);
  });

  it('records nothing when a spec §7 client leaves the field out, and records the checkout tick', async () => {
    const customer = await registerCustomer(server.url);
    expect(await myConsents(customer.token)).toEqual([]);
    const placed = await rest.post(
      '/api/orders',
      {
        orderItems: [{ product: catalog.fixture.products.pendant.id, qty: 1 }],
        shippingAddress: address,
        marketingOptIn: true,
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    expect(await myConsents(customer.token)).toEqual([
      expect.objectContaining({ source: 'checkout', wording: MARKETING_OPT_IN_WORDING }),
    ]);
  });
});

describe('the footer newsletter (double opt-in)', () => {
  it('counts no consent until the mailed link is opened, and answers the same for a known address', async () => {
    const email = `reader-${Date.now()}@example.test`;
    const first = await rest.post('/api/marketing/newsletter', { email });
    expect(first.status).toBe(200);
    expect(await agreedAddresses(email)).toEqual([]);

    const [mail] = await mailsTo(email);
    const token = tokenIn(mail, '/newsletter');
    const confirmed = await trpc.mutation('marketing.confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await agreedAddresses(email)).toEqual([
      expect.objectContaining({ email, source: 'newsletter', wording: NEWSLETTER_WORDING }),
    ]);
    // The link works once.
    expect((await trpc.mutation('marketing.confirm', { token })).status).toBe(400);

    // Confirmed: a welcome, the first marketing mail, with its one-click unsubscribe.
    const [, welcome] = await mailsTo(email);
    expect(welcome).toMatch(/^Subject: Welcome to our news and offers$/m);
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Signed up already: the same answer, and no further mail.
    const again = await rest.post('/api/marketing/newsletter', { email });
    expect(again.body).toEqual(first.body);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('works as a plain form post without JavaScript', async () => {
    const response = await fetch(`${server.url}/api/marketing/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(`form-${Date.now()}@example.test`)}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/newsletter?asked=1');
  });

  it('limits sign-ups per address', async () => {
    // The shop's own limits (the other tests' server scales them up for its many sign-ups).
    const strict = await startTestServer(
      createTestServices(catalog.database, { outboxDir, limiter: memoryRateLimiter() }),
    );
    try {
      const email = `limited-${Date.now()}@example.test`;
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await restClient(strict.url).post('/api/marketing/newsletter', { email })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('abandoned checkout reminders and unsubscribing', () => {
  it('sends a consenting customer at most two reminders with one-click unsubscribe, and none to one who did not agree', async () => {
    const { solitaire } = catalog.fixture.products;
    const agreed = await registerCustomer(server.url);
    await rest.put('/api/marketing/choice', { agreed: true }, { token: agreed.token });
    const silent = await registerCustomer(server.url);
    await placeOrder(agreed.token, solitaire.id);
    await placeOrder(silent.token, solitaire.id);
    await expireUnpaidOrders(catalog.database.db, minutesFromNow(24 * 60));

    for (const minutes of [61, 61, 24 * 60 + 1, 24 * 60 + 1, 3 * 24 * 60])
      await sendCheckoutReminders(server.services, minutesFromNow(minutes));

    const reminders = await mailsTo(agreed.email);
    expect(reminders.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort()).toEqual([
      'Still thinking it over?',
      'You left something in your cart',
    ]);
    expect(await mailsTo(silent.email)).toEqual([]);

    const reminder = reminders.find((m) => m.includes('You left something in your cart'));
    expect(reminder).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(reminder).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/marketing\/unsubscribe\?token=/m);
    expect(reminder).toContain('Unsubscribe from these emails');

    // The reminder's link puts the products back, signed in or not.
    const cart = await rest.get<{ lines: { product: string; qty: number }[] }>(
      `/api/reminders/cart?token=${tokenIn(reminder, '/cart/restore')}`,
    );
    expect(cart.body.lines).toEqual([expect.objectContaining({ product: solitaire.id, qty: 1 })]);

    // RFC 8058: the mail client's POST, no sign-in.
    const oneClick = new URL(/List-Unsubscribe: <([^>]+)>/.exec(reminder!)![1]!);
    const posted = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const [withdrawn] = await myConsents(agreed.token);
    expect(withdrawn?.withdrawnVia).toBe('one-click');
    expect(withdrawn?.withdrawnAt).toEqual(expect.any(String));
    expect(
      (await rest.get('/api/marketing/choice', undefined, { token: agreed.token })).body,
    ).toMatchObject({
      agreed: false,
    });
  });

  it('the visible link opens a page that unsubscribes with one click, without signing in', async () => {
    const customer = await registerCustomer(server.url);
    await rest.put('/api/marketing/choice', { agreed: true }, { token: customer.token });
    await placeOrder(customer.token, catalog.fixture.products.pendant.id);
    await expireUnpaidOrders(catalog.database.db, minutesFromNow(24 * 60));
    await sendCheckoutReminders(server.services, minutesFromNow(61));
    const token = tokenIn((await mailsTo(customer.email))[0], '/unsubscribe');

    // Opening the header's address in a browser leads to the same page; opening it changes nothing.
    const opened = await fetch(`${server.url}/api/marketing/unsubscribe?token=${token}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect(await myConsents(customer.token)).toEqual([
      expect.objectContaining({ withdrawnAt: null }),
    ]);
    const shown = await trpc.query<{ email: string }>('marketing.unsubscribeAddress', { token });
    expect(shown.body.result?.data.email).toBe(customer.email.toLowerCase());
    const clicked = await trpc.mutation('marketing.unsubscribe', { token });
    expect(clicked.status).toBe(200);
    expect(await myConsents(customer.token)).toEqual([
      expect.objectContaining({ withdrawnVia: 'unsubscribe link' }),
    ]);
    // A changed link unsubscribes nobody.
    expect((await trpc.mutation('marketing.unsubscribe', { token: `${token}x` })).status).toBe(400);
  });

  it('stops once the customer pays for those products, and the admin sees what was recovered', async () => {
    const { solitaire } = catalog.fixture.products;
    const customer = await registerCustomer(server.url);
    await rest.put('/api/marketing/choice', { agreed: true }, { token: customer.token });
    const before = (
      await rest.get<{ ordersRecovered: number; revenueRecovered: number }>(
        '/api/admin/marketing/reminders',
        undefined,
        { token: admin.token },
      )
    ).body;
    await placeOrder(customer.token, solitaire.id);
    await expireUnpaidOrders(catalog.database.db, minutesFromNow(24 * 60));
    await sendCheckoutReminders(server.services, minutesFromNow(61));
    expect(await mailsTo(customer.email)).toHaveLength(1);

    const again = await placeOrder(customer.token, solitaire.id);
    await pay(customer.token, again._id);
    await sendCheckoutReminders(server.services, minutesFromNow(24 * 60 + 1));
    const mails = await mailsTo(customer.email);
    expect(mails.filter((m) => /^Subject: Still thinking it over\?$/m.test(m))).toEqual([]);

    const after = (
      await rest.get<{ ordersRecovered: number; revenueRecovered: number }>(
        '/api/admin/marketing/reminders',
        undefined,
        { token: admin.token },
      )
    ).body;
    expect(after.ordersRecovered).toBe(before.ordersRecovered + 1);
    expect(after.revenueRecovered).toBeCloseTo(before.revenueRecovered + again.totalPrice, 2);
  });
});

describe('Admin → Customers who agreed', () => {
  it('is for administrators only, and its CSV defuses formula-like cells', async () => {
    const customer = await registerCustomer(server.url);
    expect(
      (await rest.get('/api/admin/marketing/consents', undefined, { token: customer.token }))
        .status,
    ).toBe(403);
    expect(
      (await rest.get('/api/admin/marketing/consents/export', undefined, { token: customer.token }))
        .status,
    ).toBe(403);
    expect(
      (await trpc.query('admin.marketing.consents', {}, { token: customer.token })).status,
    ).toBe(403);

    const email = `=cmd-${Date.now()}@example.test`;
    const registered = await rest.post('/api/auth/register', {
      name: 'Formula',
      email: email.slice(1),
      password: 'correct horse battery',
      marketingOptIn: true,
    });
    expect(registered.status).toBe(201);
    const response = await fetch(`${server.url}/api/admin/marketing/consents/export`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text).toContain('Email,Agreed at,Source,Wording,Has an account');
    expect(text).toContain(`${email.slice(1)},`);
  });
});

describe('deleting an account', () => {
  it('stops all marketing to its address and keeps the history as proof', async () => {
    const customer = await registerCustomer(server.url);
    await rest.put('/api/marketing/choice', { agreed: true }, { token: customer.token });
    const deleted = await rest.delete(
      '/api/auth/account',
      { password: customer.password },
      { token: customer.token },
    );
    expect(deleted.status).toBe(200);
    expect(await agreedAddresses(customer.email)).toEqual([]);
  });
});
