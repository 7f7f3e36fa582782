import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts'],
          globalSetup: ['tests/support/globalDatabase.ts', 'tests/support/demoPictures.ts'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Issue 10's load and fault scenarios: real server processes on throwaway PostgreSQL
          // clusters, one file at a time so they do not starve each other of the two cores.
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
          fileParallelism: false,
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
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
        },
      },
    ],
  },
});
