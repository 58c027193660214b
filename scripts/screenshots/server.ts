// The server a run shoots: the reference server on a fresh data folder, as the browser tests start it (with the
// fixed captcha code), or the deployment SCREENSHOT_BASE_URL names. A base URL that does not answer stops the run.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildIfStale } from '../build-if-stale.ts';

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

export async function startTarget(root: string, env: NodeJS.ProcessEnv): Promise<Target> {
  const remote = env.SCREENSHOT_BASE_URL?.replace(/\/$/, '');
  if (remote) {
    if (!(await answers(remote, 10_000))) throw new Error(`SCREENSHOT_BASE_URL ${remote} does not answer /api/health`);
    const captchaCode = env.SCREENSHOT_CAPTCHA_CODE;
    if (!captchaCode) throw new Error('SCREENSHOT_CAPTCHA_CODE: the captcha code the deployment accepts (its CAPTCHA_FIXED_CODE) is needed to sign in');
    return { baseUrl: remote, captchaCode, stop: () => undefined };
  }
  buildIfStale();
  const port = await freePort();
  const captchaCode = 'shots-ok';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_FIXED_CODE: captchaCode,
      LOG_LEVEL: 'warn',
      CAPTCHA_RATE_LIMIT: '100000',
      LOOKUP_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!(await answers(baseUrl, 120_000))) {
    child.kill();
    throw new Error('the reference server did not start within 2 minutes');
  }
  return { baseUrl, captchaCode, stop: () => child.kill('SIGTERM') };
}
