import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverProject: TestProjectInlineConfiguration['test'] = {
  sequence: { groupOrder: 0 },
  // Each file builds its own app on its own database, and the server keeps no module-level state
  // beyond immutable caches: sharing the imported modules within a worker instead of importing the
  // server again for each of ~65 files cut these projects' CPU from 179 s to 111 s.
  isolate: false,
  environment: 'node',
  globalSetup: ['tests/support/globalDatabase.ts', 'tests/support/demoPictures.ts'],
  setupFiles: ['tests/support/failOnConsoleError.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/**
 * With TEST_DATABASE_URL set (CI), the server tests run on PostgreSQL, and these again on the
 * embedded database, where its driver differs: how results are parsed (JSON, dates, counts) and
 * errors are shaped, one connection serialising every transaction and row lock, its own change
 * feed, its extensions, and the demo seeding that `npm start` does on it. The rest goes through
 * the same Drizzle queries either way. Without TEST_DATABASE_URL every server test uses PGlite.
 */
const driverSensitiveTests = [
  'tests/server/catalog-listing-reference.test.ts', // 300 listings against an oracle: parsing, SQL
  'tests/server/catalog-search-suggestions.test.ts', // pg_trgm through PGlite's extension build
  'tests/server/catalog-cache.test.ts', // PGlite's change feed, not LISTEN/NOTIFY
  'tests/server/orders-stock.test.ts', // concurrent orders on one serialising connection
  'tests/server/mail-outbox.test.ts', // SKIP LOCKED claims and raw-SQL rows
  'tests/server/demo-seed.test.ts', // what `npm start` runs on a fresh machine
  'tests/rest/catalog.test.ts', // product JSON as REST clients read it (jsonb, dates, prices)
  'tests/rest/one-charge.test.ts', // parallel captures: row locks and unique claims
  'tests/rest/auth.test.ts', // unique-violation mapping (a taken e-mail) through its errors
  'tests/rest/admin-orders-at-scale.test.ts', // counters kept by triggers, trigram search, keysets
  'tests/server/orders-expiry-rounds.test.ts', // the expiry's one-statement CTE and SKIP LOCKED
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // whose tests mostly wait on the database while the second core idles.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...serverProject,
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...serverProject, name: 'server-pglite', include: driverSensitiveTests } }]
        : []),
      {
        test: {
          // Issue 10's load and fault scenarios: real server processes on throwaway PostgreSQL
          // clusters, two files at a time: run from the bundled server, each scenario keeps about
          // half a core busy (two at a time: 114 s -> 53 s, decision 014).
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/faults/support/faultCluster.ts'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
          // After the other projects: traffic figures are not skewed by them, nor they by it.
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'shared',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/shared/**/*.test.ts'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
        },
      },
      {
        test: {
          name: 'client',
          sequence: { groupOrder: 0 },
          // A file that needs a DOM says so in its first line (`// @vitest-environment jsdom`):
          // setting up jsdom costs ~1 s per file, and most of these test plain functions.
          environment: 'node',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
        },
      },
    ],
  },
});
