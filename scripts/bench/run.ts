/**
 * `npm run bench`: our catalogue API under load beside a minimal reference server, in the same
 * run, with budgets stated as ratios (this machine is shared and noisy; absolute times are not
 * comparable between runs). Exits non-zero when a budget is missed. Not part of `npm test`.
 *
 *   npm run bench                                  # the demo shop (52 products) on PGlite
 *   npm run bench -- --products=10000              # 10,000 generated products more
 *   BENCH_PRODUCTS=10000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * Our server is the real one (src/server/index.ts, NODE_ENV=production, its default request log)
 * in its own process, on a fresh database: PostgreSQL when DATABASE_URL names a server (the bench
 * creates database shop_bench there), else PGlite in a temporary folder. The reference
 * (scripts/bench/referenceServer.ts) always reads PostgreSQL: the same database, or on a PGlite
 * run a copy seeded alike on BENCH_REFERENCE_URL (default: the local server). Each scenario is
 * warmed up, then measured in two rounds that alternate which server goes first; the ratio is ours
 * over the reference's requests per second across both rounds. BENCH_SECONDS sets each
 * measurement's length (3), BENCH_CONNECTIONS the concurrency (50).
 *
 * On PostgreSQL the checkout scenario (checkout.ts) follows; `--only=checkout` runs it alone.
 * BENCH_DB_PREFIX names the bench's databases (default shop_bench), so two runs on one server
 * do not drop each other's.
 *
 * With BENCH_ORDERS set it runs the big-data scenario instead (admin and account endpoints at
 * BENCH_ORDERS/100, /10 and BENCH_ORDERS orders): see bigData.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFreshPostgresDatabase, prepareShopDatabase } from './benchDatabases';
import { runBigDataBench } from './bigData';
import { measureClientWeight, snapshotBuiltClient } from './clientWeight';
import { load, type LoadResult } from './load';
import { freePort, startNodeServer, startShopServer, type RunningServer } from './processes';
import { printClientWeight, printListingBytes, printResults, type Measured } from './report';
import { runCheckoutBench } from './checkout';
import { benchScenarios, budgetFor, type Scenario } from './scenarios';
import { fetchBody } from './wireBytes';

const productsFlag = process.argv.find((arg) => arg.startsWith('--products='))?.split('=')[1];
const EXTRA_PRODUCTS = Number(productsFlag ?? process.env.BENCH_PRODUCTS ?? 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 1;
/** A pause after each measurement (see measurePair). */
const SETTLE_MS = 2000;
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'shop_bench';

async function prepareDatabases(workDir: string) {
  const ourDataDir = path.join(workDir, 'shop');
  const options = { dataDir: ourDataDir, extraProducts: EXTRA_PRODUCTS };
  if (process.env.DATABASE_URL) {
    const url = await createFreshPostgresDatabase(process.env.DATABASE_URL, DB_PREFIX);
    await prepareShopDatabase({ ...options, databaseUrl: url });
    return { ourDataDir, ourUrl: url, referenceUrl: url };
  }
  await prepareShopDatabase({ ...options, databaseUrl: undefined });
  const referenceServer =
    process.env.BENCH_REFERENCE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const referenceUrl = await createFreshPostgresDatabase(referenceServer, `${DB_PREFIX}_reference`);
  await prepareShopDatabase({
    dataDir: path.join(workDir, 'reference'),
    extraProducts: EXTRA_PRODUCTS,
    databaseUrl: referenceUrl,
  });
  return { ourDataDir, ourUrl: undefined, referenceUrl };
}

async function startServers(workDir: string, setup: Awaited<ReturnType<typeof prepareDatabases>>) {
  const ours = await startShopServer({
    cwd: workDir,
    dataDir: setup.ourDataDir,
    databaseUrl: setup.ourUrl,
  });
  const hotBody = await fetchBody(`${ours.baseUrl}/api/products/getAll?limit=12`);
  const bodyFile = path.join(workDir, 'hot-body.json');
  await writeFile(bodyFile, hotBody);
  const referencePort = await freePort();
  const reference = await startNodeServer({
    script: 'scripts/bench/referenceServer.ts',
    port: referencePort,
    readyPath: '/bytes',
    env: {
      REFERENCE_DATABASE_URL: setup.referenceUrl,
      REFERENCE_PORT: String(referencePort),
      REFERENCE_BODY_FILE: bodyFile,
    },
  });
  return { ours, reference };
}

