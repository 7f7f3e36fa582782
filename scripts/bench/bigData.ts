/**
 * The big-data scenario of `npm run bench` (issue 27), run when BENCH_ORDERS is set:
 *
 *   BENCH_ORDERS=200000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * For BENCH_ORDERS/100, /10 and BENCH_ORDERS orders it fills a fresh database (shop_bench_big on
 * DATABASE_URL's server, or BENCH_DATABASE; see bigShop.ts), starts our real server cold on it and times each admin
 * and account endpoint one request at a time (median of 5; destructive ones once per account or
 * once in all), then prints each endpoint's growth from the smallest to the largest shop. The
 * budget (issue 27): at most 4× for every list, search, the dashboard and the account pages; the
 * CSV grows linearly, so its time per row stays roughly flat.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { expireUnpaidOrders } from '../../src/server/modules/orders';
import { orderNumber } from '../../src/shared/orders';
import { createFreshPostgresDatabase } from './benchDatabases';
import { snapshotBuiltClient } from './clientWeight';
import { BENCH_PASSWORD, DELETED_ACCOUNTS, bigShopSize, prepareBigShop } from './bigShop';
import { startShopServer } from './processes';

const GROWTH_BUDGET = 4;
/** The database the shops are loaded into, in turn (BENCH_DATABASE names another). */
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'shop_bench_big';
const REPEATS = 5;
/** A CSV slower than this is timed once, not five times: the bench must stay a few minutes. */
const SLOW_CSV_MS = 5_000;

