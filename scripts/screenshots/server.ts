// The server a run shoots: the reference server on a fresh data folder, as the browser tests start it (with the
// fixed captcha code), or the deployment SCREENSHOT_BASE_URL names. A base URL that does not answer stops the run.
// The fresh folder is a copy of one seeded by the first run of the day (seeding takes most of a server's start).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildIfStale, lastChange } from '../build-if-stale.ts';
import { FIXED_TIME } from './page.ts';

export interface Target {
  baseUrl: string;
  captchaCode: string;
  stop: () => void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function answers(baseUrl: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CAPTCHA_RATE_LIMIT: '100000',
  LOOKUP_RATE_LIMIT: '100000',
  // the server's app clock is the pages' fixed clock, set at every start (the seed's day included: the demo data runs
  // up to the day its folder is made), and the kitchen cameras draw no events while a run lasts: the images of the
  // walls and of 明厨亮灶告警 are the same on every day and however long the run takes
  TEST_CLOCK_AT: FIXED_TIME.toISOString(),
  KITCHEN_EVENT_MINUTES: '0',
};

/** Starts the browser tests' server on a free port; its address once it answers (or the run stops). */
async function startServer(root: string, env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.ts')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!(await answers(baseUrl, 120_000))) {
    child.kill();
    throw new Error('the reference server did not start within 2 minutes');
  }
  return { baseUrl, child };
}

/** What the seeded data depends on: the server's code, the contract it imports, the packages, the tests' server. */
const SEED_SOURCES = ['server', 'contract', 'package-lock.json', 'scripts/e2e-server.ts'];

/**
 * The seeded data folder of today (the demo data is counted from the day it was made, as a new server's is), made
 * again when it is older than a change to what seeds it (as the build is, build-if-stale.ts) by a server that starts
 * on an empty folder and stops at once. Kept in node_modules/.cache; other days' folders removed.
 */
async function seededFolder(root: string): Promise<string> {
  const day = new Date().toLocaleDateString('sv-SE', { timeZone: process.env.TIME_ZONE ?? 'Asia/Shanghai' });
  const cache = path.join(root, 'node_modules/.cache/shian-screenshots');
  const name = `data-${day}`;
  const folder = path.join(cache, name);
  const current = () => existsSync(folder) && statSync(folder).mtimeMs >= lastChange(SEED_SOURCES);
  if (current()) return folder;
  mkdirSync(cache, { recursive: true });
  const partial = path.join(cache, `partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  const { child } = await startServer(root, { E2E_KEEP_DATA: partial });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
  if (!existsSync(partial)) throw new Error('the reference server did not leave its seeded data folder');
  // another run may have made it meanwhile (its copy is as good)
  if (current()) rmSync(partial, { recursive: true, force: true });
  else {
    rmSync(folder, { recursive: true, force: true });
    renameSync(partial, folder);
    // made now, whatever times the copy kept
    utimesSync(folder, new Date(), new Date());
  }
  // other days' folders go, and what a run stopped while seeding left, an hour on
  const stale = (entry: string) =>
    entry.startsWith('data-') ? entry !== name : entry.startsWith('partial-') && Date.now() - statSync(path.join(cache, entry)).mtimeMs > 3_600_000;
  for (const entry of readdirSync(cache)) if (stale(entry)) rmSync(path.join(cache, entry), { recursive: true, force: true });
  return folder;
}

export async function startTarget(root: string, env: NodeJS.ProcessEnv): Promise<Target> {
  const remote = env.SCREENSHOT_BASE_URL?.replace(/\/$/, '');
  if (remote) {
    if (!(await answers(remote, 10_000))) throw new Error(`SCREENSHOT_BASE_URL ${remote} does not answer /api/health`);
    const captchaCode = env.SCREENSHOT_CAPTCHA_CODE;
    if (!captchaCode) throw new Error('SCREENSHOT_CAPTCHA_CODE: the captcha code the deployment accepts (its CAPTCHA_FIXED_CODE) is needed to sign in');
    return { baseUrl: remote, captchaCode, stop: () => undefined };
  }
  buildIfStale();
  const captchaCode = 'shots-ok';
  const { baseUrl, child } = await startServer(root, { CAPTCHA_FIXED_CODE: captchaCode, E2E_DATA_FROM: await seededFolder(root) });
  return { baseUrl, captchaCode, stop: () => child.kill('SIGTERM') };
}
