// `npm test`: lint, format check (Prettier), type check, unit tests, API tests against the real server (PGlite, and PostgreSQL
// when its binaries are present), the production build, and the browser tests. Every step runs; those that keep one
// core busy run side by side (the three checks; the two engines' API tests). The end shows each step's wall time and
// the total, and the last line sums the tests of all runners as "N passed, N failed".
// `npm run test:tools` (`node scripts/test.ts tools`) runs the step that `npm test` leaves out: the tests of the
// project's own tools (the screenshot tool), which CI runs after `npm test` (docs/testing.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
const only = process.argv.slice(2);
// a whole run starts clean; chosen steps (`npm run test:tools` after `npm test` in CI) keep what the others left
if (!only.length) rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules', name);

interface Step {
  name: string;
  args: string[];
  /** Where the runner writes its JSON results, to count the tests. */
  report?: string;
  /** Run only when named (`node scripts/test.ts tools`), not by `npm test`. */
  named?: boolean;
  /** Settings of its own, over the environment's. */
  env?: Record<string, string>;
  /** Runs side by side with the steps next to it of the same stage (the output of each follows when it ends). */
  stage?: string;
}

const vitestBin = bin('vitest/vitest.mjs');

/** A vitest project's step (`unit*`: the unit tests' two projects, in Node and in jsdom), its JSON report named after the step. */
function vitest(project: 'unit*' | 'api', options: Partial<Step> = {}): Step {
  const name = options.name ?? project.replace('*', '');
  const report = path.join(results, `${name}.json`);
  const args = [vitestBin, 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { name, args, report, ...options };
}

// Each of the three checks runs on one core: side by side they take the longest one's time, not the sum.
const steps: Step[] = [
  { name: 'lint', args: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.'], stage: 'checks' },
  { name: 'format', args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'], stage: 'checks' },
  { name: 'typecheck', args: [bin('typescript/bin/tsc'), '--noEmit', '-p', '.'], stage: 'checks' },
  vitest('unit*'),
  // the two engines share nothing, so they run as two processes side by side (tests/api/global-setup.ts)
  ...(postgresAvailable()
    ? (['pglite', 'postgres'] as const).map((engine) => vitest('api', { name: `api-${engine}`, env: { API_ENGINE: engine }, stage: 'api' }))
    : [vitest('api')]),
  { name: 'build', args: [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'] },
  { name: 'e2e', args: [bin('@playwright/test/cli.js'), 'test'], report: path.join(results, 'e2e.json') },
  {
    name: 'tools',
    args: [bin('@playwright/test/cli.js'), 'test', '--config', 'playwright.tools.config.ts'],
    report: path.join(results, 'tools.json'),
    named: true,
  },
];

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

interface E2eSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { results: { duration: number }[] }[] }[];
  suites?: E2eSuite[];
}

/** The browser step's ten slowest tests and its wall time, from Playwright's JSON report. */
function slowestBrowserTests(report: string): void {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: E2eSuite[]; stats?: { duration: number } };
  const tests: { name: string; ms: number }[] = [];
  const walk = (suite: E2eSuite, file: string, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.reduce((sum, test) => sum + test.results.reduce((total, result) => total + result.duration, 0), 0);
      tests.push({ name: `${file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`, ms });
    }
    for (const child of suite.suites ?? []) walk(child, file, [...trail, child.title]);
  };
  for (const suite of json.suites) walk(suite, suite.file ?? suite.title, []);
  tests.sort((a, b) => b.ms - a.ms);
  console.log('\nslowest browser tests:');
  for (const test of tests.slice(0, 10)) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
  if (json.stats) console.log(`browser tests: ${tests.length} in ${(json.stats.duration / 1000).toFixed(0)} s`);
}

interface VitestReport {
  testResults?: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** Each failed unit or API test by file and name with the first lines of its error, so the end of a CI log names it. */
function failedVitestTests(report: string): string[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const lines: string[] = [];
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      const message = (test.failureMessages[0] ?? '').split('\n').slice(0, 6).join('\n      ');
      lines.push(`  ✗ ${path.relative(root, file.name)} › ${test.fullName}\n      ${message}`);
    }
  }
  return lines;
}

/**
 * What failed a vitest step besides its tests: an unhandled error or rejection, a teardown error. Vitest then exits 1
 * with every test passed, and without this the end of a CI log says only that the step failed.
 */
