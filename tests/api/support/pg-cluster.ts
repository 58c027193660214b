// A throwaway PostgreSQL 15 cluster on a loopback high port (docs/toolchain.md#postgresql-for-tests): initdb refuses to run as
// root, so as root the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () => existsSync(path.join(BIN, 'initdb'));

export interface Cluster {
  url: string;
  stop: () => void;
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shian-pg15-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(BIN, tool), asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shian']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shian`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
