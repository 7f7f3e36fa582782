/**
 * `npm run load -- --seconds=60 --shoppers=50`: fault scenario 1's mixed traffic (the same
 * generator as tests/faults) against a real server process on a throwaway PostgreSQL cluster,
 * then its figures, each catalogue cache part's hits and misses (from the shop's /metrics) and the
 * shop's invariants. Also LOAD_SECONDS and LOAD_SHOPPERS. Exits 1 when a response was 5xx or an
 * invariant broke.
 */
import { randomBytes } from 'node:crypto';
import {
  seedCatalogue,
  signUpAdmin,
  startFaultDatabaseOnOwnCluster,
} from '../tests/faults/support/faultShop';
import { checkInvariants, describeInvariants } from '../tests/faults/support/invariants';
import {
  describeCacheParts,
  describeFigures,
  trafficFigures,
} from '../tests/faults/support/report';
import { startShop } from '../tests/faults/support/shopProcess';
import { startTraffic } from '../tests/faults/support/traffic';
import { parsePrometheusText } from '../tests/support/prometheusText';

function option(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = Number(flag ?? process.env[envName] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} (or ${envName}) must be a whole number of 1 or more`);
  }
  return value;
}

const seconds = option('seconds', 'LOAD_SECONDS', 60);
const shoppers = option('shoppers', 'LOAD_SHOPPERS', 50);

const metricsToken = randomBytes(24).toString('hex');
// A cluster of its own: the shared one (startFaultDatabase) is set up by Vitest for the fault tests.
const database = await startFaultDatabaseOnOwnCluster();
const shop = await startShop({ DATABASE_URL: database.url, METRICS_TOKEN: metricsToken }).catch(
  async (err: unknown) => {
    await database.destroy();
    throw err;
  },
);
let healthy = false;
try {
  // Enough stock that checkouts keep going for a long run instead of meeting 'sold out'.
  const { productIds, initialStock } = await seedCatalogue(database.db, { stock: 1000 });
  const adminToken = await signUpAdmin(shop.url, database.db);
  console.log(`${shoppers} shoppers and an admin for ${seconds} s against ${shop.url} ...`);
  const traffic = await startTraffic({
    urls: [shop.url],
    shoppers,
    durationMs: seconds * 1000,
    productIds,
    adminToken,
    pageVisits: true,
  }).done;
  const figures = trafficFigures(traffic.samples, traffic.elapsedMs);
  const invariants = await checkInvariants(database.db, initialStock, traffic.acknowledged);
  console.log(describeFigures('Mixed traffic', figures));
  console.log(
    `${traffic.acknowledged.orders.size} orders placed, ${traffic.acknowledged.paidOrders.size} paid`,
  );
  const metrics = await fetch(`${shop.url}/metrics`, {
    headers: { Authorization: `Bearer ${metricsToken}` },
  });
  console.log(describeCacheParts(parsePrometheusText(await metrics.text())));
  console.log(describeInvariants(invariants));
  const broken = Object.values(invariants).some((v) => Array.isArray(v) && v.length > 0);
  healthy = figures.serverErrors === 0 && figures.noAnswer === 0 && !broken;
} finally {
  await shop.stop();
  await database.destroy();
}
process.exit(healthy ? 0 : 1);