function vitestErrors(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- the colours of vitest's report
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const start = plain.search(/Unhandled (Errors?|Rejection)|EnvironmentTeardownError|error during close|close timed out/i);
  if (start < 0) return [];
  const lines = plain.slice(start).split('\n').slice(0, 30);
  return ['  ✗ errors outside any test:', ...lines.map((line) => `      ${line}`)];
}

interface LogEntry {
  level?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

const logEntry = (line: string): LogEntry | undefined => {
  try {
    return line.startsWith('{') ? (JSON.parse(line) as LogEntry) : undefined;
  } catch {
    return undefined;
  }
};

/** The errors the API tests' servers logged (test-results/servers), for a failed API step: a 500's cause is there. */
function serverErrors(): string[] {
  const folder = path.join(results, 'servers');
  if (!existsSync(folder)) return [];
  const lines: string[] = [];
  for (const file of readdirSync(folder)) {
    for (const line of readFileSync(path.join(folder, file), 'utf8').split('\n')) {
      const entry = logEntry(line);
      if (entry && (entry.level ?? 0) >= 50)
        lines.push(`  ${file}: ${(entry.err?.stack ?? entry.err?.message ?? entry.msg ?? line).split('\n').slice(0, 4).join(' | ')}`);
    }
  }
  return lines.slice(-10);
}

/** A wall time as people read it: 42.3 s, 7 min 05 s. */
const wallTime = (ms: number): string => {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};

/** The steps' wall times and the total, as a small table (the README's figures come from it). */
function timeTable(times: { name: string; ok: boolean; ms: number }[], totalMs: number): string {
  const width = Math.max(5, ...times.map((time) => time.name.length));
  const row = (name: string, result: string, time: string) => `  ${name.padEnd(width)}  ${result.padEnd(6)}  ${time.padStart(12)}`;
  return [
    row('step', 'result', 'wall time'),
    ...times.map((time) => row(time.name, time.ok ? 'ok' : 'FAILED', wallTime(time.ms))),
    row('total', '', wallTime(totalMs)),
  ].join('\n');
}

const failures: string[] = [];
const times: { name: string; ok: boolean; ms: number }[] = [];

/** Runs a step; side by side with others, its output is kept and printed when it ends, not mixed with theirs. */
function run(step: Step, alone: boolean): Promise<{ name: string; ok: boolean; ms: number }> {
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  // a vitest step's output is kept even when it runs alone, for the errors it reports outside any test (below)
  const keep = !alone || step.args[0] === vitestBin;
  const child = spawn(process.execPath, step.args, { cwd: root, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  const take = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    output.push(chunk);
    if (alone) to.write(chunk);
  };
  child.stdout?.on('data', take(process.stdout));
  child.stderr?.on('data', take(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (!alone) console.log(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
      console.log(`◀ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${wallTime(ms)}`);
      if (!ok) failedSteps.push(step.name);
      count(step);
      if (step.args[0] === vitestBin) failures.push(...failedVitestTests(step.report!));
      if (step.args[0] === vitestBin && !ok) failures.push(...vitestErrors(Buffer.concat(output).toString()));
      if (step.name.startsWith('api') && !ok) failures.push(...serverErrors().map((line) => `  server error:${line}`));
      if ((step.name === 'e2e' || step.name === 'tools') && step.report) slowestBrowserTests(step.report);
      resolve({ name: step.name, ok, ms });
    });
  });
}

const began = Date.now();
const chosen = steps.filter((step) => (only.length ? only.includes(step.name) || only.includes(step.stage ?? '') : !step.named));
const stages: Step[][] = [];
for (const step of chosen) {
  const last = stages.at(-1);
  if (step.stage && last?.[0]?.stage === step.stage) last.push(step);
  else stages.push([step]);
}
for (const together of stages) {
  console.log(`\n▶ ${together.map((step) => step.name).join(' ‖ ')}${together.length > 1 ? ' (side by side: the output of each follows when it ends)' : ''}`);
  // the table lists the steps in their order, not the order they ended in
  times.push(...(await Promise.all(together.map((step) => run(step, together.length === 1)))));
}

console.log(`\nwall time by step:\n${timeTable(times, Date.now() - began)}`);
if (failures.length) console.log(`\nfailed tests:\n${failures.join('\n')}`);
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
