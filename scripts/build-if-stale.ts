// Builds the SPA when dist/ is missing or older than any of its sources (and tells when sources last changed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src', 'screens', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, child) => Math.max(max, newest(path.join(entry, child))), stat.mtimeMs);
}

/** When any of these files or folders (from the project's root, folders throughout) last changed. */
export const lastChange = (entries: string[]): number => Math.max(...entries.map(newest));

export function buildIfStale(): void {
  const built = path.join(root, 'dist/index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= lastChange(sources)) return;
  console.log('[start] building the console (vite build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
