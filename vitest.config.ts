import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // every core (vitest's default leaves one free): the unit tests took 84 s on the 2-core machine, not 112
    maxWorkers: '100%',
    projects: [
      // The unit tests in two projects by their file's extension: a test of a page, a component or anything that needs a
      // DOM (jsdom, Arco's React 19 adapter, testing-library) is a .test.tsx; the rest (.test.ts: rules, the repository's
      // own checks, the server's pure parts) run in plain Node — a jsdom environment and its setup cost a third of the
      // step's time when every file had them. `--project 'unit*'` runs both.
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // the tests that read the whole repository (its Chinese strings, SWR keys, role literals, SQL…) and the one
          // that opens the embedded engine take a second or two on a quiet 2-core machine, and timed out at vitest's
          // 5 s when the machine was also building
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
