// The reference server for the browser tests: a fresh embedded database in a temporary folder, the
// fixed captcha code, and the SMS outbox lines copied to a file the tests read. Removed on exit.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shian-e2e-'));
const smsLog = process.env.E2E_SMS_LOG ?? path.join(dataDir, 'sms.log');
writeFileSync(smsLog, '');

const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: path.join(root, 'dist'), NODE_ENV: 'test' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.setEncoding('utf8');
server.stdout.on('data', (chunk: string) => {
  process.stdout.write(chunk);
  for (const line of chunk.split('\n')) if (line.includes('[sms]')) appendFileSync(smsLog, `${line}\n`);
});

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
