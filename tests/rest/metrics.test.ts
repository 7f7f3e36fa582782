import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopperWithOrder } from '../faults/support/shopper';
import { useCatalogDatabase } from '../support/catalogFixture';
import { parsePrometheusText, sampleValue, type PrometheusSample } from '../support/prometheusText';
import { startTestServer } from '../support/server';
import { createTestServices } from '../support/services';

const METRICS_TOKEN = 'metrics-token-of-at-least-thirty-two-characters';
const catalog = useCatalogDatabase();
let shop: Awaited<ReturnType<typeof startTestServer>>;
let other: Awaited<ReturnType<typeof startTestServer>>;

/** An instance of the shop with its own services (cache, counters) over the file's database. */
async function startInstance() {
  const services = createTestServices(catalog.database);
  await vi.waitFor(() => expect(services.catalogue.enabled).toBe(true));
  return startTestServer(services, { metricsToken: METRICS_TOKEN });
}

beforeAll(async () => {
  shop = await startInstance();
  other = await startInstance();
});
afterAll(() => Promise.all([shop.close(), other.close()]));

async function scrape(server: { url: string }) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

/** How much `series`, as `server` reports it, grew while `act` ran. */
async function countedMore(
  server: { url: string },
  series: (samples: PrometheusSample[]) => number | undefined,
  act: () => Promise<unknown>,
) {
  const before = series(await scrape(server)) ?? 0;
  await act();
  return (series(await scrape(server)) ?? 0) - before;
}

const requestsOf = (route: string, status: string) => (samples: PrometheusSample[]) =>
  sampleValue(samples, 'shop_http_request_duration_seconds_count', { route, status });

describe('GET /metrics', () => {
  it('answers only with the token, in the Prometheus text format, and only when one is set', async () => {
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${shop.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.status).toBe(401);

    const response = await fetch(`${shop.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
    expect(sampleValue(parsePrometheusText(text), 'shop_instance_ready')).toBe(1);
    // No REDIS_URL in the tests: each instance counts its own limits.
    expect(
      sampleValue(parsePrometheusText(text), 'shop_rate_limit_store', { store: 'memory' }),
    ).toBe(1);

    const unset = await startTestServer(createTestServices(catalog.database));
    try {
      const none = await fetch(`${unset.url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(none.status).toBe(404);
    } finally {
      await unset.close();
    }
  });
});

describe('metrics', () => {
  it('count a listing asked twice as one miss and one hit of the answers part', async () => {
    const path = '/api/products/getAll?limit=3&sort=price-low';
    const lookups = (result: string) => (samples: PrometheusSample[]) =>
      sampleValue(samples, 'shop_catalogue_cache_lookups_total', { part: 'answers', result });
    const before = await scrape(shop);
    await fetch(shop.url + path);
    await fetch(shop.url + path);
    const after = await scrape(shop);
    expect((lookups('miss')(after) ?? 0) - (lookups('miss')(before) ?? 0)).toBe(1);
    expect((lookups('hit')(after) ?? 0) - (lookups('hit')(before) ?? 0)).toBe(1);
  });

  it('count requests under their route template, never the address', async () => {
    const { pendant } = catalog.fixture.products;
    const missingId = 'ffffffffffffffffffffffff';
    const route = '/api/products/byId/:id';
    expect(
      await countedMore(shop, requestsOf(route, '2xx'), () =>
        fetch(`${shop.url}/api/products/byId/${pendant.id}`),
      ),
    ).toBe(1);
    expect(
      await countedMore(shop, requestsOf(route, '4xx'), () =>
        fetch(`${shop.url}/api/products/byId/${missingId}`),
      ),
    ).toBe(1);
    expect(
      await countedMore(shop, requestsOf('/trpc/catalog.categoryTree', '2xx'), () =>
        fetch(`${shop.url}/trpc/catalog.categoryTree`),
      ),
    ).toBe(1);
    const routes = new Set((await scrape(shop)).map((s) => s.labels.route));
    expect([...routes].some((r) => r?.includes(pendant.id) || r?.includes(missingId))).toBe(false);
  });

  it('show a queued mail in the outbox depth', async () => {
    const { services } = shop;
    const unsent = (samples: PrometheusSample[]) =>
      sampleValue(samples, 'shop_mail_outbox_unsent', { state: 'all' });
    expect(
      await countedMore(shop, unsent, () =>
        services.mailer.enqueue(services.db, {
          to: 'someone@example.test',
          subject: 'Queued',
          text: 'Queued',
          html: '<p>Queued</p>',
        }),
      ),
    ).toBe(1);
  });

  it('show a created payment among the payments by status', async () => {
    const created = (samples: PrometheusSample[]) =>
      sampleValue(samples, 'shop_payments', { status: 'CREATED' });
    expect(
      await countedMore(shop, created, () =>
        shopperWithOrder(shop.url, catalog.fixture.products.pendant.id),
      ),
    ).toBe(1);
  });

  it('are counted apart by two apps in one process', async () => {
    const listing = requestsOf('/api/products/getAll', '2xx');
    const before = listing(await scrape(other)) ?? 0;
    const counted = await countedMore(shop, listing, () =>
      fetch(`${shop.url}/api/products/getAll?limit=2`),
    );
    expect(counted).toBe(1);
    expect(listing(await scrape(other)) ?? 0).toBe(before);
  });
});
