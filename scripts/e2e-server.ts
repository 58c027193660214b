// The reference server for the browser tests: a fresh embedded database in a temporary folder, the
// fixed captcha code and the test routes (the SMS outbox). Removed on exit. It serves dist/, built first when a
// source changed since (so `npm run test:e2e` alone tests the console as it is; `npm test` has just built it).
// Two settings for the screenshot tool, which starts many servers on the same seeded data: E2E_DATA_FROM starts
// from a copy of a data folder a stopped server left (instead of an empty one, which takes seconds to seed), and
// E2E_KEEP_DATA keeps the data folder at that path on exit instead of removing it.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shian-e2e-'));
const database = path.join(dataDir, 'db');
const { E2E_DATA_FROM: from, E2E_KEEP_DATA: keep } = process.env;
if (from) cpSync(from, database, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: database, STATIC_DIR: path.join(root, 'dist'), NODE_ENV: 'test', TEST_SUPPORT: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const cleanup = () => {
  if (keep) cpSync(database, keep, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
};
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
