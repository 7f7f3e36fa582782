/**
 * The checkout scenario (`npm run bench -- --only=checkout`, PostgreSQL only): 200 signed-in
 * customers each place and pay orders in test mode, 20 and then 50 at a time, against our real
 * server process and against the hand-written reference (referenceCheckout.ts), interleaved in
 * one run (rounds alternate which goes first). Prints paid orders/s, p99 of placing and of paying,
 * SQL statements per paid order (counted on the wire in a separate small pass, see
 * statementCounter.ts), HOT update ratios, and checks the books: no oversell, no stock lost,
 * every paid order paid exactly once for its total.
 *
 *   BENCH_CHECKOUT_ROUNDS (2)  BENCH_ORDERS_PER_CUSTOMER (2)  BENCH_DB_PREFIX (shop_bench)
 *   BENCH_CHECKOUT_CPU_PROFILE_DIR (unset): our server runs with `--cpu-prof` and writes its
 *   profiles there on exit (summarise them with scripts/bench/cpuProfileSummary.ts)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  prepareCheckoutData,
  readHotUpdates,
  readOurBooks,
  readReferenceBooks,
  type Customer,
  type HotUpdates,
} from './checkoutData';
import { createFreshPostgresDatabase, prepareShopDatabase } from './benchDatabases';
import { freePort, startNodeServer, startShopServer, type RunningServer } from './processes';
import { startStatementCounter } from './statementCounter';
import { startCpuMeter, type CpuUse } from './cpuMeter';

const CUSTOMERS = 200;
const CONCURRENCIES = [20, 50];
const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 2);
const ORDERS_PER_CUSTOMER = Number(process.env.BENCH_ORDERS_PER_CUSTOMER ?? 2);
const COUNTING_CUSTOMERS = 20;
const cpuProfileDir = process.env.BENCH_CHECKOUT_CPU_PROFILE_DIR;

type Side = 'ours' | 'reference';

interface Flow {
  place(customer: Customer, lines: { product: string; qty: number }[]): Promise<string>;
  pay(customer: Customer, orderId: string): Promise<void>;
}

async function post(url: string, token: string, body: unknown, headers: object = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const address = {
  address: '1 High Street',
  city: 'York',
  postalCode: 'YO1 7HH',
  country: 'United Kingdom',
};

/** Spec §7's three calls: place the order, create the provider order, capture it. */
const ourFlow = (baseUrl: string): Flow => ({
  async place(customer, lines) {
    const order = await post(
      `${baseUrl}/api/orders`,
      customer.token,
      { orderItems: lines, shippingAddress: address },
      { 'idempotency-key': randomUUID() },
    );
    return order._id as string;
  },
  async pay(customer, orderId) {
    const created = await post(`${baseUrl}/api/paypal/create-order`, customer.token, { orderId });
    const captured = await post(`${baseUrl}/api/paypal/capture-order`, customer.token, {
      orderID: created.id,
    });
    if (captured.status !== 'COMPLETED') throw new Error(`capture ${String(captured.status)}`);
  },
});

const referenceFlow = (baseUrl: string): Flow => ({
  async place(customer, lines) {
    const order = await post(`${baseUrl}/checkout/orders`, customer.token, { orderItems: lines });
    return String(order._id);
  },
  async pay(customer, orderId) {
    await post(`${baseUrl}/checkout/orders/${orderId}/pay`, customer.token, {});
  },
});

/** One to three lines of one or two units, from the products everyone buys. */
function randomLines(productIds: string[]) {
  const count = 1 + Math.floor(Math.random() * 3);
  const chosen = new Set<string>();
  while (chosen.size < count)
    chosen.add(productIds[Math.floor(Math.random() * productIds.length)]!);
  return [...chosen].map((product) => ({ product, qty: 1 + Math.floor(Math.random() * 2) }));
}

