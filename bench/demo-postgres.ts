// The frame of a domain's bench on PostgreSQL (bench/workflow.ts, nutrition.ts, safety.ts, meal-supply.ts): a fresh
// cluster under .cache/bench-<name>/ with the demo data, the real server over HTTP, figures printed against their
// budgets and written to bench/results/<name>.json. The embedded engine is not reachable by SQL from outside its
// process, so these benches measure PostgreSQL only; without its binaries they say so and stop.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { keptCluster } from './at-scale.ts';
import { percentile, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The sign-in captcha the bench's server accepts. */
export const BENCH_CAPTCHA = 'bench-ok';

export interface DemoPostgres {
  /** The server's base URL. */
  url: string;
  /** The cluster's connection string, for the bench's SQL. */
  databaseUrl: string;
  /** Figures written to the results file beside the timings (counts of what was made). */
  figures: Record<string, number | string>;
  /** Prints a timing's p50, p95 and max against its p95 budget, and keeps p50 and p95 as `<key>P50Ms`, `<key>P95Ms`. */
  report: (key: string, title: string, times: number[], budget: number) => void;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Runs `work` on a fresh demo cluster and server (stopped after), then writes bench/results/`name`.json. */
export async function onDemoPostgres(name: string, title: string, port: string, work: (bench: DemoPostgres) => Promise<void>): Promise<void> {
  console.log(`\n${title} (load average ${os.loadavg()[0]!.toFixed(2)})`);
  if (!postgresAvailable()) {
    console.log('  postgres: not measured (no PostgreSQL 15 binaries on this machine)');
    return;
  }
  const figures: Record<string, number | string> = {};
  const report = (key: string, what: string, times: number[], budget: number) => {
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)];
    Object.assign(figures, { [`${key}P50Ms`]: round1(p50), [`${key}P95Ms`]: round1(p95) });
    console.log(
      `  postgres  ${what}: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms  budget p95 ${budget} ms  ${p95 <= budget ? 'within budget' : 'OVER BUDGET'}`,
    );
  };
  const cache = path.join(root, `.cache/bench-${name}`);
  rmSync(cache, { recursive: true, force: true });
  const cluster = await keptCluster(path.join(cache, 'postgres'));
  try {
    const env = { CAPTCHA_FIXED_CODE: BENCH_CAPTCHA, SEED_DEMO: '1', COLD_CHAIN_LOGGER_MINUTES: '0', KITCHEN_EVENT_MINUTES: '0' };
    const server = await startServer({ ...env, DATABASE_URL: cluster.url, PORT: port }, '/api/health');
    try {
      await work({ url: server.url, databaseUrl: cluster.url, figures, report });
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
  );
}
