// The runner every server instance starts: every 500 ms it asks whether any item is open (one indexed look-up when
// idle) and, if so, runs the device simulator's heartbeats, ends what expired and claims a batch — one item per
// lane — runs the batch's items side by side, records them, and goes again at once while there is work.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { anyOpen, claim, finish, handlerOf, sweep, type Outcome } from './engine.ts';
import { OFFLINE_TOO_LONG } from './device-state.ts';

export const TICK_MS = 500;
/**
 * Items claimed at once (at most one per lane, so at most this many devices side by side), recorded in one
 * transaction whose effects the handlers write set-wise: a 导入人员 round is a block of this many rows. Small
 * enough that other requests keep their turn on the embedded engine's one connection between rounds.
 */
export const BATCH = 256;

export interface Runner {
  /** Runs one round now (the test route's "tick"), answers the number of items it ended. */
  tick: () => Promise<number>;
  /** Wakes the runner at once (a task was just queued). */
  wake: () => void;
  stop: () => Promise<void>;
}

export interface RunnerOptions {
  /** What runs before each busy round (the simulator's heartbeats). */
  beforeRound?: (pool: pg.Pool) => Promise<void>;
  onError: (error: unknown) => void;
}

export function startRunner(pool: pg.Pool, options: RunnerOptions): Runner {
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  const round = async (): Promise<number> => {
    await options.beforeRound?.(pool);
    if (!(await anyOpen(pool))) return 0;
    const ended = await sweep(pool, BATCH, OFFLINE_TOO_LONG);
    const items = await claim(pool, owner, BATCH);
    const results = await Promise.all(
      items.map(async (item) => ({
        item,
        outcome: await handlerOf(item.kind)
          .run(pool, item)
          .catch((error: unknown): Outcome => (options.onError(error), { wait: true })),
      })),
    );
    // items put back to wait are no work done: the runner then waits its tick instead of spinning on them
    return ended + (await finish(pool, owner, results));
  };

  /** One round at a time per instance. */
  const once = () => {
    running ??= round().finally(() => (running = undefined));
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      once()
        .then((worked) => schedule(worked ? 0 : TICK_MS))
        .catch((error: unknown) => (options.onError(error), schedule(TICK_MS)));
    }, delay);
    timer.unref?.();
  };
  schedule(TICK_MS);

  return {
    tick: once,
    wake: () => schedule(0),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
