// A home page's summary is made of parts, each computed on its own within the to-do budget (platform/todo/registry.ts):
// a part that throws or overruns comes back null and is named in `unavailable`; the others still show.
import type { FastifyBaseLogger } from 'fastify';
import { TODO_BUDGET_MS, withinBudget } from '../../platform/todo/registry.ts';

type Parts = Record<string, () => Promise<unknown>>;
export type Settled<P extends Parts> = { [K in keyof P]: Awaited<ReturnType<P[K]>> | null } & { unavailable: (keyof P & string)[] };

export async function settleParts<P extends Parts>(
  parts: P,
  { log, budgetMs = TODO_BUDGET_MS }: { log?: FastifyBaseLogger; budgetMs?: number } = {},
): Promise<Settled<P>> {
  const names = Object.keys(parts) as (keyof P & string)[];
  const results = await Promise.allSettled(names.map((name) => withinBudget(parts[name]!(), budgetMs)));
  const settled: Record<string, unknown> = {};
  const unavailable: string[] = [];
  results.forEach((result, index) => {
    const name = names[index]!;
    if (result.status === 'fulfilled') settled[name] = result.value;
    else {
      settled[name] = null;
      unavailable.push(name);
      log?.warn({ err: result.reason, part: name }, 'home page part unavailable');
    }
  });
  return { ...settled, unavailable } as Settled<P>;
}
