import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { demoDeliveryMethods } from '../../src/server/demo/deliveryMethods';
import { policyNames, type PolicyName } from '../../src/shared/legalPages';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { restClient, trpcClient } from '../support/http';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let rest: ReturnType<typeof restClient>;
let trpc: ReturnType<typeof trpcClient>;
let admin: { token: string };
let customer: { token: string; email: string };

interface PolicyPage {
  name: PolicyName;
  title: string;
  version: number;
  currentVersion: number;
  isCurrent: boolean;
  html: string;
  headings: { id: string; text: string; level: number }[];
}
interface Editing {
  markdown: string;
  version: number;
  versions: { version: number; savedAt: string }[];
}

beforeAll(async () => {
  server = await startTestServer(catalog.database);
  rest = restClient(server.url);
  trpc = trpcClient(server.url);
  const owner = await registerCustomer(server.url, { name: 'Owner' });
  await setAdmin(catalog.database.db, owner.id, true);
  admin = owner;
  customer = await registerCustomer(server.url);
  for (const method of demoDeliveryMethods) {
    const made = await rest.post('/api/delivery/methods', method, { token: admin.token });
    expect(made.status).toBe(201);
  }
});
afterAll(() => server.close());

const page = async (name: PolicyName, version?: number) => {
  const answer = await rest.get<PolicyPage>(
    `/api/policies/${name}${version === undefined ? '' : `?version=${version}`}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

const setShop = async (fields: object) => {
  const saved = await rest.put(
    '/api/shop/infoUpdate',
    { shopName: 'Hatton & Vale', email: 'hello@hatton.example', ...fields },
    { token: admin.token },
  );
  expect(saved.status).toBe(200);
};

const editing = async (name: PolicyName) =>
  (await trpc.query<Editing>('admin.policies.get', { name }, { token: admin.token })).body.result
    .data;

const save = (name: PolicyName, markdown: string, basedOnVersion: number, token = admin.token) =>
  trpc.mutation<Editing>('admin.policies.save', { name, markdown, basedOnVersion }, { token });

/** Every "N days" or "N-day" a text states. */
const dayCounts = (text: string) => [...text.matchAll(/(\d+)[ -]days?\b/g)].map((m) => m[1]);

describe('the shop’s first texts', () => {
  it('are version 1 of every policy, with each heading given an id to link to', async () => {
    for (const name of policyNames) {
      const policy = await page(name);
      expect(policy).toMatchObject({ name, version: 1, currentVersion: 1, isCurrent: true });
      expect(policy.headings.length).toBeGreaterThan(2);
      for (const heading of policy.headings) {
        expect(policy.html).toContain(`<h2 id="${heading.id}">`);
      }
      expect(policy.html).not.toMatch(/\{[A-Za-z]+\}/);
    }
  });

  it('state the return window only as the setting says it, whatever it is set to', async () => {
    for (const days of [21, 45]) {
      await setShop({ returnWindowDays: days });
      for (const name of ['terms', 'returns', 'faq'] as const) {
        const text = textOf((await page(name)).html);
        expect(text).toContain(`${days} days of delivery`);
        // Besides the window, only the law's own periods: 14 days to cancel and refund, 30 days
        // to reject a faulty piece or to be delivered to.
        expect(dayCounts(text).filter((n) => !['14', '30', String(days)].includes(n!))).toEqual([]);
        expect(text).not.toMatch(/30 days of delivery for|30-day returns/);
      }
    }
  });

  it('fill the shop’s name, VAT number and delivery methods from the settings', async () => {
    await setShop({ vatNumber: '' });
    expect(textOf((await page('terms')).html)).toContain('We are not registered for VAT.');
    await setShop({ vatNumber: 'GB123456789' });
    const terms = textOf((await page('terms')).html);
    expect(terms).toContain('We are Hatton & Vale,');
    expect(terms).toContain('Our VAT registration number is GB123456789.');
    const delivery = (await page('delivery')).html;
    expect(delivery).toContain('<li><strong>Tracked 48</strong> (Royal Mail Tracked 48): £3.95');
    expect(delivery).toContain('<strong>Collect in store</strong>');
  });
});

describe('the owner’s edits', () => {
  it('are kept as new versions, the old ones still readable and saying they are not current', async () => {
    const before = await editing('returns');
    expect(before.versions.map((v) => v.version)).toEqual([1]);
    const saved = await save(
      'returns',
      '## Returns\n\nSend it back within {returnWindowDays} days of delivery, to {shopName}.',
      1,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.versions.map((v) => v.version)).toEqual([2, 1]);

    await setShop({ returnWindowDays: 30 });
    const current = await page('returns');
    expect(current).toMatchObject({ version: 2, isCurrent: true });
    expect(textOf(current.html)).toContain(
      'Send it back within 30 days of delivery, to Hatton & Vale.',
    );
    const first = await page('returns', 1);
    expect(first).toMatchObject({ version: 1, currentVersion: 2, isCurrent: false });

    const missing = await rest.get('/api/policies/returns?version=9');
    expect(missing.status).toBe(404);
  });

  it('are refused when made from a version that is no longer the current one', async () => {
    const stale = await save('returns', 'A text written in another tab.', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/changed since you opened it/);
  });

  it('refuse an unknown placeholder with a message that lists the known ones', async () => {
    const answer = await save('terms', 'Returns within {returnDays} days.', 1);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toContain(
      'Unknown placeholder {returnDays}: use {shopName}',
    );
  });

  it('show raw HTML as text and refuse unsafe links', async () => {
    const terms = await editing('terms');
    const saved = await save(
      'terms',
      [
        '# Terms <script>alert(1)</script>',
        '',
        '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '![tracker](https://tracker.example/pixel.gif) [Returns](/returns-policy)',
      ].join('\n'),
      terms.version,
    );
    expect(saved.status).toBe(200);
    const { html } = await page('terms');
    expect(html).not.toMatch(/<script|<img|href="javascript:|href="data:/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('<a href="/returns-policy">Returns</a>');
    // A picture is not loaded from another host: it stays a link the shopper may choose to open.
    expect(html).toContain('<a href="https://tracker.example/pixel.gif">tracker</a>');
  });

  it('are the owner’s alone: a customer is refused, a guest asked to sign in', async () => {
    const byCustomer = await save('privacy', 'Mine now.', 1, customer.token);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.error?.data.code).toBe('FORBIDDEN');
    const readByCustomer = await trpc.query('admin.policies.get', { name: 'privacy' }, customer);
    expect(readByCustomer.status).toBe(403);
    const byGuest = await trpc.mutation('admin.policies.save', {
      name: 'privacy',
      markdown: 'Mine now.',
      basedOnVersion: 1,
    });
    expect(byGuest.status).toBe(401);
    expect((await page('privacy')).version).toBe(1);
  });
});

describe('an order', () => {
  const placeOrder = async () => {
    const placed = await rest.post<{ _id: string; termsVersion: number | null }>(
      '/api/orders',
      {
        orderItems: [
          {
            name: 'Ring',
            qty: 1,
            image: '/x.jpg',
            price: 1,
            product: catalog.fixture.products.solitaire.id,
          },
        ],
        shippingAddress: {
          address: '12 Hatton Garden',
          city: 'London',
          postalCode: 'EC1N 8JY',
          country: 'United Kingdom',
        },
        paymentMethod: 'PayPal',
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    return placed.body;
  };

  it('records the Terms version it was placed under, which a later edit does not change', async () => {
    const { version } = await editing('terms');
    const first = await placeOrder();
    expect(first.termsVersion).toBe(version);

    expect((await save('terms', '## Terms\n\nNew terms from {shopName}.', version)).status).toBe(
      200,
    );
    const second = await placeOrder();
    expect(second.termsVersion).toBe(version + 1);

    // Paid, its confirmation mail links to those Terms as they were.
    const created = await rest.post<{ id: string }>(
      '/api/paypal/create-order',
      { orderId: first._id },
      customer,
    );
    const captured = await rest.post(
      '/api/paypal/capture-order',
      { orderID: created.body.id },
      customer,
    );
    expect(captured.status).toBe(200);
    const [mail] = await catalog.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, customer.email));
    expect(mail!.text).toContain(
      `Your order was placed under our Terms of Sale, version ${version}:`,
    );
    expect(mail!.text).toContain(`/terms/version/${version}.`);

    const read = await rest.get<{ termsVersion: number }>(
      `/api/orders/by-id/${first._id}`,
      undefined,
      customer,
    );
    expect(read.body.termsVersion).toBe(version);
    const agreed = await page('terms', version);
    expect(agreed).toMatchObject({ version, isCurrent: false });
  });
});
