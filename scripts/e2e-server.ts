// The reference server for the browser tests: a fresh embedded database in a temporary folder, the
// fixed captcha code and the test routes (the SMS outbox). Removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shian-e2e-'));

const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: path.join(root, 'dist'), NODE_ENV: 'test', TEST_SUPPORT: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
