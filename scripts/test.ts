// `npm test`: lint, type check, unit tests, API tests against the real server (PGlite, and PostgreSQL
// when its binaries are present), the production build, and the browser tests. Every step runs; the
// last line sums the tests of all runners as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', name);

interface Step {
  name: string;
  args: string[];
  /** Where the runner writes its JSON results, to count the tests. */
  report?: string;
}

const steps: Step[] = [
  { name: 'lint', args: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.'] },
  { name: 'typecheck', args: [bin('typescript/bin/tsc'), '--noEmit', '-p', '.'] },
  ...(['unit', 'api'] as const).map((project) => ({
    name: project,
    args: [bin('vitest/vitest.mjs'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${project}.json`)}`],
    report: path.join(results, `${project}.json`),
  })),
  { name: 'build', args: [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'] },
  { name: 'e2e', args: [bin('@playwright/test/cli.js'), 'test'], report: path.join(results, 'e2e.json') },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failedSteps: string[] = [];

function count(step: Step): void {
  if (!step.report || !existsSync(step.report)) return;
  const report = JSON.parse(readFileSync(step.report, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number };
  };
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}

for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(`◀ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failedSteps.push(step.name);
  count(step);
}

if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
