// A bench at scale on both engines: the reference server on a fresh embedded data folder, then on a throwaway
// PostgreSQL 15 cluster when its binaries are here; each measured by the same function, the figures written to
// bench/results/<name>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAvailable, startCluster } from '../tests/api/support/pg-cluster.ts';
import { startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Bench {
  /** the results file's name */
  name: string;
  /** the server's settings beyond the data folder or database (the bench seed, the captcha) */
  env: Record<string, string>;
  /** the embedded server's port, then PostgreSQL's */
  ports: [string, string];
  /** what the measurements found, written to the results file */
  figures: Record<string, number>;
  /** measures one engine's server (and, for PostgreSQL, the cluster's URL), adding to `figures` */
  measure: (engine: 'pglite' | 'postgres', url: string, databaseUrl?: string) => Promise<void>;
}

export async function onBothEngines({ name, env, ports, figures, measure }: Bench): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), `shian-bench-${name}-`));
  try {
    const lite = await startServer({ ...env, DATA_DIR: path.join(work, 'data'), PORT: ports[0] }, '/api/health');
    try {
      await measure('pglite', lite.url);
    } finally {
      await lite.stop();
    }
    if (postgresAvailable()) {
      const cluster = await startCluster();
      try {
        const server = await startServer({ ...env, DATABASE_URL: cluster.url, SEED_DEMO: '1', PORT: ports[1] }, '/api/health');
        try {
          await measure('postgres', server.url, cluster.url);
        } finally {
          await server.stop();
        }
      } finally {
        cluster.stop();
      }
    } else console.log('  postgres: not measured (no PostgreSQL 15 binaries on this machine)');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`);
}
