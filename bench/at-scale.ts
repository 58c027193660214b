// What the benches at a district's scale share (bench/supply.ts, bench/ledgers.ts): a signed-in caller of the real
// server over HTTP, timing calls after a warm-up round, and a PostgreSQL 15 cluster kept between runs.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/api/support/server.ts';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export type Envelope<T> = { code: number; msg: string; data: T };

export interface Api {
  get: <T>(route: string, query?: Record<string, string>) => Promise<Envelope<T>>;
  post: <T>(route: string, body: unknown) => Promise<Envelope<T>>;
}

export function client(url: string, access: string): Api {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${access}` };
  return {
    get: async <T>(route: string, query: Record<string, string> = {}) =>
      (await (await fetch(`${url}${route}?${new URLSearchParams(query)}`, { headers })).json()) as Envelope<T>,
    post: async <T>(route: string, body: unknown) =>
      (await (
        await fetch(`${url}${route}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as Envelope<T>,
  };
}

/** Times each call, after one untimed round (caches warm); throws on a refusal. */
export async function timed(calls: (() => Promise<Envelope<unknown>>)[], rounds = 20): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round <= rounds; round += 1)
    for (const call of calls) {
      const started = performance.now();
      const answer = await call();
      if (round > 0) times.push(performance.now() - started);
      if (answer.code !== 200) throw new Error(`refused: ${answer.msg}`);
    }
  return times;
}

/** A PostgreSQL 15 cluster kept in `dir` between runs (made there on the first), on a free loopback port. */
export async function keptCluster(dir: string): Promise<{ url: string; made: boolean; stop: () => void }> {
  const BIN = '/usr/lib/postgresql/15/bin';
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(BIN, tool), asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const made = !existsSync(path.join(data, 'PG_VERSION'));
  if (made) run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // fsync off: a cache the bench can make again (--fresh), not data anyone keeps
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start']);
  if (made) run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shian']);
  return { url: `postgres://postgres@127.0.0.1:${port}/shian`, made, stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']) };
}
