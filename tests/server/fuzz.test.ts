import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { appRouter } from '../../src/server/trpc/router';
import { registerCustomer, setAdmin } from '../support/accounts';
import { useCatalogDatabase } from '../support/catalogFixture';
import { createFuzzer } from '../support/fuzz';
import { listRestRoutes, type RestRoute } from '../support/restRoutes';
import { startTestServer } from '../support/server';

const catalog = useCatalogDatabase();
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 12);

let baseUrl: string;
let close: () => Promise<void>;
let routes: RestRoute[];
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  const server = await startTestServer(catalog.database);
  routes = listRestRoutes(server.app).filter((r) => r.path.startsWith('/api/'));
  baseUrl = server.url;
  close = server.close;
  customerToken = (await registerCustomer(baseUrl)).token;
  const admin = await registerCustomer(baseUrl);
  await setAdmin(catalog.database.db, admin.id, true);
  adminToken = admin.token;
});
afterAll(() => close());

/** What no caller may ever change by sending garbage: the catalogue, the shop, orders, roles. */
async function fingerprint() {
  const [row] = await queryRows<Record<string, string>>(
    catalog.database.db,
    sql`select
      (select md5(coalesce(string_agg(p::text, '' order by p.id), '')) from products p) as products,
      (select md5(coalesce(string_agg(c::text, '' order by c.id), '')) from categories c) as categories,
      (select md5(coalesce(string_agg(o::text, '' order by o.id), '')) from orders o) as orders,
      (select md5(coalesce(string_agg(s::text, ''), '')) from shop_info s) as shop,
      (select count(*)::text from users where is_admin) as admins`,
  );
  return row;
}

interface Answer {
  status: number;
  text: string;
  label: string;
}

/** No stack trace, no SQL, no internal path ever reaches a caller. */
function expectSafe(answer: Answer) {
  expect(answer.status, answer.label).toBeLessThan(500);
  expect(answer.text, answer.label).not.toMatch(
    /\n\s+at |node_modules|syntax error at|relation "|\bselect\b.+\bfrom\b/i,
  );
}

async function send(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  return {
    status: response.status,
    text: await response.text(),
    label: `${method} ${path.slice(0, 120)} ${body?.slice(0, 80) ?? ''}`,
  };
}

/** encodeURIComponent refuses half of a surrogate pair (a browser would send U+FFFD). */
const withoutLoneSurrogates = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function fillPath(path: string, fuzz: ReturnType<typeof createFuzzer>) {
  return path.replace(/[:*]\w+/g, () => {
    const raw = fuzz.pick([
      '0123456789abcdef01234567',
      'x',
      '%E0%A4%A',
      '..%2F..%2Fetc',
      'a'.repeat(500),
      String(fuzz.value()),
    ]);
    return raw.startsWith('%') || raw.includes('%2F')
      ? raw
      : encodeURIComponent(withoutLoneSurrogates(raw));
  });
}

function randomQuery(fuzz: ReturnType<typeof createFuzzer>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fuzz.object()))
    params.append(key, JSON.stringify(value) ?? '');
  return params.size ? `?${params}&page=1&page=2` : '';
}

describe('hostile input never hurts', () => {
  it('found the REST routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('every REST route answers 4xx (never 5xx, never a trace) and changes nothing, for a guest and a customer', async () => {
    const before = await fingerprint();
    const fuzz = createFuzzer(SEED);
    for (const route of routes) {
      for (let i = 0; i < CASES_PER_ROUTE; i++) {
        const headers: Record<string, string> = {};
        if (fuzz.next() < 0.5) headers.Authorization = `Bearer ${customerToken}`;
        else if (fuzz.next() < 0.2)
          headers.Authorization = `Bearer ${fuzz.pick(['x', 'a.b.c', ''])}`;
        let body: string | undefined;
        if (route.method !== 'GET' && route.method !== 'HEAD') {
          const roll = fuzz.next();
          if (roll < 0.15) {
            headers['Content-Type'] = 'multipart/form-data; boundary=broken';
            body =
              '--broken\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\n\r\n<?php';
          } else {
            headers['Content-Type'] = 'application/json';
            body = roll < 0.45 ? fuzz.rawBody() : JSON.stringify(fuzz.value());
          }
        }
        expectSafe(
          await send(
            route.method,
            `${fillPath(route.path, fuzz)}${randomQuery(fuzz)}`,
            body,
            headers,
          ),
        );
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('every tRPC procedure answers 4xx to garbage, for a guest and a customer, and changes nothing', async () => {
    const before = await fingerprint();
    const fuzz = createFuzzer(SEED + 1);
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(40);
    for (const [path, procedure] of procedures) {
      for (let i = 0; i < CASES_PER_ROUTE; i++) {
        const headers: Record<string, string> = {};
        if (fuzz.next() < 0.5) headers.Authorization = `Bearer ${customerToken}`;
        const raw = fuzz.next() < 0.3 ? fuzz.rawBody() : JSON.stringify(fuzz.value());
        const answer =
          procedure._def.type === 'query'
            ? await send(
                'GET',
                `/trpc/${path}?input=${encodeURIComponent(raw)}`,
                undefined,
                headers,
              )
            : await send('POST', `/trpc/${path}`, raw, {
                ...headers,
                'Content-Type': 'application/json',
              });
        expectSafe(answer);
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('an administrator sending garbage to every admin route gets 4xx too (never 5xx, never a trace)', async () => {
    const fuzz = createFuzzer(SEED + 2);
    const headers = { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' };
    const adminRoutes = routes.filter((r) => r.method !== 'GET' || r.path === '/api/orders');
    for (const route of adminRoutes) {
      for (let i = 0; i < CASES_PER_ROUTE; i++) {
        const body =
          route.method === 'GET'
            ? undefined
            : fuzz.next() < 0.3
              ? fuzz.rawBody()
              : JSON.stringify(fuzz.value());
        expectSafe(
          await send(
            route.method,
            `${fillPath(route.path, fuzz)}${randomQuery(fuzz)}`,
            body,
            headers,
          ),
        );
      }
    }
  }, 120_000);
});
