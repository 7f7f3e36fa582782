import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './demo/seed';
import { serveBuiltClient, viteDevMiddleware } from './http/client';
import { startBackgroundJobs } from './jobs/backgroundJobs';
import { closeServices, createServices } from './services';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const config = loadConfig();
  // Buffered, written in the background: a request never waits on stdout for its log line.
  const logger = pino({ level: config.logLevel }, pino.destination({ sync: false }));
  const database = openDatabase(config, logger);
  await database.migrate();
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, config.dataDir);
    if (seeded) logger.info(seeded, 'demo data created');
  }

  const development = process.argv.includes('--dev');
  const server = createServer();
  const services = createServices(config, database.db, logger);
  const app = createApp({
    services,
    logger,
    trustProxy: config.trustProxy,
    dataDir: config.dataDir,
    client: development ? await viteDevMiddleware(server) : serveBuiltClient(),
    strictContentSecurityPolicy: !development,
  });
  server.on('request', app);
  const stopBackgroundJobs = startBackgroundJobs(services, logger);
  server.listen(config.port, config.host, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    logger.info(`Shop ready at http://localhost:${config.port} (database: ${where})`);
  });

  const shutdown = (signal: string) => {
    logger.info(`${signal} received, shutting down`);
    server.close(() => {
      void stopBackgroundJobs()
        .then(() => closeServices(services))
        .then(() => database.close())
        .then(() => logger.flush())
        .then(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
