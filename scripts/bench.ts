/**
 * `npm run bench`: measures the catalogue API under concurrent load and the client's download size
 * against budgets, and exits non-zero when one is missed. Runs the real server on a random port over
 * the demo shop: embedded PGlite in a temporary folder, or DATABASE_URL when set.
 *
 *   npm run bench                      # all scenarios, 400 requests each at concurrency 8
 *   BENCH_REQUESTS=2000 npm run bench  # longer run
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoDataIfEmpty } from '../src/server/demo/seed';
import { clientDistDir } from '../src/server/http/client';
import { createServices } from '../src/server/services';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** p95 budgets in milliseconds, for a 2-core machine. */
const scenarios = [
  { name: 'listing, default', path: '/api/products/getAll', p95: 60 },
  {
    name: 'listing, collection + sort',
    path: '/api/products/getAll?category=rings&sort=price-low&page=2',
    p95: 60,
  },
  {
    name: 'listing, search + price',
    path: '/api/products/getAll?search=diamond&minPrice=100&maxPrice=3000',
    p95: 60,
  },
  { name: 'home showcase (tRPC)', path: '/trpc/catalog.home', p95: 120 },
  { name: 'category tree (tRPC)', path: '/trpc/catalog.categoryTree', p95: 40 },
  { name: 'product detail', path: '/api/products/byId/:id', p95: 40 },
];

/** Gzipped bytes a first visit downloads: the entry script and stylesheet named in index.html. */
const pageBudgets = { entryScriptKb: 170, stylesheetKb: 25 };

async function measure(baseUrl: string, url: string) {
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS) {
      const start = performance.now();
      const response = await fetch(baseUrl + url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      timings.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), rps: timings.length / seconds };
}

function clientSizes() {
  const indexHtml = path.join(clientDistDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const html = readFileSync(indexHtml, 'utf8');
  const gzipKb = (pattern: RegExp) => {
    const file = pattern.exec(html)?.[1];
    return file ? gzipSync(readFileSync(path.join(clientDistDir, file))).length / 1024 : 0;
  };
  return {
    entryScriptKb: gzipKb(/<script[^>]+src="\/([^"]+\.js)"/),
    stylesheetKb: gzipKb(/<link[^>]+href="\/([^"]+\.css)"/),
    chunks: readdirSync(path.join(clientDistDir, 'assets')).filter((f) => f.endsWith('.js')).length,
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db, dataDir);
  const logger = pino({ level: 'warn' });
  const services = createServices(loadConfig({ DATA_DIR: dataDir }), database.db, logger);
  const server = createApp({ services, logger, dataDir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const listing = (await (await fetch(`${baseUrl}/api/products/getAll?limit=1`)).json()) as {
    products: { _id: string }[];
  };
  const productId = listing.products[0]?._id ?? '';
  const failures: string[] = [];

  console.log(`API, ${REQUESTS} requests per scenario at concurrency ${CONCURRENCY}:`);
  for (const scenario of scenarios) {
    const result = await measure(baseUrl, scenario.path.replace(':id', productId));
    const ok = result.p95 <= scenario.p95;
    if (!ok)
      failures.push(`${scenario.name}: p95 ${result.p95.toFixed(1)} ms > ${scenario.p95} ms`);
    console.log(
      `  ${ok ? 'ok  ' : 'SLOW'} ${scenario.name.padEnd(28)} p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
        `p95 ${result.p95.toFixed(1).padStart(6)} ms (budget ${scenario.p95})  ${result.rps.toFixed(0)} req/s`,
    );
  }

  const sizes = clientSizes();
  if (!sizes) {
    console.log('Client: not built (run "npm run build" to measure page weight).');
  } else {
    console.log(`Client first visit (gzipped), ${sizes.chunks} script chunks in the build:`);
    for (const key of ['entryScriptKb', 'stylesheetKb'] as const) {
      const ok = sizes[key] <= pageBudgets[key];
      if (!ok) failures.push(`${key}: ${sizes[key].toFixed(1)} KB > ${pageBudgets[key]} KB`);
      console.log(
        `  ${ok ? 'ok  ' : 'HEAVY'} ${key.padEnd(14)} ${sizes[key].toFixed(1)} KB (budget ${pageBudgets[key]} KB)`,
      );
    }
  }

  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (failures.length) {
    console.error(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
