// Starts the real reference server as a child process, for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string>, readyPath = '/'): Promise<RunningServer & { readyMs: number }> {
  const port = env.PORT ?? '18590';
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    // a benchmark signs in from one address far faster than people do: the per-address limits would stop it
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(root, 'dist'),
      CAPTCHA_RATE_LIMIT: '100000',
      LOOKUP_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited before serving ${readyPath}`);
    try {
      const res = await fetch(url + readyPath, { headers: { accept: 'text/html' } });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop, readyMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** An access token of a demo account of 东湖区, signed in through the captcha form with the server's fixed code. */
export async function signInToken(url: string, username: string, captchaCode: string): Promise<string> {
  const captcha = (await (await fetch(`${url}/api/rabbit-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json()) as { key: string };
  const res = await fetch(`${url}/api/rabbit-auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Tenant-Id': '100001',
      'Captcha-Key': captcha.key,
      'Captcha-Code': captchaCode,
      'User-Type': 'web',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ tenantId: '100001', username, password: 'Demo1234', grant_type: 'captcha', scope: 'all', type: '0' }),
  });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}
