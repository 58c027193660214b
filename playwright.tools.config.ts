import { defineConfig } from '@playwright/test';
import product from './playwright.config';

// `npm run test:tools`: the tests of the project's own tools (the screenshot tool, scripts/screenshots) on the same
// server and browser as the browser tests, outside the product's browser step — CI runs them after `npm test`
// (docs/testing.md). Their output beside the browser tests' rather than over it.
export default defineConfig({
  ...product,
  testDir: 'tests/tools',
  outputDir: 'test-results/tools',
  reporter: [['list'], ['json', { outputFile: 'test-results/tools.json' }]],
});
