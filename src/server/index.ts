import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './demo/seed';
import { serveBuiltClient, viteDevMiddleware } from './http/client';
import { healthFirst } from './http/health';
import { oneRequestPerTurn } from './http/oneRequestPerTurn';
import { exitGracefullyOnSignals } from './http/shutdown';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import { claimDataDir, releaseDataDir } from './maintenance/pidFile';
import { closeServices, createServices } from './services';
import { startupWarnings } from './startupWarnings';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const config = loadConfig();
  // Buffered, written in the background in 4 KB writes (at least once a second): a request never
  // waits on stdout for its log line, and a busy shop makes one write per ~20 lines, not one each.
  const logger = pino(
    { level: config.logLevel },
    pino.destination({ sync: false, minLength: 4096, periodicFlush: 1000 }),
  );
  for (const warning of startupWarnings(config)) logger.warn(warning);
  if (!config.databaseUrl) await claimDataDir(config.dataDir);
  const database = openDatabase(config, logger);
  await database.migrate(async (db) => {
    if (!config.seedDemoData) return;
    const seeded = await seedDemoDataIfEmpty(db);
    if (seeded) logger.info(seeded, 'demo data created');
  });

  const development = process.argv.includes('--dev');
  const server = createServer();
  const services = createServices(config, database, logger);
  let backgroundJobsStopped: Promise<void> | undefined;
  const lifecycle = exitGracefullyOnSignals({
    server,
    log: logger,
    drainMs: config.shutdownDrainSeconds * 1000,
    onStopping: () => {
      backgroundJobsStopped = stopBackgroundJobs();
    },
    finish: async () => {
      await backgroundJobsStopped;
      await closeServices(services);
      await database.close();
      if (!config.databaseUrl) await releaseDataDir(config.dataDir);
      logger.flush();
    },
  });
  const app = createApp({
    services,
    logger,
    trustProxy: config.trustProxy,
    client: development ? await viteDevMiddleware(server) : serveBuiltClient(),
    strictContentSecurityPolicy: !development,
    isStopping: lifecycle.isStopping,
    metricsToken: config.metricsToken,
  });
  // The process's own figures too (memory, CPU, event-loop delay), beside the shop's.
  if (config.metricsToken) collectDefaultMetrics({ register: services.metrics.registry });
  server.on(
    'request',
    healthFirst(
      { services, log: logger, isStopping: lifecycle.isStopping },
      oneRequestPerTurn(app),
    ),
  );
  const stopBackgroundJobs = startBackgroundJobs(services, logger, {
    roundMs: config.backgroundRoundSeconds * 1000,
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    logger.info({ port }, `Shop ready at http://localhost:${port} (database: ${where})`);
    // Whoever started the shop (a process manager, a test) waits for this line: not for a buffer.
    logger.flush();
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