interface Measurement {
  paidPerSecond: number;
  placeP99: number;
  payP99: number;
  paid: number;
  /** CPU per paid order, in ms (set for the timed runs). */
  cpu?: CpuUse;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** `customers`, `concurrency` at a time, each placing and paying `ordersEach` orders in turn. */
async function drive(
  flow: Flow,
  customers: Customer[],
  productIds: string[],
  concurrency: number,
  ordersEach: number,
): Promise<Measurement> {
  const placeMs: number[] = [];
  const payMs: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < customers.length) {
      const customer = customers[next++]!;
      for (let i = 0; i < ordersEach; i++) {
        const t0 = performance.now();
        const orderId = await flow.place(customer, randomLines(productIds));
        const t1 = performance.now();
        await flow.pay(customer, orderId);
        payMs.push(performance.now() - t1);
        placeMs.push(t1 - t0);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    paidPerSecond: payMs.length / seconds,
    placeP99: p99(placeMs),
    payP99: p99(payMs),
    paid: payMs.length,
  };
}

async function startBoth(options: {
  workDir: string;
  ourUrl: string;
  referenceUrl: string;
  jwtSecret: string;
}) {
  const ours = await startShopServer({
    cwd: options.workDir,
    dataDir: path.join(options.workDir, 'checkout-shop'),
    databaseUrl: options.ourUrl,
    nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
    env: {
      JWT_SECRET: options.jwtSecret,
      // Every customer comes from 127.0.0.1: the per-address limits would stop the run.
      RATE_LIMIT_FACTOR: '1000',
    },
  });
  const referencePort = await freePort();
  const reference = await startNodeServer({
    script: 'scripts/bench/referenceServer.ts',
    port: referencePort,
    readyPath: '/bytes',
    env: {
      REFERENCE_DATABASE_URL: options.referenceUrl,
      REFERENCE_CHECKOUT_DATABASE_URL: options.referenceUrl,
      REFERENCE_JWT_SECRET: options.jwtSecret,
      REFERENCE_PORT: String(referencePort),
    },
  });
  return { ours, reference };
}

const flows = (servers: Record<Side, RunningServer>): Record<Side, Flow> => ({
  ours: ourFlow(servers.ours.baseUrl),
  reference: referenceFlow(servers.reference.baseUrl),
});

const stopBoth = async (servers: Record<Side, RunningServer>) => {
  await servers.ours.stop();
  await servers.reference.stop();
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median CPU per paid order over the rounds: server + database = total. */
function cpuFigures(ms: Measurement[]) {
  const server = median(ms.map((m) => m.cpu?.server ?? 0));
  const database = median(ms.map((m) => m.cpu?.database ?? 0));
  return `${server.toFixed(1)} + ${database.toFixed(1)} = ${(server + database).toFixed(1)}`;
}

const hotRatio = (before: HotUpdates[], after: HotUpdates[]) =>
  after
    .map((a) => {
      const b = before.find((x) => x.table === a.table) ?? { updates: 0, hot: 0 };
      const updates = a.updates - b.updates;
      const hot = a.hot - b.hot;
      return `${a.table} ${updates ? Math.round((100 * hot) / updates) : 0}% of ${updates}`;
    })
    .join(', ');

/** Statements per paid order for each side: a few customers, through the counting relay. */
async function countStatements(
  options: Parameters<typeof startBoth>[0],
  customers: Customer[],
  productIds: string[],
) {
  const counters = {
    ours: await startStatementCounter(options.ourUrl),
    reference: await startStatementCounter(options.referenceUrl),
  };
  const servers = await startBoth({
    ...options,
    ourUrl: counters.ours.url,
    referenceUrl: counters.reference.url,
  });
  const perOrder: Record<Side, number> = { ours: 0, reference: 0 };
  try {
    const flow = flows(servers);
    for (const side of ['ours', 'reference'] as const) {
      // The first orders warm caches up; the counted ones are a shop in service's.
      await drive(flow[side], customers.slice(0, 5), productIds, 5, 1);
      const before = counters[side].statements();
      const run = await drive(
        flow[side],
        customers.slice(5, 5 + COUNTING_CUSTOMERS),
        productIds,
        5,
        1,
      );
      perOrder[side] = (counters[side].statements() - before) / run.paid;
    }
  } finally {
    await stopBoth(servers);
    await counters.ours.close();
    await counters.reference.close();
  }
  return perOrder;
}

export async function runCheckoutBench(options: {
  serverUrl: string;
  workDir: string;
  extraProducts: number;
  databasePrefix: string;
}) {
  const jwtSecret = randomBytes(32).toString('hex');
  const ourUrl = await createFreshPostgresDatabase(
    options.serverUrl,
    `${options.databasePrefix}checkout`,
  );
  await prepareShopDatabase({
    databaseUrl: ourUrl,
    dataDir: path.join(options.workDir, 'checkout-shop'),
    extraProducts: options.extraProducts,
  });
  const { customers, productIds, referenceUrl } = await prepareCheckoutData({
    ourUrl,
    serverUrl: options.serverUrl,
    referenceName: `${options.databasePrefix}checkout_reference`,
    jwtSecret,
    count: CUSTOMERS,
  });
  const serverOptions = { workDir: options.workDir, ourUrl, referenceUrl, jwtSecret };
  const statements = await countStatements(serverOptions, customers, productIds);

  const servers = await startBoth(serverOptions);
  const results = new Map<string, Measurement[]>();
  const tables = ['products', 'orders', 'payments'];
  const hotBefore = {
    ours: await readHotUpdates(ourUrl, tables),
    reference: await readHotUpdates(referenceUrl, tables),
  };
  const meters = {
    ours: await startCpuMeter(servers.ours.pid, ourUrl),
    reference: await startCpuMeter(servers.reference.pid, referenceUrl),
  };
  try {
    const flow = flows(servers);
    for (const side of ['reference', 'ours'] as const) {
      await drive(flow[side], customers.slice(0, 40), productIds, 20, 1);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order: Side[] = round % 2 === 0 ? ['reference', 'ours'] : ['ours', 'reference'];
      for (const concurrency of CONCURRENCIES) {
        for (const side of order) {
          const cpuSince = await meters[side].begin();
          const m = await drive(
            flow[side],
            customers,
            productIds,
            concurrency,
            ORDERS_PER_CUSTOMER,
          );
          // Let the database work off what the load left (autovacuum, the mail worker); the
          // confirmations' sending is part of a paid order's CPU.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const cpu = await cpuSince();
          m.cpu = { server: cpu.server / m.paid, database: cpu.database / m.paid };
          const key = `${side}@${concurrency}`;
          results.set(key, [...(results.get(key) ?? []), m]);
        }
      }
    }
  } finally {
    await meters.ours.close();
    await meters.reference.close();
    await stopBoth(servers);
  }
  const hotAfter = {
    ours: await readHotUpdates(ourUrl, tables),
    reference: await readHotUpdates(referenceUrl, tables),
  };
  const books = {
    ours: await readOurBooks(ourUrl, productIds),
    reference: await readReferenceBooks(referenceUrl),
  };

  console.log(
    `\nCheckout: ${CUSTOMERS} customers × ${ORDERS_PER_CUSTOMER} orders each, ${ROUNDS} rounds ` +
      '(medians; p99 the worst round)',
  );
  console.log(
    'concurrency  side        paid/s   p99 place   p99 pay    ratio   CPU ms per paid order: server + database',
  );
  for (const concurrency of CONCURRENCIES) {
    const ours = results.get(`ours@${concurrency}`)!;
    const reference = results.get(`reference@${concurrency}`)!;
    const rate = (ms: Measurement[]) => median(ms.map((m) => m.paidPerSecond));
    for (const [side, ms] of [
      ['ours', ours],
      ['reference', reference],
    ] as const) {
      console.log(
        `${String(concurrency).padStart(11)}  ${side.padEnd(10)} ${rate(ms).toFixed(1).padStart(7)}` +
          ` ${Math.max(...ms.map((m) => m.placeP99))
            .toFixed(0)
            .padStart(8)} ms` +
          ` ${Math.max(...ms.map((m) => m.payP99))
            .toFixed(0)
            .padStart(7)} ms` +
          (side === 'ours' ? `   ${(rate(ours) / rate(reference)).toFixed(2)}×` : '       ') +
          `   ${cpuFigures(ms)}`,
      );
    }
  }
  console.log(
    `SQL statements per paid order: ours ${statements.ours.toFixed(1)}, ` +
      `reference ${statements.reference.toFixed(1)}`,
  );
  console.log(`HOT updates, ours: ${hotRatio(hotBefore.ours, hotAfter.ours)}`);
  console.log(`HOT updates, reference: ${hotRatio(hotBefore.reference, hotAfter.reference)}`);
  for (const side of ['ours', 'reference'] as const) {
    const b = books[side];
    console.log(
      `Books, ${side}: ${b.paidOrders} of ${b.orders} orders paid, ${b.badlyPaid} not paid exactly ` +
        `once, stock drift ${b.stockDrift}, oversold ${b.oversold}`,
    );
  }
  const failures = (['ours', 'reference'] as const).filter((side) => {
    const b = books[side];
    return b.badlyPaid > 0 || b.stockDrift !== 0 || b.oversold > 0 || b.paidOrders !== b.orders;
  });
  return failures.map((side) => `checkout: the books of ${side} do not add up`);
}