interface Timing {
  ms: number;
  /** Rows in the answer where that says something (CSV lines, My Orders' orders). */
  rows?: number;
  note?: string;
}
type SizeResults = Map<string, Timing>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timeRequest(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body}`);
  return { ms, body };
}

async function medianOf(url: string, headers: Record<string, string>, count = REPEATS) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < count; i++) {
    const result = await timeRequest(url, { headers });
    times.push(result.ms);
    body = result.body;
  }
  return { ms: median(times), body };
}

async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A customer of the crowd and one of their orders: what the searches look for. */
async function searchTargets(databaseUrl: string, dataDir: string, orders: number) {
  const database = openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await queryRows<{ id: string; name: string; email: string }>(
      database.db,
      sql`select o.id, u.name, u.email from orders o join users u on u.id = o.user_id
        where o.id = substr(md5('order' || ${Math.round(orders * 0.4)}), 1, 24)`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

async function measureSize(serverUrl: string, orders: number): Promise<SizeResults> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-big-'));
  snapshotBuiltClient(workDir);
  const dataDir = path.join(workDir, 'shop');
  const databaseUrl = await createFreshPostgresDatabase(serverUrl, DATABASE_NAME);
  const size = bigShopSize(orders);
  const loadStarted = performance.now();
  await prepareBigShop(databaseUrl, dataDir, size);
  console.log(
    `\n${orders} orders: loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s ` +
      `(${size.products} products, ${size.customers} customers, ${size.reviews} reviews)`,
  );
  const target = await searchTargets(databaseUrl, dataDir, orders);
  const server = await startShopServer({ cwd: workDir, dataDir, databaseUrl });
  const results: SizeResults = new Map();
  const api = `${server.baseUrl}/api`;
  try {
    const admin = await signIn(server.baseUrl, 'admin@bench.test');
    const heavy = await signIn(server.baseUrl, 'heavy@bench.test');
    const adminGet = async (name: string, query: string) => {
      const { ms, body } = await medianOf(`${api}/orders?${query}`, admin);
      results.set(name, { ms });
      return JSON.parse(body) as { pagination: { pages: number; total: number } };
    };
    const first = await adminGet('admin orders, page 1', 'page=1');
    await adminGet('admin orders, last page', `page=${first.pagination.pages}`);
    await adminGet('search by name', `search=${encodeURIComponent(target.name)}`);
    await adminGet('search by e-mail', `search=${encodeURIComponent(target.email)}`);
    await adminGet(
      'search by order number',
      `search=${encodeURIComponent('#' + orderNumber(target.id))}`,
    );
    await adminGet(
      'search by #ref (last 6)',
      `search=${encodeURIComponent('#' + target.id.slice(-6))}`,
    );
    await adminGet('sort by total', 'sortBy=totalPrice&order=desc');
    await adminGet('returns list, any', 'returns=any');
    const dashboard = await medianOf(`${server.baseUrl}/trpc/admin.orders.dashboard`, admin);
    results.set('dashboard', { ms: dashboard.ms });

    const csvUrl = `${api}/orders/export?payment=all`;
    const once = await timeRequest(csvUrl, { headers: admin });
    const csvRows = once.body.split('\n').length - 2;
    const csv = once.ms > SLOW_CSV_MS ? once : await medianOf(csvUrl, admin);
    results.set('orders CSV, all', { ms: csv.ms, rows: csvRows });

    const myOrders = await medianOf(`${api}/orders/myorders`, heavy);
    const listed = JSON.parse(myOrders.body) as unknown[] | { orders: unknown[] };
    results.set('My Orders (heavy customer)', {
      ms: myOrders.ms,
      rows: Array.isArray(listed) ? listed.length : listed.orders.length,
      note: `of ${size.heavyOrders}`,
    });
    const myData = await medianOf(`${api}/auth/my-data`, heavy);
    results.set('my-data (heavy customer)', { ms: myData.ms, note: `${size.heavyOrders} orders` });

    const deletions: number[] = [];
    for (let n = 1; n <= DELETED_ACCOUNTS; n++) {
      const leaving = await signIn(server.baseUrl, `leaving-${n}@bench.test`);
      const { ms } = await timeRequest(`${api}/auth/account`, {
        method: 'DELETE',
        headers: { ...leaving, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: BENCH_PASSWORD }),
      });
      deletions.push(ms);
    }
    results.set('delete account', { ms: median(deletions) });
  } finally {
    await server.stop();
  }

  results.set('expiry of due orders', await timeExpiry(databaseUrl, dataDir, size.dueOrders));
  await rm(workDir, { recursive: true, force: true });
  return results;
}

/** The sweep as the server runs it, rounds until nothing is due, as of after every hold ran out. */
async function timeExpiry(databaseUrl: string, dataDir: string, due: number): Promise<Timing> {
  const database = openDatabase({ databaseUrl, dataDir });
  try {
    const later = new Date(Date.now() + 2 * 3_600_000);
    const started = performance.now();
    let released = 0;
    let rounds = 0;
    for (;;) {
      const n = await expireUnpaidOrders(database.db, later);
      if (n === 0) break;
      released += n;
      rounds++;
    }
    const ms = performance.now() - started;
    return { ms, rows: released, note: `${rounds} rounds for ${due} due` };
  } finally {
    await database.close();
  }
}

function printTable(sizes: number[], bySize: SizeResults[]) {
  const names = [...bySize[0]!.keys()];
  const header = ['endpoint', ...sizes.map((s) => `${s} orders`), 'growth', '']
    .map((h, i) => (i === 0 ? h.padEnd(30) : h.padStart(14)))
    .join('');
  console.log(`\n${header}`);
  const failures: string[] = [];
  for (const name of names) {
    const timings = bySize.map((r) => r.get(name)!);
    const growth = timings.at(-1)!.ms / timings[0]!.ms;
    const cells = timings.map((t) => {
      const ms = t.ms >= 10_000 ? `${(t.ms / 1000).toFixed(1)} s` : `${t.ms.toFixed(1)} ms`;
      return t.rows === undefined ? ms : `${ms} (${t.rows})`;
    });
    let verdict = '';
    if (name.startsWith('orders CSV')) {
      const perRow = timings.map((t) => t.ms / Math.max(1, t.rows ?? 1));
      const perRowGrowth = perRow.at(-1)! / perRow[0]!;
      verdict = `per row ×${perRowGrowth.toFixed(1)}`;
      if (perRowGrowth > GROWTH_BUDGET)
        failures.push(`${name}: per-row time ×${perRowGrowth.toFixed(1)}`);
    } else if (!name.startsWith('expiry')) {
      verdict = growth <= GROWTH_BUDGET ? 'ok' : `over ${GROWTH_BUDGET}×`;
      if (growth > GROWTH_BUDGET) failures.push(`${name}: ×${growth.toFixed(1)}`);
    }
    const notes = timings.map((t) => t.note).filter(Boolean);
    console.log(
      name.padEnd(30) +
        cells.map((c) => c.padStart(14)).join('') +
        `×${growth.toFixed(1)}`.padStart(14) +
        `  ${verdict}${notes.length ? `  [${notes.join('; ')}]` : ''}`,
    );
  }
  return failures;
}

export async function runBigDataBench(largest: number) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_ORDERS needs DATABASE_URL (a PostgreSQL server)');
  const sizes = [largest / 100, largest / 10, largest].map(Math.round);
  const bySize: SizeResults[] = [];
  for (const orders of sizes) {
    bySize.push(await measureSize(serverUrl, orders));
    // Each shop's figures as soon as they are measured: a long run stopped halfway keeps them.
    for (const [name, t] of bySize.at(-1)!) console.log(`  ${name}: ${t.ms.toFixed(1)} ms`);
  }
  const failures = printTable(sizes, bySize);
  if (failures.length > 0) {
    console.error(`\nGrowth budgets missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
