// `npm run dev`: Vite's dev server with /api proxied to the reference server (started here), or to the
// backend named by API_PROXY_TARGET (then no reference server is started).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const run = (args: string[]) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill();
    process.exit(code ?? 0);
  });
  children.push(child);
};

if (!process.env.API_PROXY_TARGET) run([path.join(root, 'server/main.ts')]);
run([path.join(root, 'node_modules/vite/bin/vite.js')]);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => children.forEach((child) => child.kill(signal)));
