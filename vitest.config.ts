import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
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
          name: 'shared',
          environment: 'node',
          include: ['tests/shared/**/*.test.ts'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/failOnConsoleError.ts'],
        },
      },
    ],
  },
});