async function measurePair(
  scenario: Scenario,
  servers: { ours: RunningServer; reference: RunningServer },
  seconds: number,
  referenceFirst: boolean,
) {
  const run = async (server: 'ours' | 'reference') => {
    const result = await load({
      url: servers[server].baseUrl + (server === 'ours' ? scenario.path : scenario.reference),
      seconds,
      connections: CONNECTIONS,
      cold: scenario.cold,
      serverPid: servers[server].pid,
    });
    // The load stops with a request in flight on every connection, and the server (and its
    // database) still works them off; the next measurement must not start on top of that work.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return result;
  };
  if (referenceFirst) {
    const reference = await run('reference');
    return { ours: await run('ours'), reference };
  }
  const ours = await run('ours');
  return { ours, reference: await run('reference') };
}

const combine = (rounds: LoadResult[]): LoadResult => ({
  rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
  p50: rounds.reduce((sum, r) => sum + r.p50, 0) / rounds.length,
  p99: Math.max(...rounds.map((r) => r.p99)),
  cpuUs: rounds.reduce((sum, r) => sum + r.cpuUs, 0) / rounds.length,
});

async function checkoutOnly() {
  if (!process.env.DATABASE_URL) throw new Error('the checkout scenario needs DATABASE_URL');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  snapshotBuiltClient(workDir);
  try {
    const failures = await runCheckoutBench({
      serverUrl: process.env.DATABASE_URL,
      workDir,
      extraProducts: EXTRA_PRODUCTS,
      databasePrefix: `${DB_PREFIX}_`,
    });
    if (failures.length > 0) {
      console.error(`\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  snapshotBuiltClient(workDir);
  console.log(`Seeding ${EXTRA_PRODUCTS} generated products beside the demo shop (${database})…`);
  const setup = await prepareDatabases(workDir);
  const servers = await startServers(workDir, setup);
  try {
    const listing = JSON.parse(
      (await fetchBody(`${servers.ours.baseUrl}/api/products/getAll?limit=1`)).toString(),
    ) as { products: { _id: string }[]; total: number };
    const scenarios = benchScenarios(listing.products[0]?._id ?? '');
    console.log(
      `${listing.total} visible products; ${CONNECTIONS} connections, ${SECONDS} s per ` +
        `measurement, two rounds after a ${WARM_UP_SECONDS} s warm-up.`,
    );

    for (const scenario of scenarios) await measurePair(scenario, servers, WARM_UP_SECONDS, true);
    const rounds = new Map<Scenario, { ours: LoadResult[]; reference: LoadResult[] }>();
    for (const referenceFirst of [true, false]) {
      for (const scenario of scenarios) {
        const pair = await measurePair(scenario, servers, SECONDS, referenceFirst);
        const entry = rounds.get(scenario) ?? { ours: [], reference: [] };
        entry.ours.push(pair.ours);
        entry.reference.push(pair.reference);
        rounds.set(scenario, entry);
      }
    }

    const measured: Measured[] = [];
    for (const scenario of scenarios) {
      const entry = rounds.get(scenario)!;
      const ours = combine(entry.ours);
      const reference = combine(entry.reference);
      const body = await fetchBody(servers.ours.baseUrl + scenario.path);
      measured.push({
        scenario,
        ours,
        reference,
        ratio: ours.rps / reference.rps,
        bytes: body.length,
        budget: budgetFor(scenario.kind, database),
      });
    }
    const failures = printResults(measured, database);
    await printListingBytes(servers.ours.baseUrl + '/api/products/getAll?limit=12');
    failures.push(...printClientWeight(await measureClientWeight(servers.ours.baseUrl)));
    if (process.env.DATABASE_URL) {
      await servers.ours.stop();
      await servers.reference.stop();
      failures.push(
        ...(await runCheckoutBench({
          serverUrl: process.env.DATABASE_URL,
          workDir,
          extraProducts: EXTRA_PRODUCTS,
          databasePrefix: `${DB_PREFIX}_`,
        })),
      );
    }
    if (failures.length > 0) {
      console.error(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await servers.ours.stop();
    await servers.reference.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ORDERS) await runBigDataBench(Number(process.env.BENCH_ORDERS));
else await (only === 'checkout' ? checkoutOnly() : main());
