import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** src/server imports from src/client only its SSR entry. */
const clientOnlyThroughSsr = {
  group: ['**/client/**', '!**/client/ssr'],
  message: 'src/server imports from src/client only its SSR entry, src/client/ssr.tsx.',
};

/** Outside modules/<name>, a module is imported from its front door, modules/<name>/index.ts (decision 030). */
const moduleOnlyThroughFrontDoor = {
  regex: '(^|/)modules/[^/]+/',
  message: "Import a module from its front door ('modules/orders'), not a file inside it.",
};

/** An admin route is declared admin once, where routes are declared (decision 035). */
const adminGuardWhereDeclared = {
  group: ['**/http/context', './context'],
  importNames: ['requireAdmin'],
  message:
    'Declare an admin route with adminRoutes(router) or adminProcedure; requireAdmin is theirs.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser bundle may know the server's types (AppRouter) but never its code.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // React's server renderer is the SSR entry's (src/client/ssr.tsx), not our server.
              group: ['**/server/**', '**/server', '!react-dom/server'],
              allowTypeImports: true,
              message: 'The client may import only types from src/server (use `import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server renders pages through the client's SSR entry and reaches nothing else of it.
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [clientOnlyThroughSsr, moduleOnlyThroughFrontDoor, adminGuardWhereDeclared] },
      ],
    },
  },
  {
    // The two places an admin route is declared: REST's adminRoutes and tRPC's adminProcedure.
    files: ['src/server/http/adminRoutes.ts', 'src/server/trpc/trpc.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [clientOnlyThroughSsr, moduleOnlyThroughFrontDoor] },
      ],
    },
  },
  {
    // A module reaches another only through its front door, and never the workflows above it.
    files: ['src/server/modules/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            clientOnlyThroughSsr,
            moduleOnlyThroughFrontDoor,
            adminGuardWhereDeclared,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                "Import another module from its front door: '../orders', not '../orders/holds'.",
            },
            {
              regex: '(^|/)workflows(/|$)',
              message: 'Modules do not import src/server/workflows: workflows call modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [moduleOnlyThroughFrontDoor] },
      ],
    },
  },
  {
    // Shared code runs on both sides, so it imports from neither.
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**'],
              message: 'src/shared imports only src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // zod through one door, which sets its options before any schema is built (src/shared/zod.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Import zod from src/shared/zod.ts.' }],
          patterns: [{ group: ['zod/*'], message: 'Import zod from src/shared/zod.ts.' }],
        },
      ],
    },
  },
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
);
