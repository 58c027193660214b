// The tests that start servers of their own, on embedded databases of their own, run once per `npm test`, which runs
// the two engines as two processes (API_ENGINE, tests/api/global-setup.ts): in the PostgreSQL run, the one with less
// to do otherwise (its engine works on cores of its own), except the embedded engine's own tests and the limits'
// (tests/api/limits.test.ts, moved to even out the two runs' times), in the embedded engine's run.
import { describe, it } from 'vitest';

type Run = 'pglite' | 'postgres';

/** Whether this process starts the own servers of the tests that belong to `run` (all of them when one process runs both engines). */
export const startsOwnServers = (run: Run = 'postgres') => !process.env.API_ENGINE || process.env.API_ENGINE === run;

/** A describe whose tests start servers of their own: in the other run its body (which makes folders) never runs. */
export function describeOwnServers(name: string, body: () => void): void;
export function describeOwnServers(name: string, options: { run: Run }, body: () => void): void;
export function describeOwnServers(name: string, ...rest: [() => void] | [{ run: Run }, () => void]): void {
  const [options, body] = rest.length === 1 ? [{ run: 'postgres' as Run }, rest[0]] : rest;
  if (startsOwnServers(options.run)) describe(name, body);
  else describe.skip(name, () => void it.skip(`runs in the ${options.run} run`, () => {}));
}
